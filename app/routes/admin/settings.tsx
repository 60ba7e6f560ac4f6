import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { DEFAULT_LEGAL_SETTINGS, PRIVACY_NOTICE_PATH, TERMS_OF_SALE_PATH, type LegalSettings, type TermsOfSale } from "#common/legal";
import { REGION_LABELS, SOCIAL_NETWORKS, type ContactSettings, type OfficeSettings, type SellerDetails } from "#common/site-info";
import { StoreSettingsSchema, type StoredBankAccount, type StoreSettingsView } from "#common/schemas/store-settings";
import { fieldErrorsOf } from "#common/validation";
import { bankByBin, VIETNAM_BANKS } from "#common/vietnam-banks";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { useUnsavedChangesWarning } from "~/components/admin/ui/unsaved-changes";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { settings: await context.services.storeSettings.get() };
}

/** The same settings service as `PUT /api/admin/settings`. */
export const action = adminActions({
  save: ({ services, payload, actor }) => services.storeSettings.update(payload, actor),
});
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Cài đặt cửa hàng");
}

/** The form as typed: the bank stays filled in while the transfer option is switched off, so it is not lost. */
interface Draft extends ContactSettings {
  notifyEmail: string;
  paidMeansConfirmed?: boolean;
  maintenanceReminderMonths?: number;
  dealerLeadResponseHours?: number;
  roundDepositToThousand?: boolean;
  bankEnabled: boolean;
  bank: StoredBankAccount;
  leadRouting: boolean;
  /** Empty strings while not set; the schema turns three empty fields into "no seller". */
  seller: SellerDetails;
  /** The sales-website and personal-data details (issue 45): empty fields are not shown on the site. */
  legal: LegalSettings;
}

/** The terms of sale's four parts, as the form and the terms page name them. */
const TERMS_FIELDS: Array<{ key: keyof TermsOfSale; label: string }> = [
  { key: "delivery", label: "Giao hàng" },
  { key: "payment", label: "Thanh toán" },
  { key: "returns", label: "Hủy đơn, đổi trả và hoàn tiền" },
  { key: "warranty", label: "Bảo hành" },
];

const NO_SELLER: SellerDetails = { legalName: "", taxCode: "", address: "" };

const NO_BANK: StoredBankAccount = { bin: "", accountNumber: "", accountName: "" };

function draftOf(settings: StoreSettingsView): Draft {
  const { updatedAt: _updatedAt, notifyEmail, bank, seller, legal, ...contact } = settings;
  return {
    ...contact,
    notifyEmail: notifyEmail ?? "",
    bankEnabled: bank !== null,
    bank: bank ?? NO_BANK,
    seller: seller ?? NO_SELLER,
    legal: legal ?? DEFAULT_LEGAL_SETTINGS,
  };
}

function payloadOf({ bankEnabled, bank, notifyEmail, ...contact }: Draft) {
  return { ...contact, notifyEmail: notifyEmail.trim() || null, bank: bankEnabled ? bank : null };
}

const dateTime = new Intl.DateTimeFormat("vi-VN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

export default function StoreSettingsPage({ loaderData }: Route.ComponentProps) {
  const [saved, setSaved] = useState(() => draftOf(loaderData.settings));
  const [updatedAt, setUpdatedAt] = useState(loaderData.settings.updatedAt);
  const [draft, setDraft] = useState(saved);
  const { run, busy, fieldErrors } = useAdminAction<StoreSettingsView>();
  // The form's own check before sending; after a send, the server's answer.
  const [formErrors, setFormErrors] = useState<Record<string, string[]> | null>(null);
  const errors = formErrors ?? fieldErrors;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChangesWarning(dirty);

  const error = (field: string) => errors[field]?.[0];
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setOffice = (index: number, key: keyof OfficeSettings, value: string) =>
    setDraft((current) => ({ ...current, offices: current.offices.map((office, at) => (at === index ? { ...office, [key]: value } : office)) }));
  const setBank = (key: keyof StoredBankAccount, value: string) => setDraft((current) => ({ ...current, bank: { ...current.bank, [key]: value } }));
  const setSeller = (key: keyof SellerDetails, value: string) => setDraft((current) => ({ ...current, seller: { ...current.seller, [key]: value } }));
  const setLegal = (key: Exclude<keyof LegalSettings, "terms">, value: string) => setDraft((current) => ({ ...current, legal: { ...current.legal, [key]: value } }));
  const setTerms = (key: keyof TermsOfSale, value: string) =>
    setDraft((current) => ({ ...current, legal: { ...current.legal, terms: { ...current.legal.terms, [key]: value } } }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = StoreSettingsSchema.safeParse(payloadOf(draft));
    if (!parsed.success) {
      setFormErrors(fieldErrorsOf(parsed.error));
      toast.error("Vui lòng kiểm tra lại các ô được đánh dấu");
      return;
    }
    setFormErrors(null);
    const result = await run("save", parsed.data, {
      success: "Đã lưu cài đặt",
      successDescription: () => "Trang web, e-mail và mã VietQR dùng thông tin mới ngay.",
      failure: "Không lưu được cài đặt",
    });
    if (!result) return;
    const next = draftOf(result);
    setSaved(next);
    setDraft(next);
    setUpdatedAt(result.updatedAt);
  }

  const chosenBank = bankByBin(draft.bank.bin);

  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">Cài đặt cửa hàng</h1>
      <p className="mt-1 text-sm text-gray-600">
        {updatedAt ? `Lưu lần cuối: ${dateTime.format(new Date(updatedAt))}.` : "Đang dùng giá trị mặc định (chưa lưu lần nào)."} Mật khẩu
        e-mail (SMTP) và khóa phiên đăng nhập nằm trong biến môi trường của máy chủ, không chỉnh ở đây.
      </p>

      <p className="mt-2 text-sm">
        <Link to="/admin/settings/zalo" className="font-medium text-brand-700 hover:underline">
          Tin nhắn Zalo (ZNS) cho khách →
        </Link>
        {" · "}
        <Link to="/admin/settings/shipping" className="font-medium text-brand-700 hover:underline">
          Vận chuyển (GHN) →
        </Link>
        {" · "}
        <Link to="/admin/settings/mail-templates" className="font-medium text-brand-700 hover:underline">
          Mẫu e-mail gửi khách →
        </Link>
        {" · "}
        <Link to="/admin/settings/payments" className="font-medium text-brand-700 hover:underline">
          Cổng thanh toán (VNPAY, MoMo) →
        </Link>
      </p>

      <form onSubmit={save} noValidate className="mt-6 space-y-6">
        <Panel title="Thương hiệu và liên hệ">
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledInput id="settings-brand" label="Tên thương hiệu" value={draft.brandName} onChange={(event) => set("brandName", event.target.value)} error={error("brandName")} />
            <LabeledInput
              id="settings-contact-email"
              label="E-mail liên hệ (hiện trên trang Liên hệ)"
              type="email"
              value={draft.contactEmail}
              onChange={(event) => set("contactEmail", event.target.value)}
              error={error("contactEmail")}
            />
            <LabeledInput
              id="settings-sales-hotline"
              label="Hotline tư vấn bán hàng"
              inputMode="tel"
              value={draft.salesHotline}
              onChange={(event) => set("salesHotline", event.target.value)}
              error={error("salesHotline")}
            />
            <LabeledInput
              id="settings-support-hotline"
              label="Hotline kỹ thuật, bảo hành"
              inputMode="tel"
              value={draft.supportHotline}
              onChange={(event) => set("supportHotline", event.target.value)}
              error={error("supportHotline")}
            />
          </div>
        </Panel>

        <Panel title="Văn phòng ba miền">
          {error("offices") && <p className="text-sm text-red-700">{error("offices")}</p>}
          <div className="grid gap-4 lg:grid-cols-3">
            {draft.offices.map((office, index) => (
              <fieldset key={office.region} className="space-y-3 rounded-lg border border-gray-200 p-3">
                <legend className="px-1 text-sm font-semibold text-gray-900">{REGION_LABELS[office.region]}</legend>
                <LabeledInput id={`office-${office.region}-label`} label="Tên văn phòng" value={office.label} onChange={(event) => setOffice(index, "label", event.target.value)} error={error(`offices.${index}.label`)} />
                <LabeledInput
                  id={`office-${office.region}-street`}
                  label="Số nhà, đường, phường"
                  value={office.streetAddress}
                  onChange={(event) => setOffice(index, "streetAddress", event.target.value)}
                  error={error(`offices.${index}.streetAddress`)}
                />
                <LabeledInput
                  id={`office-${office.region}-locality`}
                  label="Tỉnh/thành phố"
                  value={office.locality}
                  onChange={(event) => setOffice(index, "locality", event.target.value)}
                  error={error(`offices.${index}.locality`)}
                />
                <LabeledInput
                  id={`office-${office.region}-region`}
                  label="Tỉnh/thành (cho Google)"
                  value={office.addressRegion}
                  onChange={(event) => setOffice(index, "addressRegion", event.target.value)}
                  error={error(`offices.${index}.addressRegion`)}
                />
                <LabeledInput
                  id={`office-${office.region}-phone`}
                  label="Điện thoại"
                  inputMode="tel"
                  value={office.phone}
                  onChange={(event) => setOffice(index, "phone", event.target.value)}
                  error={error(`offices.${index}.phone`)}
                />
              </fieldset>
            ))}
          </div>
        </Panel>

        <Panel title="Mạng xã hội và Zalo" hint="Để trống một ô để ẩn biểu tượng đó ở chân trang.">
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <LabeledInput
                key={network.id}
                id={`settings-social-${network.id}`}
                label={`Đường dẫn ${network.name}`}
                type="url"
                placeholder="https://"
                value={draft.social[network.id]}
                onChange={(event) => set("social", { ...draft.social, [network.id]: event.target.value })}
                error={error(`social.${network.id}`)}
              />
            ))}
          </div>
        </Panel>

        <Panel title="Người bán trên chứng từ" hint="Tên pháp lý, mã số thuế và địa chỉ trụ sở in trên báo giá, phiếu giao hàng và trang đơn hàng của khách. Để trống cả ba ô: không in.">
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledInput
              id="settings-seller-name"
              label="Tên pháp lý (theo giấy đăng ký kinh doanh)"
              value={draft.seller.legalName}
              onChange={(event) => setSeller("legalName", event.target.value)}
              error={error("seller.legalName") ?? error("seller")}
            />
            <LabeledInput
              id="settings-seller-tax-code"
              label="Mã số thuế"
              placeholder="0123456789 hoặc 0123456789-001"
              value={draft.seller.taxCode}
              onChange={(event) => setSeller("taxCode", event.target.value)}
              error={error("seller.taxCode")}
            />
            <div className="sm:col-span-2">
              <LabeledInput
                id="settings-seller-address"
                label="Địa chỉ trụ sở"
                value={draft.seller.address}
                onChange={(event) => setSeller("address", event.target.value)}
                error={error("seller.address")}
              />
            </div>
          </div>
        </Panel>

        <Panel
          title="Thông tin pháp lý và điều khoản bán hàng"
          hint="Hiện ở chân trang, trang Liên hệ, Điều khoản bán hàng và Chính sách bảo mật. Ô để trống thì không hiện. Sửa điều khoản là một phiên bản mới: đơn hàng sau đó ghi phiên bản mới."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <LabeledInput
                id="settings-legal-registration"
                label="Đăng ký kinh doanh (số, nơi cấp, ngày cấp)"
                placeholder="Giấy CNĐKDN số 0123456789 do Sở Tài chính TP. Hồ Chí Minh cấp ngày 01/01/2020"
                value={draft.legal.registration}
                onChange={(event) => setLegal("registration", event.target.value)}
                error={error("legal.registration")}
              />
            </div>
            <LabeledInput
              id="settings-legal-moit"
              label="Đường dẫn thông báo với Bộ Công Thương (online.gov.vn)"
              type="url"
              placeholder="https://online.gov.vn/…"
              value={draft.legal.moitUrl}
              onChange={(event) => setLegal("moitUrl", event.target.value)}
              error={error("legal.moitUrl")}
            />
            <LabeledInput
              id="settings-legal-privacy-email"
              label="E-mail về dữ liệu cá nhân (để trống: dùng e-mail liên hệ)"
              type="email"
              value={draft.legal.privacyEmail}
              onChange={(event) => setLegal("privacyEmail", event.target.value)}
              error={error("legal.privacyEmail")}
            />
          </div>
          <div className="space-y-4">
            {TERMS_FIELDS.map(({ key, label }) => (
              <div key={key}>
                <label htmlFor={`settings-terms-${key}`} className="block text-sm font-medium text-gray-700">
                  Điều khoản bán hàng: {label}
                </label>
                <textarea
                  id={`settings-terms-${key}`}
                  rows={3}
                  value={draft.legal.terms[key]}
                  onChange={(event) => setTerms(key, event.target.value)}
                  className={ADMIN_INPUT_CLASS}
                  aria-invalid={error(`legal.terms.${key}`) ? true : undefined}
                />
                {error(`legal.terms.${key}`) && <p className="mt-1 text-sm text-red-700">{error(`legal.terms.${key}`)}</p>}
              </div>
            ))}
          </div>
          <p className="text-sm">
            <Link to={TERMS_OF_SALE_PATH} className="font-medium text-brand-700 hover:underline">
              Xem trang Điều khoản bán hàng →
            </Link>
            {" · "}
            <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-brand-700 hover:underline">
              Xem Chính sách bảo mật →
            </Link>
          </p>
        </Panel>

        <Panel title="Thông báo" hint="Đơn hàng mới và yêu cầu tư vấn, dùng thử được gửi đến địa chỉ này. Để trống: không gửi.">
          <LabeledInput
            id="settings-notify-email"
            label="E-mail nhận thông báo"
            type="email"
            value={draft.notifyEmail}
            onChange={(event) => set("notifyEmail", event.target.value)}
            error={error("notifyEmail")}
          />
          {/* Lead routing (issue 33): a lead also reaches the nearest active dealer of its province. */}
          <label className="mt-3 flex items-center gap-2 text-sm text-gray-700">
            <input type="checkbox" checked={draft.leadRouting} onChange={(event) => set("leadRouting", event.target.checked)} className="h-4 w-4 rounded border-gray-300" />
            Gửi yêu cầu tư vấn, dùng thử tới cả đại lý gần nhất cùng tỉnh/thành
          </label>
          <LabeledInput
            id="settings-maintenance-months"
            label="Nhắc khách bảo dưỡng máy sau mỗi (tháng, 0 = tắt)"
            type="number"
            value={String(draft.maintenanceReminderMonths ?? 6)}
            onChange={(event) => set("maintenanceReminderMonths", Number(event.target.value))}
            error={error("maintenanceReminderMonths")}
          />
          <LabeledInput
            id="settings-dealer-lead-hours"
            label="Đại lý phải nhận yêu cầu trong (giờ), quá hạn chuyển nơi khác"
            type="number"
            value={String(draft.dealerLeadResponseHours ?? 4)}
            onChange={(event) => set("dealerLeadResponseHours", Number(event.target.value))}
            error={error("dealerLeadResponseHours")}
          />
          {/* Issue 47: a 30 % deposit of 123.456.789đ is 37.037.037đ; rounded, 37.037.000đ. */}
          <label className="mt-3 flex items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              checked={draft.roundDepositToThousand === true}
              onChange={(event) => set("roundDepositToThousand", event.target.checked)}
              className="h-4 w-4 rounded border-gray-300"
            />
            Làm tròn tiền đặt cọc của báo giá đến nghìn đồng
          </label>
        </Panel>

        <Panel title="Chuyển khoản VietQR" hint="Tài khoản khách chuyển tiền khi chọn chuyển khoản; mã VietQR của đơn hàng mới dùng tài khoản này.">
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <input type="checkbox" checked={draft.bankEnabled} onChange={(event) => set("bankEnabled", event.target.checked)} className="h-4 w-4 rounded border-gray-300" />
            Nhận thanh toán chuyển khoản
          </label>
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              checked={draft.paidMeansConfirmed === true}
              onChange={(event) => set("paidMeansConfirmed", event.target.checked)}
              className="h-4 w-4 rounded border-gray-300"
            />
            Đơn đã thanh toán đủ tự chuyển sang “Đã xác nhận”
          </label>
          {draft.bankEnabled && (
            <div className="grid gap-4 sm:grid-cols-3">
              <div>
                <label htmlFor="settings-bank" className="block text-sm font-medium text-gray-700">
                  Ngân hàng
                </label>
                <select
                  id="settings-bank"
                  value={draft.bank.bin}
                  onChange={(event) => setBank("bin", event.target.value)}
                  className={ADMIN_INPUT_CLASS}
                  aria-invalid={error("bank.bin") ? true : undefined}
                >
                  <option value="">— Chọn ngân hàng —</option>
                  {VIETNAM_BANKS.map((bank) => (
                    <option key={bank.bin} value={bank.bin}>
                      {bank.shortName} – {bank.name}
                    </option>
                  ))}
                </select>
                {error("bank.bin") && <p className="mt-1 text-sm text-red-700">{error("bank.bin")}</p>}
                {chosenBank && <p className="mt-1 text-xs text-gray-500">Mã BIN NAPAS: {chosenBank.bin}</p>}
              </div>
              <LabeledInput
                id="settings-bank-account"
                label="Số tài khoản"
                inputMode="numeric"
                value={draft.bank.accountNumber}
                onChange={(event) => setBank("accountNumber", event.target.value)}
                error={error("bank.accountNumber")}
              />
              <LabeledInput
                id="settings-bank-holder"
                label="Chủ tài khoản"
                value={draft.bank.accountName}
                onChange={(event) => setBank("accountName", event.target.value)}
                error={error("bank.accountName")}
              />
            </div>
          )}
        </Panel>

        <div className="flex items-center gap-4">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
            {busy ? "Đang lưu…" : "Lưu cài đặt"}
          </button>
          {dirty && <p className="text-sm text-gray-500">Có thay đổi chưa lưu</p>}
        </div>
      </form>
    </section>
  );
}

function Panel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {hint && <p className="mt-1 text-sm text-gray-600">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
