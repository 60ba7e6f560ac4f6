import type { ProductView } from "#common/catalog";
import type { PublicReview } from "#common/reviews";
import { PolicyList } from "./policy-list";
import { ReviewsPanel } from "./reviews-panel";
import { Tabs } from "~/components/ui/tabs";
import { fill } from "#common/i18n-vi";
import type { productTexts } from "#common/page-texts/product";
import { usePageTexts } from "~/lib/language";

/**
 * A product page's tabs (policy, specifications, reviews with the visitor's review form), under its first screen:
 * app/routes/product-detail.tsx loads this as a section below the fold (every panel is in the server's HTML; the
 * code comes when it nears the viewport or the browser is idle; the review form posts by the browser alone
 * meanwhile). After a review was sent, the reviews tab opens with its answer.
 */
export function ProductTabs({
  product,
  specs,
  reviews,
  result,
}: {
  product: ProductView;
  /** The specification table's key (its test id) and its label–value rows. */
  specs: { id: string; rows: ReadonlyArray<readonly [label: string, value: string]> };
  reviews: PublicReview[];
  result: Parameters<typeof ReviewsPanel>[0]["result"];
}) {
  const t = usePageTexts<typeof productTexts.vi>();
  return (
    <Tabs
      label={t.tabs}
      defaultTab={result ? "reviews" : undefined}
      tabs={[
        { id: "policy", label: t.policyTab, content: <PolicyList /> },
        {
          id: "specs",
          label: t.specsTab,
          content: (
            <table className="w-full max-w-2xl text-left text-sm" data-testid={`spec-table-${specs.id}`}>
              <caption className="sr-only">{fill(t.specsCaption, { name: product.name })}</caption>
              {/* The owner's table, in Vietnamese on every page. */}
              <tbody lang="vi">
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
        { id: "reviews", label: t.reviewsTab, content: <ReviewsPanel product={product} reviews={reviews} result={result} /> },
      ]}
    />
  );
}
