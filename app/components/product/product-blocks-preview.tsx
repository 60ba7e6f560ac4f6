import { lazy, Suspense, type ComponentProps } from "react";

/**
 * The product editor's preview of a machine's content blocks, loaded on demand from the product page's lower
 * sections chunk. Imported statically, that chunk could not stay behind the product page's dynamic import (Vite's
 * INEFFECTIVE_DYNAMIC_IMPORT warning); loaded like this, the renderer stays in one chunk that both pages share.
 */
const Blocks = lazy(() => import("./product-lower-sections").then((module) => ({ default: module.ProductBlocks })));

export function ProductBlocksPreview(props: ComponentProps<typeof Blocks>) {
  return (
    <Suspense fallback={<p className="text-sm text-gray-500">Đang tải bản xem trước…</p>}>
      <Blocks {...props} />
    </Suspense>
  );
}
