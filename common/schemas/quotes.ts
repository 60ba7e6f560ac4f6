import { z } from "../zod";
import { text } from "../validation";
import { taxCodeMessagesIn, taxCodeProblem } from "../business-buyers";
import { DEFAULT_LANGUAGE, MESSAGES, type Language, type Messages } from "../i18n";
import { blankableText, phoneNumber, requiredText, textFieldsIn } from "./text-fields";
import { checkoutSchemas } from "./checkout";

/** Schemas of business buyers (decision 0042): invoice details, quote requests, quotes, acceptance, e-invoices. */

/**
 * What a buyer fills in on the cart and checkout pages (the invoice details, the quote request) in one language's
 * messages: the browser checks with the page's language (those pages have an English variant, decision 0038),
 * the server with Vietnamese. Built once per language.
 */
function buildBuyerSchemas(m: Messages, language: Language) {
  const field = textFieldsIn(m);
  const phone = phoneNumber("ask", { missing: m.quotePhoneRequired, invalid: m.quotePhoneInvalid });
  const email = text({ error: m.vatEmailInvalid }).trim().max(254, m.vatEmailInvalid).pipe(z.email(m.vatEmailInvalid));
  const taxCodeMessages = taxCodeMessagesIn(m);
  /** A tax code, checked by the rule of common/business-buyers.ts; stored without spaces. */
  const taxCode = text({ error: m.taxCodeRequired })
    .transform((value) => value.replace(/\s+/g, ""))
    .superRefine((value, context) => {
      const problem = taxCodeProblem(value, taxCodeMessages);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
  const invoiceDetails = z.object({
    companyName: field.required(200, m.vatCompanyRequired),
    taxCode,
    address: field.required(300, m.vatAddressRequired),
    email,
  });
  return {
    phone,
    email,
    taxCode,
    /** `invoice` of `POST /api/orders` and of a quote's acceptance: who the VAT invoice is made out to. */
    invoiceDetails,
    /** `POST /api/quote-requests`: a visitor asks for a quote of the cart's machines instead of paying. */
    quoteRequest: z.object({
      name: field.required(120, m.fullNameRequired),
      phone,
      email,
      companyName: field.optional(200).default(""),
      note: field.optional(2000).default(""),
      /**
       * From a product page: the machine and how many, instead of the cart's lines. The page's own controls make
       * these (the buyer types neither), so one message says what went wrong.
       */
      items: z
        .array(
          z.object({
            productId: z.coerce.number({ error: m.quoteItemsInvalid }).int(m.quoteItemsInvalid).positive(m.quoteItemsInvalid),
            quantity: z.coerce
              .number({ error: m.quoteItemsInvalid })
              .int(m.quoteItemsInvalid)
              .min(1, m.quoteItemsInvalid)
              .max(QUOTE_REQUEST_MAX_QUANTITY, m.quoteItemsInvalid),
          }),
          { error: m.quoteItemsInvalid },
        )
        .min(1, m.quoteItemsInvalid)
        .max(1, m.quoteItemsInvalid)
        .optional(),
    }),
    /**
     * `POST /api/quotes/{token}/accept`: the buyer, the invoice, and where the machines go (one or more branches;
     * the first is the order's delivery address). Without `deliveries` (older clients), the order keeps the
     * invoice's address and staff add the delivery address on the desk. Branches are the checkout's address
     * without the e-mail (issue 42).
     */
    acceptQuote: z.object({
      name: text({ error: m.fullNameRequired }).trim().min(1, m.fullNameRequired).max(120, m.quoteNameTooLong),
      phone,
      invoice: invoiceDetails,
      deliveries: z
        .array(checkoutSchemas(language).shippingForm.omit({ email: true }), { error: m.quoteDeliveriesInvalid })
        .min(1, m.quoteDeliveriesMin)
        .max(20, m.quoteDeliveriesMax)
        .optional(),
      /** Agreement to the terms of sale (issue 45), as at the checkout. */
      acceptTerms: z.literal(true, { error: m.quoteAcceptTerms }),
    }),
    /** `POST /api/quotes/{token}/decline`. */
    declineQuote: z.object({
      reason: text({ error: m.quoteReasonRequired }).trim().min(1, m.quoteReasonRequired).max(1000, m.quoteReasonTooLong),
    }),
  };
}

/** The most machines of one model a product page's quote request asks for. */
export const QUOTE_REQUEST_MAX_QUANTITY = 99;

const builtBuyerSchemas = new Map<Language, ReturnType<typeof buildBuyerSchemas>>();
/** The buyer's schemas in `language`'s messages, built once per language. */
export function buyerSchemas(language: Language) {
  let schemas = builtBuyerSchemas.get(language);
  if (!schemas) builtBuyerSchemas.set(language, (schemas = buildBuyerSchemas(MESSAGES[language], language)));
  return schemas;
}

const serverBuyerSchemas = buyerSchemas(DEFAULT_LANGUAGE);
const { phone, email } = serverBuyerSchemas;
export const taxCodeSchema = serverBuyerSchemas.taxCode;
export const invoiceDetailsSchema = serverBuyerSchemas.invoiceDetails;
export const quoteRequestSchema = serverBuyerSchemas.quoteRequest;

const customer = z.object({
  name: requiredText("tên người liên hệ", 120, "ask"),
  phone,
  email,
  companyName: blankableText("Tên công ty", 200, "must-be-text").optional().default(""),
  /** Optional on a quote (the buyer may give it when accepting); checked when given. */
  taxCode: z
    .union([z.literal(""), taxCodeSchema])
    .optional()
    .default(""),
});

const money = (label: string) =>
  z.number({ error: `${label} phải là số tiền (đồng)` }).int(`${label} phải là số đồng nguyên`).min(0, `${label} không được âm`).max(10_000_000_000, `${label} quá lớn`);

/** A quote as staff write it (`POST /api/admin/quotes`, `PUT /api/admin/quotes/{id}`). */
export const quoteInputSchema = z.object({
  customer,
  lines: z
    .array(
      z.object({
        productId: z.number({ error: "Vui lòng chọn sản phẩm" }).int().positive("Vui lòng chọn sản phẩm"),
        quantity: z.number({ error: "Số lượng phải là số" }).int("Số lượng phải là số nguyên").min(1, "Số lượng tối thiểu là 1").max(999, "Số lượng tối đa 999"),
        /** Defaults to today's price of the product. */
        unitPrice: money("Đơn giá").optional(),
      }),
      { error: "Danh sách sản phẩm không hợp lệ" },
    )
    .min(1, "Báo giá cần ít nhất một sản phẩm")
    .max(50, "Báo giá tối đa 50 dòng"),
  installationFee: money("Phí giao hàng và lắp đặt").optional().default(0),
  depositPercent: z.number({ error: "Tỷ lệ đặt cọc phải là số" }).int("Tỷ lệ đặt cọc là số nguyên").min(0, "Tỷ lệ đặt cọc từ 0 đến 100%").max(100, "Tỷ lệ đặt cọc từ 0 đến 100%").optional().default(0),
  validUntil: text({ error: "Vui lòng chọn ngày hết hạn" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Ngày hết hạn không hợp lệ (YYYY-MM-DD)"),
  paymentTerms: blankableText("Điều khoản thanh toán", 1000, "must-be-text").optional().default(""),
  note: blankableText("Ghi chú", 2000, "must-be-text").optional().default(""),
  /** A lead of the contact desk this quote answers. */
  contactRequestId: z.number().int().positive().nullable().optional(),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** One place the quoted machines go (issue 42): a chain's branch with its receiver (the checkout's address, no e-mail). */
export type DeliveryAddressInput = NonNullable<AcceptQuoteInput["deliveries"]>[number];

/** `POST /api/quotes/{token}/accept` in the server's (Vietnamese) messages; the quote page checks in its own first. */
export const acceptQuoteSchema = serverBuyerSchemas.acceptQuote;
export type AcceptQuoteInput = z.infer<typeof acceptQuoteSchema>;

/** `POST /api/quotes/{token}/decline`. */
export const declineQuoteSchema = serverBuyerSchemas.declineQuote;

/** `POST /api/admin/orders/{id}/invoice`: empty to issue through the provider, or the manual record of one issued elsewhere. */
export const issueInvoiceSchema = z.union([
  z.object({
    number: requiredText("số hóa đơn", 50, "ask"),
    lookupCode: requiredText("mã tra cứu", 100, "ask"),
    lookupUrl: text()
      .trim()
      .max(500, "Đường dẫn tối đa 500 ký tự")
      .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), "Đường dẫn phải bắt đầu bằng http:// hoặc https://")
      .optional()
      .default(""),
  }),
  z.object({}).strict(),
]);
