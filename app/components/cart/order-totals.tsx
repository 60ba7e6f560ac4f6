import { printableOrder, type PrintableOrderSource } from "#common/order-document";
import { TotalsList } from "./totals-list";

/**
 * An order's totals as every document prints them (`printableOrder`, decision 0051): the subtotal of its lines — a
 * quote's installation fee included, shown as a line of its own above — then the discount, VAT and total.
 */
export function OrderTotals({ order }: { order: PrintableOrderSource }) {
  const printed = printableOrder(order);
  return (
    <TotalsList
      totals={{ subtotal: printed.subtotal, discount: printed.discount, discountCode: order.discountCode, shipping: 0, tax: printed.vat, total: printed.total }}
      freeShipping={printed.freeShipping}
    />
  );
}
