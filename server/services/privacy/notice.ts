import { createHash } from "node:crypto";
import type { Language } from "#common/i18n-vi";
import { PRIVACY_NOTICE_PATH, TERMS_OF_SALE_PATH } from "#common/legal";
import type { NoticeProcessor, PrivacyNoticeView, TermsOfSaleView } from "#common/privacy-notice";
import type { Db } from "../../db/client";
import type { StoreSettingsService } from "../content/store-settings";

/** The wording of the notice's fixed parts; a change here is a new notice (it is part of the version's hash). */
const NOTICE_TEMPLATE = "2026-11-29";

/** What the configuration says about the processors (decided at start-up or in the owner's settings). */
export interface ProcessorSources {
  /** The SMTP host the outbox sends through; null = mails are only kept. */
  mailServer: string | null;
  /** The bank's transfer notifications (SePay webhook) are configured. */
  bankWebhook: boolean;
  einvoice: boolean;
  vnpay: boolean;
  zalo: () => Promise<boolean>;
  ghn: () => Promise<boolean>;
  /** Leads go to the nearest place of their province (the owner's lead-routing switch). */
  leadRouting: () => Promise<boolean>;
}

const PURPOSES: PrivacyNoticeView["purposes"] = [
  {
    purpose: "Nhận, giao, lắp đặt và thanh toán đơn hàng; xuất hóa đơn",
    basis: "Thực hiện hợp đồng mua bán mà bạn là một bên (Luật BVDLCN 2025); nghĩa vụ kế toán, thuế",
    data: "Họ tên, số điện thoại, e-mail, địa chỉ giao hàng; tên công ty và mã số thuế khi xuất hóa đơn",
  },
  {
    purpose: "Trả lời yêu cầu tư vấn, dùng thử, báo giá, bảo hành và sửa chữa",
    basis: "Thực hiện yêu cầu của chính bạn trước và sau khi mua",
    data: "Họ tên, số điện thoại, e-mail, tỉnh/thành, nội dung yêu cầu, số serial và ảnh máy bạn gửi",
  },
  {
    purpose: "Tin Zalo về chính đơn hàng và yêu cầu của bạn",
    basis: "Thực hiện hợp đồng; bạn có thể từ chối bất cứ lúc nào bằng đường dẫn trong e-mail",
    data: "Số điện thoại, mã đơn, số tiền, trạng thái giao hàng",
  },
  {
    purpose: "E-mail giới thiệu sản phẩm, khuyến mãi, nhắc bảo dưỡng; bản tin; tin Zalo khác",
    basis: "Sự đồng ý của bạn, hỏi riêng từng mục, không đánh dấu sẵn; rút lại bằng một lần bấm",
    data: "E-mail hoặc số điện thoại",
  },
  {
    purpose: "Chuyển yêu cầu tư vấn cho đại lý gần nhất",
    basis: "Sự đồng ý của bạn (ô riêng trong biểu mẫu)",
    data: "Họ tên, số điện thoại, tỉnh/thành, sản phẩm quan tâm",
  },
  {
    purpose: "Bảo vệ tài khoản nhân viên, chống gian lận và lạm dụng biểu mẫu",
    basis: "Lợi ích chính đáng và nghĩa vụ bảo đảm an toàn dữ liệu",
    data: "Địa chỉ IP, phiên đăng nhập, nhật ký thao tác",
  },
];

const CATEGORIES = [
  "Dữ liệu cá nhân cơ bản: họ tên, số điện thoại, e-mail, địa chỉ, mã số thuế (khách doanh nghiệp)",
  "Lịch sử mua hàng, báo giá, máy đã mua (số serial), yêu cầu bảo hành và sửa chữa, đánh giá sản phẩm",
  "Ảnh bạn tải lên (máy, tem serial, hóa đơn)",
  "Dữ liệu kỹ thuật: địa chỉ IP, cookie phiên (giỏ hàng, đăng nhập); không dùng cookie quảng cáo của bên thứ ba",
  "Cửa hàng không thu thập dữ liệu cá nhân nhạy cảm",
];

const RETENTION: PrivacyNoticeView["retention"] = [
  { record: "Đơn hàng, hóa đơn và chứng từ kế toán", period: "10 năm theo Luật Kế toán" },
  { record: "Yêu cầu tư vấn không thành đơn hàng", period: "Theo thời hạn trong cài đặt của cửa hàng, sau đó được ẩn danh" },
  { record: "Yêu cầu sửa chữa đã đóng, nội dung tin nhắn đã gửi", period: "Theo thời hạn trong cài đặt của cửa hàng" },
  { record: "Phiên đăng nhập, giới hạn lượt gửi, địa chỉ IP trong nhật ký", period: "Xóa khi hết hạn hoặc theo thời hạn trong cài đặt" },
  { record: "Bản ghi đồng ý và rút lại đồng ý", period: "Giữ để chứng minh sự đồng ý, xóa khi bạn yêu cầu xóa dữ liệu" },
];

const RIGHTS = [
  "Được biết về việc xử lý dữ liệu của mình",
  "Đồng ý hoặc không đồng ý; rút lại sự đồng ý bất cứ lúc nào (không ảnh hưởng việc xử lý trước đó)",
  "Xem, nhận bản sao (xuất dữ liệu), chỉnh sửa dữ liệu",
  "Yêu cầu xóa dữ liệu hoặc hạn chế xử lý, phản đối xử lý cho mục đích tiếp thị",
  "Khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường theo quy định của pháp luật",
];

/**
 * The same fixed parts in English, for English pages (issue 45 point 2). A translation of the Vietnamese notice: the
 * version is the Vietnamese text's, which is the one that applies (NOTICE_TEMPLATE moves when either is reworded).
 */
const ENGLISH: NoticeTables = {
  purposes: [
    {
      purpose: "Taking, delivering, installing and collecting payment for orders; issuing invoices",
      basis: "Performing the sales contract you are a party to (Personal Data Protection Law 2025); accounting and tax duties",
      data: "Name, phone, e-mail, delivery address; company name and tax code when an invoice is issued",
    },
    {
      purpose: "Answering requests for advice, trials, quotes, warranty and repairs",
      basis: "Carrying out your own request before and after a purchase",
      data: "Name, phone, e-mail, province, what you ask, serial numbers and photos of the machine you send",
    },
    {
      purpose: "Zalo messages about your own orders and requests",
      basis: "Performing the contract; you can refuse at any time through the link in our e-mails",
      data: "Phone, order number, amount, delivery status",
    },
    {
      purpose: "E-mails about products, offers and maintenance reminders; the newsletter; other Zalo messages",
      basis: "Your consent, asked for each purpose separately, never pre-ticked; withdrawn with one click",
      data: "E-mail or phone",
    },
    {
      purpose: "Passing a request for advice to the nearest dealer",
      basis: "Your consent (a box of its own on the form)",
      data: "Name, phone, province, product of interest",
    },
    {
      purpose: "Protecting staff accounts, preventing fraud and abuse of the forms",
      basis: "Legitimate interest and the duty to keep data secure",
      data: "IP address, sign-in sessions, activity log",
    },
  ],
  categories: [
    "Basic personal data: name, phone, e-mail, address, tax code (business buyers)",
    "Purchase history, quotes, machines bought (serial numbers), warranty and repair requests, product reviews",
    "Photos you upload (machine, serial label, invoice)",
    "Technical data: IP address, session cookies (cart, sign-in); no third-party advertising cookies",
    "The shop collects no sensitive personal data",
  ],
  retention: [
    { record: "Orders, invoices and accounting records", period: "10 years under the Accounting Law" },
    { record: "Requests for advice that did not become an order", period: "The period in the shop's settings, then anonymised" },
    { record: "Closed repair requests, the text of messages sent", period: "The period in the shop's settings" },
    { record: "Sign-in sessions, form-rate limits, IP addresses in the log", period: "Deleted when they expire or after the period in the settings" },
    { record: "Records of consents given and withdrawn", period: "Kept to prove consent, deleted when you ask for your data to be erased" },
  ],
  rights: [
    "To be told how your data is processed",
    "To consent or not; to withdraw consent at any time (processing before that stays lawful)",
    "To see, get a copy of (export) and correct your data",
    "To ask for erasure or restriction of processing, and to object to processing for marketing",
    "To complain, denounce, sue and claim compensation as the law provides",
  ],
};

interface NoticeTables {
  purposes: PrivacyNoticeView["purposes"];
  categories: string[];
  retention: PrivacyNoticeView["retention"];
  rights: string[];
}

const TABLES: Record<Language, NoticeTables> = {
  vi: { purposes: PURPOSES, categories: CATEGORIES, retention: RETENTION, rights: RIGHTS },
  en: ENGLISH,
};

/** A configured processor's line in each language. */
const PROCESSOR_TEXTS = {
  mail: {
    vi: (host: string) => ({ name: `Máy chủ e-mail (${host})`, purpose: "Gửi e-mail xác nhận đơn hàng, trả lời yêu cầu", data: "Họ tên, e-mail, nội dung thư" }),
    en: (host: string) => ({ name: `Mail server (${host})`, purpose: "Sending order confirmations and answers to requests", data: "Name, e-mail, the message" }),
  },
  zalo: {
    vi: { name: "Zalo Official Account (Công ty Cổ phần VNG)", purpose: "Gửi tin ZNS về đơn hàng và yêu cầu", data: "Số điện thoại, nội dung tin" },
    en: { name: "Zalo Official Account (VNG Corporation)", purpose: "Sending ZNS messages about orders and requests", data: "Phone, the message" },
  },
  bank: {
    vi: { name: "SePay (thông báo giao dịch ngân hàng)", purpose: "Đối soát chuyển khoản", data: "Nội dung chuyển khoản, số tiền" },
    en: { name: "SePay (bank transaction notices)", purpose: "Matching bank transfers", data: "Transfer description, amount" },
  },
  einvoice: {
    vi: { name: "SePay eInvoice (hóa đơn điện tử)", purpose: "Xuất hóa đơn GTGT", data: "Tên người mua/công ty, mã số thuế, địa chỉ, e-mail" },
    en: { name: "SePay eInvoice (electronic invoices)", purpose: "Issuing VAT invoices", data: "Buyer or company name, tax code, address, e-mail" },
  },
  vnpay: {
    vi: { name: "VNPAY (cổng thanh toán)", purpose: "Thanh toán thẻ, QR và trả góp", data: "Mã đơn, số tiền, địa chỉ IP; khi trả góp thêm họ tên, số điện thoại, e-mail, trình duyệt" },
    en: { name: "VNPAY (payment gateway)", purpose: "Card, QR and instalment payments", data: "Order number, amount, IP address; for instalments also name, phone, e-mail, browser" },
  },
  ghn: {
    vi: { name: "Giao Hàng Nhanh (GHN)", purpose: "Giao hàng", data: "Họ tên, số điện thoại, địa chỉ nhận hàng" },
    en: { name: "Giao Hang Nhanh (GHN)", purpose: "Delivery", data: "Name, phone, delivery address" },
  },
  dealers: {
    // A repair request goes to the service centre that will do the repair: that is the warranty being carried out
    // (decision 0064), not a sharing the owner opts into as with a sales lead.
    vi: {
      name: "Đại lý và trung tâm dịch vụ của hãng",
      purpose: "Tư vấn, lắp đặt tại tỉnh của bạn (khi bạn đồng ý); sửa chữa, bảo hành máy khi bạn gửi yêu cầu bảo hành (trung tâm dịch vụ gần bạn)",
      data: "Họ tên, số điện thoại, tỉnh/thành, nội dung yêu cầu; với yêu cầu bảo hành thêm địa chỉ và máy của bạn",
    },
    en: {
      name: "The brand's dealers and service centres",
      purpose: "Advice and installation in your province (when you agree); repairs under warranty when you send a service request (the service centre nearest you)",
      data: "Name, phone, province, what you ask; for a service request also your address and machine",
    },
  },
} as const;

function versionOf(content: unknown): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex").slice(0, 10);
}

/**
 * The privacy notice and the terms of sale (issue 45, decision 0059), built from the store settings and the
 * processors actually configured. Each has a version: a hash of what it says, so any change of the settings or of
 * a processor is a new version, and a consent or an order names exactly the text that was shown.
 */
export function createNoticeService(settings: StoreSettingsService, processors: ProcessorSources) {
  async function configuredProcessors(language: Language): Promise<NoticeProcessor[]> {
    const list: NoticeProcessor[] = [];
    if (processors.mailServer) list.push(PROCESSOR_TEXTS.mail[language](processors.mailServer));
    if (await processors.zalo()) list.push(PROCESSOR_TEXTS.zalo[language]);
    if (processors.bankWebhook) list.push(PROCESSOR_TEXTS.bank[language]);
    if (processors.einvoice) list.push(PROCESSOR_TEXTS.einvoice[language]);
    if (processors.vnpay) list.push(PROCESSOR_TEXTS.vnpay[language]);
    if (await processors.ghn()) list.push(PROCESSOR_TEXTS.ghn[language]);
    if (await processors.leadRouting()) list.push(PROCESSOR_TEXTS.dealers[language]);
    return list;
  }

  async function contentOf(language: Language, executor?: Db) {
    const [site, legal] = await Promise.all([settings.siteInfo(executor), settings.legal(executor)]);
    const tables = TABLES[language];
    return {
      controller: {
        brandName: site.brandName,
        seller: site.seller,
        registration: legal.registration,
        contactEmail: site.contactEmail,
        privacyEmail: legal.privacyEmail || site.contactEmail,
        hotline: site.hotline.display,
      },
      purposes: tables.purposes,
      categories: tables.categories,
      processors: await configuredProcessors(language),
      retention: tables.retention,
      rights: tables.rights,
      requestPath: "/yeu-cau-du-lieu",
    };
  }

  /**
   * The notice in a language (English on English pages). Its version is always the Vietnamese text's: that is the
   * notice that applies and the one a consent names; the English one is its translation.
   */
  async function privacyNotice(executor?: Db, language: Language = "vi"): Promise<PrivacyNoticeView> {
    const content = await contentOf("vi", executor);
    const version = `${NOTICE_TEMPLATE}.${versionOf(content)}`;
    return { version, ...(language === "vi" ? content : await contentOf(language, executor)) };
  }

  async function termsOfSale(executor?: Db): Promise<TermsOfSaleView> {
    const [site, legal] = await Promise.all([settings.siteInfo(executor), settings.legal(executor)]);
    const content = { brandName: site.brandName, seller: site.seller, registration: legal.registration, terms: legal.terms };
    return { version: versionOf(content), ...content };
  }

  return {
    privacyNotice,
    termsOfSale,
    noticeVersion: async (executor?: Db) => (await privacyNotice(executor)).version,
    termsVersion: async (executor?: Db) => (await termsOfSale(executor)).version,
    paths: { privacy: PRIVACY_NOTICE_PATH, terms: TERMS_OF_SALE_PATH },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
