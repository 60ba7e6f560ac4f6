/**
 * One way to say stock (issue 36): when the shop counts a product's machines, the count alone says whether it is in
 * stock (`inStock` follows it: more than 0); only a product that is not counted uses the in-stock flag. The catalogue
 * services store every change through this rule, so the two columns never disagree.
 */
export function stockColumns(input: { inStock: boolean; stockQuantity: number | null }): { inStock: boolean; stockQuantity: number | null } {
  return input.stockQuantity === null ? { inStock: input.inStock, stockQuantity: null } : { inStock: input.stockQuantity > 0, stockQuantity: input.stockQuantity };
}

/** How the admin list says it: `Còn 3`, `Hết hàng (0)`, `Còn hàng`, `Hết hàng`. */
export function stockLabel(product: { inStock: boolean; stockQuantity: number | null }): string {
  if (product.stockQuantity !== null) return product.stockQuantity === 0 ? "Hết hàng (0)" : `Còn ${product.stockQuantity}`;
  return product.inStock ? "Còn hàng" : "Hết hàng";
}

export const BULK_PRODUCT_ACTIONS = ["in-stock", "out-of-stock", "price-percent", "archive", "low-stock-threshold"] as const;
export type BulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];
