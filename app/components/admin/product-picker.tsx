import type { SelectHTMLAttributes } from "react";
import { effectiveUnitPrice } from "#common/money";

/** A product as the staff's pickers offer it, at the price a buyer pays today. */
export interface PickerProduct {
  id: number;
  name: string;
  /** The sale price when there is one (`effectiveUnitPrice`). */
  price: number;
  /** False when stock says it cannot be sold now: offered, marked and not choosable. Absent: always choosable. */
  available?: boolean;
}

/** What a picker offers of a catalogue product: its name and today's price. */
export function pickerProduct(product: { id: number; name: string; price: number; discountPrice: number | null }): PickerProduct {
  return { id: product.id, name: product.name, price: effectiveUnitPrice(product) };
}

/** The order desk's choice: the products still sold, each saying whether its stock allows another order. */
export function orderDeskProducts(
  products: ReadonlyArray<{ id: number; name: string; price: number; discountPrice: number | null; archived: boolean; inStock: boolean; stockQuantity: number | null }>,
): PickerProduct[] {
  return products
    .filter((product) => !product.archived)
    .map((product) => ({ ...pickerProduct(product), available: product.inStock && (product.stockQuantity === null || product.stockQuantity > 0) }));
}

/** A select of products (a new order's line, a quote's line); `placeholder` adds a first "none" option. */
export function ProductPicker({
  products,
  value,
  onPick,
  placeholder,
  ...select
}: {
  products: ReadonlyArray<PickerProduct>;
  /** The chosen product's id, or "" for none. */
  value: number | "";
  onPick(product: PickerProduct | null): void;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange">) {
  return (
    <select {...select} value={value} onChange={(event) => onPick(products.find((product) => String(product.id) === event.target.value) ?? null)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {products.map((product) => (
        <option key={product.id} value={product.id} disabled={product.available === false}>
          {product.available === false ? `${product.name} (hết hàng)` : product.name}
        </option>
      ))}
    </select>
  );
}
