import type { Foundation } from "../foundation";
import { createCatalogService } from "./catalog";
import { createCatalogAdminService } from "./catalog-admin";
import { createCatalogBulkService } from "./catalog-bulk";
import { createReviewService } from "./reviews";

/** The public catalogue (in memory), the owner's catalogue and its bulk edits, and the reviews. */
export function createCatalogServices(foundation: Foundation, options: { reviewRateLimit?: number }) {
  const { db, rateLimiter, publicContent } = foundation;
  const catalogChanged = () => publicContent.publicContentChanged({ kind: "catalog" });
  return {
    catalog: createCatalogService(db, (drop) =>
      publicContent.onPublicContentChanged((change) => {
        // Reviews too: a product's score and count are computed from its approved reviews.
        if (change.kind === "catalog" || change.kind === "reviews") drop();
      }),
    ),
    catalogAdmin: createCatalogAdminService(db, catalogChanged),
    catalogBulk: createCatalogBulkService(db, catalogChanged),
    reviews: createReviewService(db, rateLimiter, {
      rateLimit: options.reviewRateLimit,
      approvedReviewsChanged: () => publicContent.publicContentChanged({ kind: "reviews" }),
      onReviewsChanged: (drop) =>
        publicContent.onPublicContentChanged((change) => {
          if (change.kind === "reviews" || change.kind === "catalog") drop();
        }),
    }),
  };
}
