import { sellerTaxCodeProblem } from "../business-buyers";
import { DEFAULT_LEGAL_SETTINGS, type LegalSettings } from "../legal";
import { OFFICE_REGIONS, REGION_LABELS, type ContactSettings } from "../site-info";
import { text } from "../validation";
import { bankByBin } from "../vietnam-banks";
import { z } from "../zod";

/** The shop's VietQR account as the owner keeps it; the bank's name comes from common/vietnam-banks.ts. */
export interface StoredBankAccount {
  bin: string;
  accountNumber: string;
  accountName: string;
}

/** Everything /admin/settings changes. Secrets (SMTP password, session secret) stay in the environment. */
export interface StoreSettings extends ContactSettings {
  /** Where the shop hears about new orders and leads; null sends no shop alert. */
  notifyEmail: string | null;
  /** null hides the bank-transfer (VietQR) option. */
  bank: StoredBankAccount | null;
  /** An order whose payment is fully matched moves to "Đã xác nhận" by itself (audited as the system). */
  paidMeansConfirmed?: boolean;
  /** Leads also go to the nearest active place of their province (issue 33); the owner can turn it off. */
  leadRouting: boolean;
  /** Remind machine owners of maintenance every N months after installation or the last service; 0 = off. */
  maintenanceReminderMonths?: number;
  /** Hours a dealer has to accept a lead routed to it in the portal before it goes to the next place (issue 43). */
  dealerLeadResponseHours?: number;
  /** Registration, the MoIT badge, the privacy contact and the terms of sale (issue 45); absent = the defaults. */
  legal?: LegalSettings;
  /** A quote's deposit rounded to the nearest thousand dong (issue 47); off = to the dong. */
  roundDepositToThousand?: boolean;
}

export const DEFAULT_MAINTENANCE_REMINDER_MONTHS = 6;
export const DEFAULT_DEALER_LEAD_RESPONSE_HOURS = 4;

export { DEFAULT_LEGAL_SETTINGS };

/** What GET and PUT /api/admin/settings answer. */
export interface StoreSettingsView extends StoreSettings {
  /** null while nothing is stored: the values are the defaults. */
  updatedAt: string | null;
}

const required = (label: string, max: number) =>
  text({ error: `${label} phải là chữ` })
    .trim()
    .min(1, `Vui lòng nhập ${label.toLowerCase()}`)
    .max(max, `${label} tối đa ${max} ký tự`);

/** Digits with the spaces, dots or dashes people write between groups; 8–12 digits (1900 numbers have 8). */
const phone = (label: string) =>
  required(label, 20).refine((value) => /^\+?[\d .-]+$/.test(value) && /^\d{8,12}$/.test(value.replace(/\D/g, "")), {
    message: `${label} phải là số điện thoại (8–12 chữ số)`,
  });

const email = (label: string) => required(label, 200).pipe(z.email(`${label} không đúng định dạng`));

const link = (label: string) =>
  text({ error: `${label} phải là chữ` })
    .trim()
    .max(300, `${label} tối đa 300 ký tự`)
    .refine((value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), {
      message: `${label} phải là đường dẫn bắt đầu bằng https://`,
    });

const OfficeSchema = z.object({
  region: z.enum(["north", "central", "south"], { error: "Khu vực văn phòng không hợp lệ" }),
  label: required("Tên văn phòng", 80),
  streetAddress: required("Địa chỉ", 200),
  locality: required("Tỉnh/thành phố", 80),
  addressRegion: required("Tỉnh/thành (cho máy tìm kiếm)", 80),
  phone: phone("Số điện thoại văn phòng"),
});

const BankSchema = z.object({
  bin: text({ error: "Vui lòng chọn ngân hàng" }).refine((bin) => bankByBin(bin) !== undefined, {
    message: "Vui lòng chọn ngân hàng trong danh sách",
  }),
  accountNumber: text({ error: "Số tài khoản phải là chữ số" })
    .trim()
    .regex(/^\d{6,19}$/, "Số tài khoản chỉ gồm chữ số (6–19 số)"),
  accountName: required("Tên chủ tài khoản", 60),
});

/** The seller's legal details: all three, or none (every field left empty means "not set"). */
const SellerSchema = z.preprocess(
  (value) => {
    if (value && typeof value === "object") {
      const fields = value as Record<string, unknown>;
      const empty = ["legalName", "taxCode", "address"].every((key) => typeof fields[key] !== "string" || (fields[key] as string).trim() === "");
      if (empty) return null;
    }
    return value;
  },
  z
    .object({
      legalName: required("Tên pháp lý của người bán", 200),
      taxCode: text({ error: "Mã số thuế phải là chữ" })
        .trim()
        .transform((value) => value.replace(/\s+/g, ""))
        .superRefine((value, context) => {
          const problem = sellerTaxCodeProblem(value);
          if (problem) context.addIssue({ code: "custom", message: problem });
        }),
      address: required("Địa chỉ trụ sở", 300),
    })
    .nullable(),
);

const termText = (label: string) =>
  text({ error: `${label} phải là chữ` })
    .trim()
    .min(1, `Vui lòng nhập ${label.toLowerCase()}`)
    .max(4000, `${label} tối đa 4000 ký tự`);

/** The sales-website and personal-data details (issue 45). */
const LegalSchema = z.object({
  registration: text({ error: "Đăng ký kinh doanh phải là chữ" }).trim().max(300, "Đăng ký kinh doanh tối đa 300 ký tự").default(""),
  moitUrl: link("Đường dẫn thông báo Bộ Công Thương").default(""),
  privacyEmail: z
    .union([email("E-mail về dữ liệu cá nhân"), z.literal("")])
    .default(""),
  terms: z.object({
    delivery: termText("Điều khoản giao hàng"),
    payment: termText("Điều khoản thanh toán"),
    returns: termText("Điều khoản đổi trả, hủy đơn"),
    warranty: termText("Điều khoản bảo hành"),
  }),
}) satisfies z.ZodType<LegalSettings, unknown>;

/** Body of PUT /api/admin/settings and the settings form: the whole settings at once. */
export const StoreSettingsSchema = z
  .object({
    brandName: required("Tên thương hiệu", 60),
    salesHotline: phone("Hotline tư vấn"),
    supportHotline: phone("Hotline kỹ thuật"),
    contactEmail: email("E-mail liên hệ"),
    offices: z
      .array(OfficeSchema, { error: "Danh sách văn phòng không hợp lệ" })
      .length(OFFICE_REGIONS.length, `Cần đủ ${OFFICE_REGIONS.length} văn phòng: ${OFFICE_REGIONS.map((region) => REGION_LABELS[region]).join(", ")}`)
      .refine((offices) => offices.every((office, index) => office.region === OFFICE_REGIONS[index]), {
        message: "Văn phòng phải theo thứ tự Miền Bắc, Miền Trung, Miền Nam",
      }),
    social: z.object({
      facebook: link("Facebook"),
      youtube: link("YouTube"),
      tiktok: link("TikTok"),
      zalo: link("Zalo"),
    }),
    notifyEmail: z
      .union([email("E-mail nhận thông báo"), z.literal("").transform(() => null), z.null()])
      .default(null),
    bank: BankSchema.nullable().default(null),
    // The seller on quotes, delivery notes and order documents (issue 42); a form of an older release omits it.
    seller: SellerSchema.default(null),
    paidMeansConfirmed: z.boolean({ error: "Giá trị không hợp lệ" }).default(false),
    // A form of an older release omits it: routing stays on.
    leadRouting: z.boolean({ error: "Chuyển yêu cầu tới đại lý: chọn bật hoặc tắt" }).default(true),
    maintenanceReminderMonths: z
      .number({ error: "Chu kỳ nhắc bảo dưỡng phải là số tháng (0 = tắt)" })
      .int("Chu kỳ nhắc bảo dưỡng phải là số tháng nguyên")
      .min(0, "Chu kỳ nhắc bảo dưỡng không được âm")
      .max(36, "Chu kỳ nhắc bảo dưỡng tối đa 36 tháng")
      .default(DEFAULT_MAINTENANCE_REMINDER_MONTHS),
    dealerLeadResponseHours: z
      .number({ error: "Thời gian đại lý nhận yêu cầu phải là số giờ" })
      .int("Thời gian đại lý nhận yêu cầu phải là số giờ nguyên")
      .min(1, "Thời gian đại lý nhận yêu cầu từ 1 đến 72 giờ")
      .max(72, "Thời gian đại lý nhận yêu cầu từ 1 đến 72 giờ")
      .default(DEFAULT_DEALER_LEAD_RESPONSE_HOURS),
    // A form of an older release omits it: the stored legal details stay (store-settings.ts keeps them).
    legal: LegalSchema.optional(),
    // A form of an older release omits it: deposits stay exact to the dong.
    roundDepositToThousand: z.boolean({ error: "Làm tròn tiền đặt cọc: chọn bật hoặc tắt" }).default(false),
  }) satisfies z.ZodType<StoreSettings, unknown>;
