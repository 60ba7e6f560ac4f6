import { formatRatingScore, type ProductView } from "#common/catalog";
import { REVIEW_HONEYPOT, type ReviewFormResult } from "#common/review-form";
import type { PublicReview } from "#common/reviews";
import { StarRating } from "./star-rating";
import { fill } from "#common/i18n-vi";
import type { productTexts } from "#common/page-texts/product";
import { usePageTexts } from "~/lib/language";

const REVIEW_DATE = new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" });
const FIELD = "mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2";

/**
 * The reviews tab: the score from approved reviews, the newest reviews with words (each with its source, date and the
 * shop's answer), and the visitor's form. The form posts to this page's action, so it works without JavaScript and
 * costs the page no script; the answer comes back on the same tab.
 */
export function ReviewsPanel({ product, reviews, result }: { product: ProductView; reviews: PublicReview[]; result: ReviewFormResult | undefined }) {
  const t = usePageTexts<typeof productTexts.vi>();
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;
  const fieldError = (name: string) =>
    errors[name]?.[0] ? (
      <p id={`review-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name][0]}
      </p>
    ) : null;
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-6">
        {product.reviewCount > 0 ? (
          <div className="flex items-center gap-4">
            <span className="text-4xl font-bold text-gray-900">{formatRatingScore(product.rating)}</span>
            <span>
              <StarRating rating={product.rating} size={20} />
              <span className="block text-sm text-gray-500">{fill(t.reviewCount, { count: product.reviewCount })}</span>
            </span>
          </div>
        ) : (
          <p className="text-gray-600">{t.noReviews}</p>
        )}
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-gray-200 p-4">
              <StarRating rating={review.rating} size={14} />
              {/* Buyers' own words, as they wrote them. */}
              <p lang="vi" className="mt-2 text-gray-700">
                {review.text}
              </p>
              <p className="mt-1 text-sm text-gray-500">
                {/* A person's name, as they gave it. */}
                <span translate="no">{review.author}</span> · {REVIEW_DATE.format(new Date(review.createdAt))}
                {review.source ? fill(t.reviewSource, { source: review.source }) : ""}
              </p>
              {review.reply && (
                <p className="mt-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
                  <span className="font-semibold text-gray-900">{t.shopReply}</span> <span lang="vi">{review.reply}</span>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
      <form method="post" action={`/products/${product.id}#reviews`} className="relative space-y-3 rounded-xl border border-gray-200 p-4" aria-labelledby="review-form-heading">
        <h3 id="review-form-heading" className="text-lg font-semibold text-gray-900">
          {t.writeReview}
        </h3>
        <p className="text-sm text-gray-600">{t.reviewModeration}</p>
        {result && (
          <p role={result.ok ? "status" : "alert"} className={`rounded-lg p-3 text-sm ${result.ok ? "bg-brand-50 text-brand-800" : "bg-red-50 text-red-800"}`}>
            {result.message}
          </p>
        )}
        <div>
          <label htmlFor="review-author" className="text-sm font-medium text-gray-700">
            {t.reviewName}
          </label>
          <input id="review-author" name="author" required minLength={2} maxLength={80} defaultValue={values?.author} autoComplete="name" className={FIELD} aria-invalid={errors.author ? true : undefined} />
          {fieldError("author")}
        </div>
        <div>
          <label htmlFor="review-rating" className="text-sm font-medium text-gray-700">
            {t.reviewStars}
          </label>
          <select id="review-rating" name="rating" required defaultValue={values?.rating ?? "5"} className={FIELD} aria-invalid={errors.rating ? true : undefined}>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {`${"★".repeat(stars)} ${fill(t.reviewStarsOption, { stars })}`}
              </option>
            ))}
          </select>
          {fieldError("rating")}
        </div>
        <div>
          <label htmlFor="review-text" className="text-sm font-medium text-gray-700">
            {t.reviewText}
          </label>
          <textarea id="review-text" name="text" required minLength={10} maxLength={2000} rows={4} defaultValue={values?.text} className={FIELD} aria-invalid={errors.text ? true : undefined} />
          {fieldError("text")}
        </div>
        {/* Honeypot: hidden from people, filled by simple bots (the service then stores nothing). */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input name={REVIEW_HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t.reviewSend}
        </button>
      </form>
    </div>
  );
}
