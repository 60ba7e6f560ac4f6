import type { TermsAcceptance } from "./legal";
import type { Totals } from "./money";
import type { OrderStatus } from "./order-status";
import type { OrderPaymentMethod, PaymentStatus } from "./payment";
import type { EInvoiceRecord, InvoiceDetails } from "./quotes";
import type { OrderLine, ShippingAddress } from "./schemas/checkout";

/** An order as the buyer's page, the desk, the mails and the papers read it (whole dong). */
export interface OrderView extends Totals {
  id: number;
  status: OrderStatus;
  statusLabel: string;
  address: ShippingAddress;
  /** Where its machines go (a chain's branches, issue 42); the first is `address`. One address: `[address]`. */
  shipTo: ShippingAddress[];
  items: OrderLine[];
  paymentMethod: OrderPaymentMethod;
  paymentStatus: PaymentStatus;
  /** Taken off the subtotal by a discount code (0 without one) and the code as entered. */
  discount: number;
  discountCode: string | null;
  createdAt: Date;
  updatedAt: Date;
  // Business buyers (decision 0042).
  invoice: InvoiceDetails | null;
  deposit: number;
  installationFee: number;
  quoteId: number | null;
  einvoice: EInvoiceRecord | null;
  /** The terms of sale the buyer agreed to at checkout (issue 45); null for staff's, dealers' and older orders. */
  termsAccepted: TermsAcceptance | null;
}
