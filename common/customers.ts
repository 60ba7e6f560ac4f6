/**
 * Customers (issue 36): there are no buyer accounts, so a customer is everything the shop holds under one
 * normalised phone — orders, leads, and whatever later sources add (quotes, machines) — plus staff notes and merges.
 * These are the view types the admin screens and the API share.
 */

/** One thing a customer did, as the customer page's timeline shows it. */
export interface CustomerEvent {
  /** The source's kind (`order`, `lead`, `note`, …). */
  kind: string;
  /** `Đơn hàng`, `Yêu cầu liên hệ`, … */
  kindLabel: string;
  at: string;
  /** One line: `Đơn #12 – 17.200.000đ – Chờ xác nhận`. */
  title: string;
  /** Where staff open it, if anywhere. */
  href: string | null;
  phone: string;
}

export interface CustomerSummary {
  /** The customer's main normalised phone (after merges): the id of `/admin/customers/{id}`. */
  id: string;
  phones: string[];
  name: string;
  email: string | null;
  shop: string | null;
  province: string | null;
  orders: number;
  /** Sum of the totals of the orders that were not canceled (whole dong). */
  totalSpent: number;
  lastOrderAt: string | null;
  openLeads: number;
  lastActivityAt: string;
}

export interface CustomerDetail extends CustomerSummary {
  /** Newest first; notes included. */
  timeline: CustomerEvent[];
}
