import type { SellerDetails } from "./site-info";
import type { TermsOfSale } from "./legal";

/** A processor the shop sends personal data to, as the notice lists it (only those actually configured). */
export interface NoticeProcessor {
  name: string;
  purpose: string;
  data: string;
}

/** What `/chinh-sach-bao-mat` shows (issue 45, decision 0059), built from the store settings and the configuration. */
export interface PrivacyNoticeView {
  version: string;
  controller: {
    brandName: string;
    seller: SellerDetails | null;
    registration: string;
    contactEmail: string;
    privacyEmail: string;
    hotline: string;
  };
  purposes: Array<{ purpose: string; basis: string; data: string }>;
  categories: string[];
  processors: NoticeProcessor[];
  retention: Array<{ record: string; period: string }>;
  rights: string[];
  /** Where the rights are used: the request page (issue 45, point 3) and the contact e-mail. */
  requestPath: string;
}

/** What `/dieu-khoan-ban-hang` shows, with the version an order records. */
export interface TermsOfSaleView {
  version: string;
  brandName: string;
  seller: SellerDetails | null;
  registration: string;
  terms: TermsOfSale;
}
