import { modelSlugOf, specRowsOf } from "#common/product-content";
import { ProductBlocksPreview as ProductBlocks } from "~/components/product/product-blocks-preview";
import { numberOrNull, type ProductDraft } from "./product-draft";

/**
 * The page's sections as visitors will see them, drawn by the shop's own components from the unsaved draft. Only a
 * picture: clicks and form submissions inside it do nothing (no trial request leaves the editor).
 */
export function ContentPreview({ draft }: { draft: ProductDraft }) {
  const price = numberOrNull(draft.price);
  const discount = numberOrNull(draft.discountPrice);
  const product = {
    name: draft.name || "Sản phẩm mới",
    price: typeof price === "number" ? price : 0,
    discountPrice: typeof discount === "number" ? discount : null,
  };
  const rows = draft.specs.filter((row) => row.label.trim() || row.value.trim());
  const stop = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <section aria-labelledby="preview-heading" className="min-w-0">
      <h3 id="preview-heading" className="font-semibold text-gray-900">
        Xem trước
      </h3>
      <div data-testid="content-preview" className="mt-2 space-y-10 rounded-xl border border-dashed border-gray-300 p-4" onClickCapture={stop} onSubmitCapture={stop}>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-gray-900">Thông số kỹ thuật</caption>
          <tbody>
            {specRowsOf(rows).map((row, index) => (
              <tr key={index} className="border-b border-gray-100">
                <th scope="row" className="w-1/2 py-2 pr-4 font-medium text-gray-600">
                  {row.label}
                </th>
                <td className="py-2 font-semibold text-gray-900">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {draft.blocks.length > 0 ? (
          <ProductBlocks product={product} model={modelSlugOf(product.name)} blocks={draft.blocks} />
        ) : (
          <p className="text-sm text-gray-500">Chưa có khối nội dung.</p>
        )}
      </div>
    </section>
  );
}
