import { formatRatingScore, type ProductView } from "#common/catalog";
import type { PublicReview } from "#common/reviews";
import { PolicyList } from "./policy-list";
import { StarRating } from "./star-rating";
import { Tabs } from "~/components/ui/tabs";

/**
 * A product page's tabs (policy, specifications, reviews), under its first screen: app/routes/product-detail.tsx
 * loads this as a section below the fold (every panel is in the server's HTML; the code comes when it nears the
 * viewport or the browser is idle).
 */
export function ProductTabs({
  product,
  specs,
  reviews,
}: {
  product: Pick<ProductView, "name" | "rating" | "reviewCount">;
  /** The specification table's key (its test id) and its label–value rows. */
  specs: { id: string; rows: ReadonlyArray<readonly [label: string, value: string]> };
  reviews: readonly PublicReview[];
}) {
  return (
    <Tabs
      label="Thông tin sản phẩm"
      tabs={[
        { id: "policy", label: "Chính sách", content: <PolicyList /> },
        {
          id: "specs",
          label: "Thông số kỹ thuật",
          content: (
            <table className="w-full max-w-2xl text-left text-sm" data-testid={`spec-table-${specs.id}`}>
              <caption className="sr-only">Thông số kỹ thuật {product.name}</caption>
              <tbody>
                {specs.rows.map(([label, value]) => (
                  <tr key={label} className="border-b border-gray-100">
                    <th scope="row" className="w-1/2 py-3 pr-4 font-medium text-gray-600">
                      {label}
                    </th>
                    <td className="py-3 font-semibold text-gray-900">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ),
        },
        {
          id: "reviews",
          label: "Đánh giá",
          content: (
            <div className="space-y-6">
              <div className="flex items-center gap-4">
                <span className="text-4xl font-bold text-gray-900">{formatRatingScore(product.rating)}</span>
                <span>
                  <StarRating rating={product.rating} size={20} />
                  <span className="block text-sm text-gray-500">{product.reviewCount} đánh giá</span>
                </span>
              </div>
              <ul className="space-y-4">
                {reviews.map((review) => (
                  <li key={review.id} className="rounded-xl border border-gray-200 p-4">
                    <StarRating rating={review.rating} size={14} />
                    <p className="mt-2 text-gray-700">{review.text}</p>
                    <p className="mt-1 text-sm text-gray-500">{review.author}</p>
                  </li>
                ))}
              </ul>
            </div>
          ),
        },
      ]}
    />
  );
}
