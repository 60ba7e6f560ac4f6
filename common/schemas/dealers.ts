import { z } from "../zod";
import { text } from "../validation";
import { NewPasswordSchema } from "./auth";
import { optionalText, phoneNumber, requiredText } from "./text-fields";
import { SERVICE_SLOTS } from "../after-sale";
import { SERVICE_CENTRE_OUTCOMES } from "../dealers";

/** Payloads of the dealer network (issue 43): accounts, price tiers, terms, credit orders, payments, statements. */

const email = text({ error: "E-mail không hợp lệ" })
  .trim()
  .toLowerCase()
  .max(254, "E-mail không hợp lệ")
  .pipe(z.email("E-mail không hợp lệ"));

const money = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} phải là số` })
    .int(`${label} tính bằng đồng (số nguyên)`)
    .min(0, `${label} không được âm`)
    .max(max, `${label} quá lớn`);

const productId = z.coerce.number({ error: "Mã sản phẩm không hợp lệ" }).int("Mã sản phẩm không hợp lệ").positive("Mã sản phẩm không hợp lệ");

const isoDay = (message: string) =>
  text({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((value) => !Number.isNaN(Date.parse(value)), message);

/** `POST /api/admin/places/{placeId}/accounts`: a person at a dealer or service centre, invited by e-mail. */
export const DealerAccountInputSchema = z.object({
  name: requiredText("họ và tên", 120, "ask"),
  email,
  phone: phoneNumber("ask"),
});

/** `POST /api/dealer/invitations/{token}`: the invitee's password, by the staff password rules. */
export const DealerInvitationAcceptSchema = z.object({ password: NewPasswordSchema });

/** `POST /api/admin/price-tiers`. */
export const PriceTierInputSchema = z.object({
  name: requiredText("tên bậc giá", 80, "ask"),
  discountPercent: z.coerce
    .number({ error: "Chiết khấu phải là số" })
    .min(0, "Chiết khấu từ 0 đến 100%")
    .max(100, "Chiết khấu từ 0 đến 100%")
    .refine((value) => Number.isInteger(value * 100), "Chiết khấu tối đa hai chữ số thập phân")
    .default(0),
  prices: z
    .array(z.object({ productId, price: money("Giá đại lý", 99_999_999) }))
    .max(1000, "Tối đa 1000 giá")
    .refine((prices) => new Set(prices.map((price) => price.productId)).size === prices.length, "Mỗi sản phẩm chỉ một giá")
    .default([]),
});
export type PriceTierInput = z.infer<typeof PriceTierInputSchema>;

/** `PUT /api/admin/dealers/{placeId}`: the dealer's tier, credit limit and payment terms. */
export const DealerTermsInputSchema = z.object({
  tierId: z.coerce.number({ error: "Bậc giá không hợp lệ" }).int("Bậc giá không hợp lệ").positive("Bậc giá không hợp lệ").nullable(),
  creditLimit: money("Hạn mức công nợ", 999_999_999_999),
  paymentTermDays: z.coerce.number({ error: "Số ngày nợ phải là số" }).int("Số ngày nợ là số nguyên").min(0, "Số ngày nợ từ 0 đến 365").max(365, "Số ngày nợ từ 0 đến 365"),
});

/** `POST /api/dealer/orders`. */
export const DealerOrderInputSchema = z.object({
  lines: z
    .array(
      z.object({
        productId,
        quantity: z.coerce.number({ error: "Số lượng phải là số" }).int("Số lượng phải là số nguyên").min(1, "Số lượng ít nhất là 1").max(999, "Số lượng tối đa 999"),
      }),
      { error: "Chọn ít nhất một sản phẩm" },
    )
    .min(1, "Chọn ít nhất một sản phẩm")
    .max(50, "Tối đa 50 dòng"),
  note: z
    .union([text().trim().max(500, "Ghi chú tối đa 500 ký tự"), z.null()])
    .optional()
    .transform((value) => value || null),
});

/** `POST /api/admin/dealers/{placeId}/payments`: money the dealer paid (a transfer staff saw, cash). */
export const DealerPaymentInputSchema = z.object({
  amount: money("Số tiền", 999_999_999_999).refine((value) => value > 0, "Số tiền phải lớn hơn 0"),
  paidOn: isoDay("Ngày thanh toán không hợp lệ (YYYY-MM-DD)"),
  reference: requiredText("nội dung / số tham chiếu", 200, "ask"),
});

/** `POST /api/admin/dealers/{placeId}/credit-override`: the owner lets the dealer's next order past the credit check. */
export const CreditOverrideInputSchema = z.object({
  reason: requiredText("lý do", 300, "ask"),
});

/** `GET /api/dealer/statement?month=YYYY-MM&format=json|csv|pdf`. */
export const StatementQuerySchema = z.object({
  month: text({ error: "Tháng không hợp lệ (YYYY-MM)" }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Tháng không hợp lệ (YYYY-MM)"),
  format: z.enum(["json", "csv", "pdf"], { error: "Định dạng không hợp lệ" }).default("json"),
});

/** `POST /api/dealer/machines/{serial}/sale`: who bought the machine from the dealer, where and when. */
export const DealerSaleInputSchema = z.object({
  buyer: z.object(
    {
      name: requiredText("tên người mua", 120, "ask"),
      phone: phoneNumber("ask"),
      email: z
        .union([email, z.literal(""), z.null()])
        .optional()
        .transform((value) => value || null),
      shopName: optionalText("Tên quán", 200, "invalid"),
      provinceCode: requiredText("tỉnh/thành", 10, "ask"),
      wardCode: requiredText("phường/xã", 10, "ask"),
      address: requiredText("địa chỉ", 300, "ask"),
    },
    { error: "Vui lòng nhập thông tin người mua" },
  ),
  soldOn: isoDay("Ngày bán không hợp lệ (YYYY-MM-DD)"),
  invoicePhotoUrl: z
    .union([text().trim().max(300).regex(/^\/uploads\/[A-Za-z0-9._-]+$/, "Ảnh hóa đơn không hợp lệ"), z.literal(""), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type DealerSaleInput = z.infer<typeof DealerSaleInputSchema>;

/** `DELETE /api/admin/machines/{serial}/dealer-sale`: staff undo a dealer's wrong sale (the reason is audited). */
export const DealerSaleUndoSchema = z.object({ reason: requiredText("lý do", 300, "ask") });

/** `POST /api/dealer/leads/{id}/decline`. */
export const LeadDeclineSchema = z.object({ reason: optionalText("Lý do", 300, "invalid") });

export const LEAD_OUTCOMES = ["contacted", "demo", "sold", "lost"] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

/** `PUT /api/dealer/leads/{id}/outcome`: sold names the serial, lost a reason. */
export const LeadOutcomeSchema = z
  .object({
    outcome: z.enum(LEAD_OUTCOMES, { error: "Vui lòng chọn kết quả" }),
    serial: z
      .union([text().trim().toUpperCase().max(32), z.null()])
      .optional()
      .transform((value) => value || null),
    reason: optionalText("Lý do", 300, "invalid"),
  })
  .refine((input) => input.outcome !== "sold" || input.serial, { message: "Vui lòng nhập số serial máy đã bán", path: ["serial"] })
  .refine((input) => input.outcome !== "lost" || input.reason, { message: "Vui lòng nhập lý do không thành", path: ["reason"] });

/**
 * `PUT /api/dealer/service-requests/{id}/outcome` `{ outcome, visitDate?, visitSlot?, reason? }`: a booked visit names
 * its day, "cannot repair" a reason (decision 0064).
 */
export const ServiceCentreOutcomeSchema = z
  .object({
    outcome: z.enum(SERVICE_CENTRE_OUTCOMES, { error: "Vui lòng chọn kết quả" }),
    visitDate: z
      .union([text().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "Ngày hẹn không hợp lệ"), z.literal(""), z.null()], { error: "Ngày hẹn không hợp lệ" })
      .optional()
      .transform((value) => value || null),
    visitSlot: z
      .union([z.enum(SERVICE_SLOTS), z.literal(""), z.null()], { error: "Khung giờ không hợp lệ" })
      .optional()
      .transform((value) => value || null),
    reason: optionalText("Lý do", 300, "invalid"),
  })
  .refine((input) => input.outcome !== "visit_booked" || input.visitDate, { message: "Vui lòng chọn ngày hẹn", path: ["visitDate"] })
  .refine((input) => input.outcome !== "cannot_repair" || input.reason, { message: "Vui lòng nhập lý do không sửa được", path: ["reason"] });
export type ServiceCentreOutcomeInput = z.infer<typeof ServiceCentreOutcomeSchema>;

/** `GET /api/admin/dealers?region=&format=csv`. */
export const DealerNetworkQuerySchema = z.object({
  region: z.enum(["north", "central", "south"], { error: "Miền không hợp lệ" }).optional().catch(undefined),
  format: z.enum(["json", "csv"], { error: "Định dạng không hợp lệ" }).default("json"),
});
