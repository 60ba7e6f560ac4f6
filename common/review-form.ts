/** The product page's review form: what its action answers (pure, the page renders it). */
export interface ReviewFormResult {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** What the visitor typed, given back with a refusal so nothing is lost. */
  values?: { author: string; rating: string; text: string };
}

/** Honeypot field, as the lead forms: people never see or fill it; simple bots do. */
export const REVIEW_HONEYPOT = "website"; // the lead forms' HONEYPOT_FIELD (common/leads.ts), kept literal: the product page must not load the leads module

export const REVIEW_THANKS = "Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt.";
