import { formatVnd, VAT_LINE_LABEL } from "./money";
import type { OrderLine } from "./schemas/checkout";

/**
 * What every paper, page, mail, export and e-invoice prints of an order's money (issue 42, decision 0051): its
 * lines — the products, then a quote's delivery and installation fee as a priced line of its own — and the figures
 * under them. One function, so the delivery note, the buyer's page, the mails, the CSV and the e-invoice add up to
 * the same total: the lines sum to `subtotal`, and `subtotal − discount + vat = total`.
 */

export const INSTALLATION_FEE_LINE_NAME = "Phí giao hàng và lắp đặt";

export interface PrintedOrderLine {
  kind: "product" | "installation-fee";
  /** The product's id; null on the fee line (and on a line whose source does not say it). */
  productId: number | null;
  name: string;
  /** The unit an invoice writes ("Cái" for a machine, "Lần" for the fee). */
  unit: string;
  quantity: number;
  /** Whole dong before VAT. */
  unitPrice: number;
  /** unitPrice × quantity, before VAT. */
  amount: number;
}

export interface PrintedFigure {
  key: "subtotal" | "shipping" | "discount" | "vat" | "total";
  label: string;
  /** Whole dong; a discount is negative. Null: a figure read as words ("Miễn phí"). */
  amount: number | null;
  /** What a paper prints for it. */
  text: string;
}

export interface PrintedOrder {
  lines: PrintedOrderLine[];
  /** The lines' sum, the fee included, before the discount and VAT. */
  subtotal: number;
  discount: number;
  /** VAT as the order stored it (the quote's, when it came from one: on the lines and the fee together). */
  vat: number;
  total: number;
  /** False when a fee line stands for the delivery: "Phí vận chuyển: Miễn phí" is printed only without one. */
  freeShipping: boolean;
  figures: PrintedFigure[];
}

/** The fields of an order the printed figures come from (an `OrderView` has them all). */
export interface PrintableOrderSource {
  items: ReadonlyArray<Pick<OrderLine, "name" | "price" | "quantity"> & { productId?: number | null }>;
  installationFee?: number;
  discount?: number;
  discountCode?: string | null;
  tax: number;
  total: number;
}

/** The printable lines and figures of an order; the stored VAT and total are printed as they are, never recomputed. */
export function printableOrder(order: PrintableOrderSource): PrintedOrder {
  const lines: PrintedOrderLine[] = order.items.map((line) => ({
    kind: "product",
    productId: line.productId ?? null,
    name: line.name,
    unit: "Cái",
    quantity: line.quantity,
    unitPrice: line.price,
    amount: line.price * line.quantity,
  }));
  if ((order.installationFee ?? 0) > 0) {
    lines.push({ kind: "installation-fee", productId: null, name: INSTALLATION_FEE_LINE_NAME, unit: "Lần", quantity: 1, unitPrice: order.installationFee!, amount: order.installationFee! });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = order.discount ?? 0;
  const freeShipping = (order.installationFee ?? 0) <= 0;
  const figures: PrintedFigure[] = [
    { key: "subtotal", label: "Tạm tính", amount: subtotal, text: formatVnd(subtotal) },
    ...(discount > 0
      ? [{ key: "discount" as const, label: order.discountCode ? `Giảm giá (${order.discountCode})` : "Giảm giá", amount: -discount, text: `-${formatVnd(discount)}` }]
      : []),
    ...(freeShipping ? [{ key: "shipping" as const, label: "Phí vận chuyển", amount: null, text: "Miễn phí" }] : []),
    { key: "vat", label: VAT_LINE_LABEL, amount: order.tax, text: formatVnd(order.tax) },
    { key: "total", label: "Tổng cộng", amount: order.total, text: formatVnd(order.total) },
  ];
  return { lines, subtotal, discount, vat: order.tax, total: order.total, freeShipping, figures };
}

/** The lines in one cell of the orders CSV: `2 × LT-150; 1 × Phí giao hàng và lắp đặt`. */
export function linesCell(printed: PrintedOrder): string {
  return printed.lines.map((line) => `${line.quantity} × ${line.name}`).join("; ");
}
