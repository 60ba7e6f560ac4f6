import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { formatVnd } from "#common/money";
import { VNPAY_INSTALMENT_MIN_TOTAL } from "#common/payment";
import type { GatewaySettingsView, PaymentSettingsView } from "#common/schemas/payment-settings";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { Panel } from "~/components/admin/zalo-settings/panel";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/settings-payments";

export { action, loader } from "./settings-payments.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Cổng thanh toán");
}

interface Draft {
  vnpayEnabled: boolean;
  vnpayEnvironment: "sandbox" | "live";
  vnpayTmnCode: string;
  vnpayHashSecret: string;
  vnpayInstalments: boolean;
  momoEnabled: boolean;
  momoEnvironment: "sandbox" | "live";
  momoPartnerCode: string;
  momoAccessKey: string;
  momoSecretKey: string;
}

const draftOf = (settings: PaymentSettingsView): Draft => ({
  vnpayEnabled: settings.vnpay.enabled,
  vnpayEnvironment: settings.vnpay.environment,
  vnpayTmnCode: settings.vnpay.merchantCode,
  vnpayHashSecret: "",
  vnpayInstalments: settings.vnpayInstalments,
  momoEnabled: settings.momo.enabled,
  momoEnvironment: settings.momo.environment,
  momoPartnerCode: settings.momo.merchantCode,
  momoAccessKey: "",
  momoSecretKey: "",
});

function statusLine(gateway: GatewaySettingsView): string {
  if (gateway.source === "env") return "Đang dùng cấu hình trong biến môi trường của máy chủ (được ưu tiên hơn cài đặt ở đây)";
  if (gateway.source === "settings") return `Đang bật · ${gateway.environment === "live" ? "môi trường thật" : "môi trường thử nghiệm"}`;
  return "Chưa bật: khách không thấy phương thức này";
}

type TextField = "vnpayTmnCode" | "vnpayHashSecret" | "momoPartnerCode" | "momoAccessKey" | "momoSecretKey";

/** One text input of a gateway's form: its draft field (the API's name, for its error too), its id and label. */
interface GatewayInput {
  field: TextField;
  id: string;
  label: string;
}

/** What differs between the gateways' panels: the names, the draft fields and the words. */
interface GatewayForm {
  gateway: "vnpay" | "momo";
  title: string;
  enabledField: "vnpayEnabled" | "momoEnabled";
  enableLabel: string;
  environmentField: "vnpayEnvironment" | "momoEnvironment";
  /** What the stored keys are called in the status line. */
  keysLabel: string;
  /** The merchant code, shown again once saved. */
  code: GatewayInput;
  /** The keys: write-only, empty keeps the stored ones. */
  secrets: GatewayInput[];
  ipnLabel: string;
}

const VNPAY_FORM: GatewayForm = {
  gateway: "vnpay",
  title: "VNPAY",
  enabledField: "vnpayEnabled",
  enableLabel: "Bật thanh toán qua VNPAY",
  environmentField: "vnpayEnvironment",
  keysLabel: "Chuỗi bí mật",
  code: { field: "vnpayTmnCode", id: "vnpay-tmn-code", label: "Mã website (TmnCode)" },
  secrets: [{ field: "vnpayHashSecret", id: "vnpay-hash-secret", label: "Chuỗi bí mật (HashSecret)" }],
  ipnLabel: "Địa chỉ IPN khai báo với VNPAY:",
};

const MOMO_FORM: GatewayForm = {
  gateway: "momo",
  title: "Ví MoMo",
  enabledField: "momoEnabled",
  enableLabel: "Bật thanh toán bằng ví MoMo",
  environmentField: "momoEnvironment",
  keysLabel: "Khóa",
  code: { field: "momoPartnerCode", id: "momo-partner-code", label: "Mã đối tác (partnerCode)" },
  secrets: [
    { field: "momoAccessKey", id: "momo-access-key", label: "Access key" },
    { field: "momoSecretKey", id: "momo-secret-key", label: "Secret key" },
  ],
  ipnLabel: "Địa chỉ IPN (ipnUrl) cửa hàng gửi MoMo:",
};

/**
 * One gateway's panel: its status, the switch, the merchant code, the keys (never shown; a placeholder says when
 * they are stored), sandbox or live, then what only this gateway has (`children`) and the IPN address to declare.
 */
function GatewayPanel({
  form,
  view,
  draft,
  onDraft,
  error,
  children,
}: {
  form: GatewayForm;
  view: GatewaySettingsView;
  draft: Draft;
  onDraft: (change: Partial<Draft>) => void;
  error: (field: string) => string | undefined;
  children?: ReactNode;
}) {
  const environmentId = `${form.gateway}-environment`;
  return (
    <Panel title={form.title}>
      <p className="mb-3 text-sm text-gray-600" data-testid={`${form.gateway}-settings-status`}>
        {statusLine(view)} · {form.keysLabel}: {view.hasKeys ? "đã lưu" : "chưa có"}
      </p>
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft[form.enabledField]} onChange={(event) => onDraft({ [form.enabledField]: event.target.checked })} className="h-4 w-4" />
        <span>{form.enableLabel}</span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledInput id={form.code.id} label={form.code.label} value={draft[form.code.field]} onChange={(event) => onDraft({ [form.code.field]: event.target.value })} error={error(form.code.field)} />
        {form.secrets.map((secret) => (
          <LabeledInput
            key={secret.id}
            id={secret.id}
            label={secret.label}
            type="password"
            autoComplete="off"
            placeholder={view.hasKeys ? "•••••• (đã lưu)" : ""}
            value={draft[secret.field]}
            onChange={(event) => onDraft({ [secret.field]: event.target.value })}
            error={error(secret.field)}
          />
        ))}
        <label className="grid gap-1 text-sm" htmlFor={environmentId}>
          <span className="font-medium text-gray-700">Môi trường</span>
          <select
            id={environmentId}
            value={draft[form.environmentField]}
            onChange={(event) => onDraft({ [form.environmentField]: event.target.value as Draft["vnpayEnvironment"] })}
            className="rounded-md border border-gray-300 px-3 py-2"
          >
            <option value="sandbox">Thử nghiệm (sandbox)</option>
            <option value="live">Thật</option>
          </select>
        </label>
      </div>
      {children}
      <p className="mt-3 text-sm text-gray-600">
        {form.ipnLabel} <code className="break-all rounded bg-gray-100 px-1">{view.ipnUrl}</code>
      </p>
    </Panel>
  );
}

/**
 * The owner's payment gateways (decisions 0054, 0057): which are on, sandbox or live, the merchant codes, and the
 * keys (sealed when saved, never shown again; empty keeps the stored ones). Settings in the server's environment
 * win over these for their gateway.
 */
export default function PaymentSettingsPage({ loaderData }: Route.ComponentProps) {
  const [view, setView] = useState(loaderData.settings);
  const [draft, setDraft] = useState(() => draftOf(loaderData.settings));
  const saving = useAdminAction<PaymentSettingsView>();
  const error = (field: string) => saving.fieldErrors[field]?.[0];
  const settings = loaderData.settings.updatedAt === view.updatedAt ? view : loaderData.settings;
  const onDraft = (change: Partial<Draft>) => setDraft({ ...draft, ...change });

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await saving.run("save", { ...draft }, { success: "Đã lưu cài đặt cổng thanh toán", failure: "Không lưu được cài đặt cổng thanh toán" });
    if (!result) return;
    setView(result);
    setDraft(draftOf(result));
  }

  return (
    <section>
      <Link to="/admin/settings" className="text-sm text-brand-700 hover:underline">
        ← Cài đặt cửa hàng
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Cổng thanh toán (VNPAY, MoMo)</h1>
      <p className="mt-1 max-w-3xl text-sm text-gray-600">
        Khách trả bằng thẻ, ứng dụng ngân hàng hoặc ví MoMo trên trang của cổng thanh toán; cửa hàng không nhận thông tin thẻ. Khóa bí mật được mã hóa khi
        lưu và không bao giờ hiện lại; để trống để giữ khóa đã lưu. Cổng chưa bật hoặc chưa đủ thông tin thì không hiện ở trang thanh toán.
      </p>
      <form onSubmit={(event) => void save(event)} noValidate className="mt-6 space-y-6">
        <GatewayPanel form={VNPAY_FORM} view={settings.vnpay} draft={draft} onDraft={onDraft} error={error}>
          <label className="mt-3 flex items-start gap-2 text-sm">
            <input type="checkbox" checked={draft.vnpayInstalments} onChange={(event) => onDraft({ vnpayInstalments: event.target.checked })} className="mt-0.5 h-4 w-4" />
            <span>
              Cho khách trả góp qua thẻ tín dụng (VNPAY) với đơn hàng từ {formatVnd(VNPAY_INSTALMENT_MIN_TOTAL)} — cần hợp đồng dịch vụ trả góp với VNPAY
            </span>
          </label>
        </GatewayPanel>
        <GatewayPanel form={MOMO_FORM} view={settings.momo} draft={draft} onDraft={onDraft} error={error} />
        <button type="submit" disabled={saving.busy} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
          Lưu
        </button>
      </form>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
