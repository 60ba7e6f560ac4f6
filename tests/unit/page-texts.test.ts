import { describe, expect, it } from "vitest";
import { SERIAL_MESSAGE, SERVICE_MODE_LABELS, SERVICE_PROBLEM_LABELS, SERVICE_SLOT_LABELS, SERVICE_STATUS_LABELS, WARRANTY_STATUS_LABELS } from "#common/after-sale";
import { CONSENT_PURPOSE_LABELS } from "#common/consent";
import { MESSAGES } from "#common/i18n";
import { fill } from "#common/i18n-vi";
import { BUSINESS_STATUS_LABELS, NEED_TYPE_LABELS, PHONE_MESSAGE } from "#common/leads";
import { ACCEPT_TERMS_MESSAGE } from "#common/legal";
import { dealersTexts } from "#common/page-texts/dealers";
import { homeTexts } from "#common/page-texts/home";
import { aboutTexts, contactTexts } from "#common/page-texts/contact";
import { blogTexts } from "#common/page-texts/blog";
import { businessSolutionsTexts, comingSoonFrame, recipesTexts } from "#common/page-texts/coming-soon";
import { NEWSLETTER_ALREADY_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from "#common/schemas/newsletter";
import { termsTexts } from "#common/page-texts/terms";
import { businessConsultingTexts, cafeSetupTexts, deliveryInstallationTexts, repairWarrantyTexts } from "#common/page-texts/services";
import { privacyRequestsTexts } from "#common/page-texts/privacy-requests";
import { PRIVACY_REQUEST_KIND_LABELS } from "#common/privacy-requests";
import { orderTexts } from "#common/page-texts/order";
import { productsTexts } from "#common/page-texts/products";
import { privacyNoticeTexts } from "#common/page-texts/privacy-notice";
import { productTexts } from "#common/page-texts/product";
import { quoteTexts } from "#common/page-texts/quote";
import { warrantyTexts } from "#common/page-texts/warranty";
import { INSTALLATION_FEE_LINE_NAME } from "#common/order-document";
import { ORDER_STATUSES, orderStatusLabel } from "#common/order-status";
import { PAYMENT_METHOD_LABELS, paymentStatusLabel, PAYMENT_STATUSES } from "#common/payment";
import { PLACE_KIND_LABELS } from "#common/places";
import { sellerLines } from "#common/site-info";
import { quoteStatusLabel, QUOTE_STATUSES } from "#common/quotes";
import { activationInputSchema, publicAfterSaleSchemas, serviceRequestInputSchema, warrantyLookupSchema } from "#common/schemas/after-sale";
import { acceptQuoteSchema, buyerSchemas, declineQuoteSchema } from "#common/schemas/quotes";
import { fieldErrorsOf } from "#common/validation";

const VIETNAMESE_LETTERS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;
const CATALOGUES = {
  home: homeTexts,
  product: productTexts,
  privacyNotice: privacyNoticeTexts,
  dealers: dealersTexts,
  warranty: warrantyTexts,
  quote: quoteTexts,
  products: productsTexts,
  order: orderTexts,
  contact: contactTexts,
  about: aboutTexts,
  blog: blogTexts,
  businessSolutions: businessSolutionsTexts,
  recipes: recipesTexts,
  terms: termsTexts,
  businessConsulting: businessConsultingTexts,
  deliveryInstallation: deliveryInstallationTexts,
  repairWarranty: repairWarrantyTexts,
  cafeSetup: cafeSetupTexts,
  privacyRequests: privacyRequestsTexts,
};

describe("page catalogues (docs/decisions/0060)", () => {
  it.each(Object.entries(CATALOGUES))("%s: English has exactly the Vietnamese keys, the same values to fill in, and no Vietnamese letter", (_, catalogue) => {
    expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.vi).sort());
    for (const [key, vietnamese] of Object.entries(catalogue.vi)) {
      const english: string = (catalogue.en as Record<string, string>)[key]!;
      expect(english, key).not.toBe("");
      expect(english.match(/\{\w+\}/g)?.sort(), key).toEqual(vietnamese.match(/\{\w+\}/g)?.sort());
      expect(VIETNAMESE_LETTERS.test(english), `${key}: ${english}`).toBe(false);
    }
  });

  it("fills named values and leaves unknown ones as written", () => {
    expect(fill("{count} đánh giá", { count: 3 })).toBe("3 đánh giá");
    expect(fill("{name} – ảnh {n}", { name: "LT-150", n: 2 })).toBe("LT-150 – ảnh 2");
    expect(fill("Xem {what}", {})).toBe("Xem {what}");
  });

  it("the lead forms' and the quote's texts of the message catalogue: English without Vietnamese letters", () => {
    const keys = Object.keys(MESSAGES.vi).filter((key) => /^(lead|consult|trial|need|business|onsite|quote)/.test(key));
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      const message = MESSAGES.en[key as keyof typeof MESSAGES.en] as string | ((...args: never[]) => string);
      const english = typeof message === "function" ? (message as (arg: unknown) => string)(75) : message;
      expect(VIETNAMESE_LETTERS.test(english), `${key}: ${english}`).toBe(false);
    }
  });
});

describe("the Vietnamese texts stay what they were (the lists the desk and the API use)", () => {
  it("the newsletter box's answers are the service's words", () => {
    expect([comingSoonFrame.vi.newsletterDone, comingSoonFrame.vi.newsletterAlready]).toEqual([NEWSLETTER_SUCCESS_MESSAGE, NEWSLETTER_ALREADY_MESSAGE]);
  });

  it("the data-request page's kinds are the desk's words", () => {
    const p = privacyRequestsTexts.vi;
    expect([p.kindAccess, p.kindExport, p.kindCorrection, p.kindErasure, p.kindWithdrawal, p.kindObjection]).toEqual(Object.values(PRIVACY_REQUEST_KIND_LABELS));
  });

  it("the order page's statuses, payment methods and seller's lines are the desk's and the documents' words", () => {
    const o = orderTexts.vi;
    expect([o.statusPending, o.statusConfirmed, o.statusShipping, o.statusCompleted, o.statusCanceled]).toEqual(ORDER_STATUSES.map(orderStatusLabel));
    expect([o.payCod, o.payBankTransfer, o.payCard, o.payVnpay, o.payMomo, o.payVnpayInstalment, o.payCredit]).toEqual(Object.values(PAYMENT_METHOD_LABELS));
    expect([o.paymentUnpaid, o.paymentPaid, o.paymentRefunded]).toEqual(PAYMENT_STATUSES.map(paymentStatusLabel));
    expect(o.installationFee).toBe(INSTALLATION_FEE_LINE_NAME);
    const seller = { legalName: "Công ty A", taxCode: "0101234567", address: "1 Phố B" };
    expect([fill(o.sellerName, { name: seller.legalName }), fill(o.sellerTaxCode, { code: seller.taxCode }), fill(o.sellerAddress, { address: seller.address })]).toEqual(sellerLines(seller));
  });

  const w = warrantyTexts.vi;
  const m = MESSAGES.vi;
  it("the warranty page's labels are the after-sale lists' words", () => {
    expect([w.warrantyValid, w.warrantyExpired, w.warrantyNotActivated]).toEqual([WARRANTY_STATUS_LABELS.valid, WARRANTY_STATUS_LABELS.expired, WARRANTY_STATUS_LABELS.not_activated]);
    expect([w.statusNew, w.statusScheduled, w.statusInProgress, w.statusWaitingParts, w.statusResolved, w.statusClosed, w.statusCanceled]).toEqual(Object.values(SERVICE_STATUS_LABELS));
    expect([w.problemNotHeating, w.problemLeaking, w.problemErrorCode, w.problemWeakExtraction, w.problemNoise, w.problemMaintenance, w.problemOther]).toEqual(Object.values(SERVICE_PROBLEM_LABELS));
    expect([w.modeOnsite, w.modeBringIn]).toEqual(Object.values(SERVICE_MODE_LABELS));
    expect([w.slotMorning, w.slotAfternoon, w.slotEvening]).toEqual(Object.values(SERVICE_SLOT_LABELS));
    expect(w.errorSerial).toBe(SERIAL_MESSAGE);
    expect(w.errorPhone).toBe(PHONE_MESSAGE);
  });

  it("the finder's kinds, the quote's statuses and the lead forms' choices are the shop's words", () => {
    const d = dealersTexts.vi;
    expect([d.kindDealer, d.kindServiceCenter, d.kindHeadOffice]).toEqual([PLACE_KIND_LABELS.dealer, PLACE_KIND_LABELS.service_center, PLACE_KIND_LABELS.head_office]);
    const q = quoteTexts.vi;
    expect([q.statusDraft, q.statusSent, q.statusAccepted, q.statusDeclined, q.statusExpired, q.statusReplaced]).toEqual(QUOTE_STATUSES.map(quoteStatusLabel));
    expect([m.needContact, m.needAtStore, m.needAtCenter]).toEqual(Object.values(NEED_TYPE_LABELS));
    expect([m.businessRunning, m.businessPlanning]).toEqual(Object.values(BUSINESS_STATUS_LABELS));
    expect(m.leadDealerSharing).toBe(CONSENT_PURPOSE_LABELS["dealer-sharing"]);
    expect(m.quoteAcceptTerms).toBe(ACCEPT_TERMS_MESSAGE);
    expect(m.leadRetryAfter(30)).toBe(" Bạn có thể gửi lại sau khoảng 30 giây.");
    expect(m.leadRetryAfter(90)).toBe(" Bạn có thể gửi lại sau khoảng 2 phút.");
  });
});

describe("the public forms' schemas speak the page's language; the server's stay Vietnamese", () => {
  const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) => (result.success ? {} : fieldErrorsOf(result.error!));

  it("a service request: the same rules, the messages of each language", () => {
    const bad = { serial: "", phone: "12", email: "x", problem: "", description: "", photos: [], mode: "onsite", preferredDate: "2026-13-40", slot: "morning" };
    expect(errorsOf(serviceRequestInputSchema.safeParse(bad))).toEqual({
      serial: [SERIAL_MESSAGE],
      phone: ["Số điện thoại không hợp lệ, ví dụ: 0912 345 678"],
      email: ["E-mail không hợp lệ"],
      problem: ["Vui lòng chọn tình trạng máy"],
      preferredDate: ["Ngày không hợp lệ (YYYY-MM-DD)"],
    });
    expect(errorsOf(publicAfterSaleSchemas("en").serviceRequestInput.safeParse(bad))).toEqual({
      serial: ["A serial number has capital letters, digits and hyphens, 6–32 characters long"],
      phone: ["Invalid phone number"],
      email: ["Invalid e-mail address"],
      problem: ["Please choose the machine's condition"],
      preferredDate: ["Invalid date (YYYY-MM-DD)"],
    });
  });

  it("an activation and a look-up", () => {
    const bad = { serial: "ab", phone: "", name: " ", email: null, shopName: "x".repeat(201), address: { address: "" }, dealer: null, purchaseDate: null, receiptUrl: "http://x" };
    expect(errorsOf(activationInputSchema.safeParse(bad))).toEqual({
      serial: [SERIAL_MESSAGE],
      phone: ["Vui lòng nhập số điện thoại"],
      name: ["Vui lòng nhập họ và tên"],
      shopName: ["Tên quán tối đa 200 ký tự"],
      "address.address": ["Vui lòng nhập địa chỉ (số nhà, đường)"],
      receiptUrl: ["Ảnh hóa đơn không hợp lệ"],
    });
    const english = errorsOf(publicAfterSaleSchemas("en").activationInput.safeParse(bad));
    expect(Object.keys(english).sort()).toEqual(["address.address", "name", "phone", "receiptUrl", "serial", "shopName"]);
    for (const messages of Object.values(english)) expect(VIETNAMESE_LETTERS.test(messages.join(" "))).toBe(false);
    expect(errorsOf(warrantyLookupSchema.safeParse({ serial: "LT150-2026-0001", phone: "" }))).toEqual({});
    expect(errorsOf(publicAfterSaleSchemas("en").warrantyLookup.safeParse({}))).toEqual({ serial: ["Please enter the serial number"] });
  });

  it("a quote's acceptance and decline", () => {
    const bad = { name: "", phone: "1", invoice: { companyName: "", taxCode: "", address: "", email: "x" }, deliveries: [] };
    const vietnamese = errorsOf(acceptQuoteSchema.safeParse(bad));
    expect(vietnamese.name).toEqual(["Vui lòng nhập họ và tên"]);
    expect(vietnamese.deliveries).toEqual(["Vui lòng nhập ít nhất một địa chỉ giao hàng"]);
    expect(vietnamese.acceptTerms).toEqual([ACCEPT_TERMS_MESSAGE]);
    const english = errorsOf(buyerSchemas("en").acceptQuote.safeParse(bad));
    expect(Object.keys(english).sort()).toEqual(Object.keys(vietnamese).sort());
    for (const messages of Object.values(english)) expect(VIETNAMESE_LETTERS.test(messages.join(" ")), messages.join(" ")).toBe(false);
    expect(errorsOf(declineQuoteSchema.safeParse({ reason: " " }))).toEqual({ reason: ["Vui lòng nhập lý do"] });
    expect(errorsOf(buyerSchemas("en").declineQuote.safeParse({ reason: " " }))).toEqual({ reason: ["Please enter a reason"] });
  });
});
