import { useState, type FormEvent } from "react";
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

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await saving.run("save", { ...draft }, { success: "Đã lưu cài đặt cổng thanh toán", failure: "Không lưu được cài đặt cổng thanh toán" });
    if (!result) return;
    setView(result);
    setDraft(draftOf(result));
  }

  const environmentSelect = (id: string, value: Draft["vnpayEnvironment"], onChange: (value: Draft["vnpayEnvironment"]) => void) => (
    <label className="grid gap-1 text-sm" htmlFor={id}>
      <span className="font-medium text-gray-700">Môi trường</span>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Draft["vnpayEnvironment"])} className="rounded-md border border-gray-300 px-3 py-2">
        <option value="sandbox">Thử nghiệm (sandbox)</option>
        <option value="live">Thật</option>
      </select>
    </label>
  );

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
        <Panel title="VNPAY">
          <p className="mb-3 text-sm text-gray-600" data-testid="vnpay-settings-status">
            {statusLine(settings.vnpay)} · Chuỗi bí mật: {settings.vnpay.hasKeys ? "đã lưu" : "chưa có"}
          </p>
          <label className="mb-3 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.vnpayEnabled} onChange={(event) => setDraft({ ...draft, vnpayEnabled: event.target.checked })} className="h-4 w-4" />
            <span>Bật thanh toán qua VNPAY</span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledInput id="vnpay-tmn-code" label="Mã website (TmnCode)" value={draft.vnpayTmnCode} onChange={(event) => setDraft({ ...draft, vnpayTmnCode: event.target.value })} error={error("vnpayTmnCode")} />
            <LabeledInput
              id="vnpay-hash-secret"
              label="Chuỗi bí mật (HashSecret)"
              type="password"
              autoComplete="off"
              placeholder={settings.vnpay.hasKeys ? "•••••• (đã lưu)" : ""}
              value={draft.vnpayHashSecret}
              onChange={(event) => setDraft({ ...draft, vnpayHashSecret: event.target.value })}
              error={error("vnpayHashSecret")}
            />
            {environmentSelect("vnpay-environment", draft.vnpayEnvironment, (value) => setDraft({ ...draft, vnpayEnvironment: value }))}
          </div>
          <label className="mt-3 flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.vnpayInstalments}
              onChange={(event) => setDraft({ ...draft, vnpayInstalments: event.target.checked })}
              className="mt-0.5 h-4 w-4"
            />
            <span>
              Cho khách trả góp qua thẻ tín dụng (VNPAY) với đơn hàng từ {formatVnd(VNPAY_INSTALMENT_MIN_TOTAL)} — cần hợp đồng dịch vụ trả góp với VNPAY
            </span>
          </label>
          <p className="mt-3 text-sm text-gray-600">
            Địa chỉ IPN khai báo với VNPAY: <code className="break-all rounded bg-gray-100 px-1">{settings.vnpay.ipnUrl}</code>
          </p>
        </Panel>
        <Panel title="Ví MoMo">
          <p className="mb-3 text-sm text-gray-600" data-testid="momo-settings-status">
            {statusLine(settings.momo)} · Khóa: {settings.momo.hasKeys ? "đã lưu" : "chưa có"}
          </p>
          <label className="mb-3 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.momoEnabled} onChange={(event) => setDraft({ ...draft, momoEnabled: event.target.checked })} className="h-4 w-4" />
            <span>Bật thanh toán bằng ví MoMo</span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledInput id="momo-partner-code" label="Mã đối tác (partnerCode)" value={draft.momoPartnerCode} onChange={(event) => setDraft({ ...draft, momoPartnerCode: event.target.value })} error={error("momoPartnerCode")} />
            <LabeledInput
              id="momo-access-key"
              label="Access key"
              type="password"
              autoComplete="off"
              placeholder={settings.momo.hasKeys ? "•••••• (đã lưu)" : ""}
              value={draft.momoAccessKey}
              onChange={(event) => setDraft({ ...draft, momoAccessKey: event.target.value })}
              error={error("momoAccessKey")}
            />
            <LabeledInput
              id="momo-secret-key"
              label="Secret key"
              type="password"
              autoComplete="off"
              placeholder={settings.momo.hasKeys ? "•••••• (đã lưu)" : ""}
              value={draft.momoSecretKey}
              onChange={(event) => setDraft({ ...draft, momoSecretKey: event.target.value })}
              error={error("momoSecretKey")}
            />
            {environmentSelect("momo-environment", draft.momoEnvironment, (value) => setDraft({ ...draft, momoEnvironment: value }))}
          </div>
          <p className="mt-3 text-sm text-gray-600">
            Địa chỉ IPN (ipnUrl) cửa hàng gửi MoMo: <code className="break-all rounded bg-gray-100 px-1">{settings.momo.ipnUrl}</code>
          </p>
        </Panel>
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
