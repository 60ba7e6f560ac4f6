import type { ContentBlock } from "#common/product-content";
import { ProductCard, type ProductCardData } from "./product-card";
import { ProductBlocks, type BlocksProduct } from "./product-blocks";
import { WarrantyBlock } from "./warranty-block";
import type { productTexts } from "#common/page-texts/product";
import { usePageTexts } from "~/lib/language";

// The editor's preview takes the renderer from here, so it stays in this section's chunk: a chunk of its own would
// add a file to every product page.
export { ProductBlocks };

/**
 * Everything of a product page below its tabs: the machine's own sections (its content blocks: banners, videos, trial offers),
 * the warranty and related products. Loaded by app/routes/product-detail.tsx as one section below the fold.
 */
export function ProductLowerSections({
  product,
  content,
  related,
}: {
  product: BlocksProduct;
  /** The product's blocks and its model slug (modelSlugOf), which names the sections. */
  content: { model: string; blocks: readonly ContentBlock[] };
  related: ProductCardData[];
}) {
  const t = usePageTexts<typeof productTexts.vi>();
  return (
    <>
      <ProductBlocks product={product} model={content.model} blocks={content.blocks} />

      <div className="mt-14">
        <WarrantyBlock />
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-2xl font-bold text-gray-900">
            {t.related}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="related-products">
            {related.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
