import type { BankAccount } from "../config";
import type { OrderView } from "#common/order-view";
import type { LeadsOptions, StoredLead } from "./leads/leads";
import type { ScryptParams } from "./staff-and-access/passwords";
import type { SessionLifetimes } from "./staff-and-access/sessions";
import type { GhnEndpoints } from "./shipping/ghn/ghn-api";
import type { ZaloEndpoints } from "./notifications/zalo-api";
import type { SepayEInvoiceConfig } from "./einvoices/sepay-einvoice";
import type { MomoConfig } from "./payments/momo-protocol";
import type { VnpayConfig } from "./payments/vnpay-protocol";

/** Told once an order or a lead is stored (after its commit); the operator's metrics count them. */
export interface ServiceEvents {
  orderPlaced?(order: OrderView): void;
  leadStored?(lead: StoredLead): void;
  /** A retention run's counts per kind of record (issue 45). */
  retentionApplied?(counts: Record<string, number>): void;
}

/** Every business service, built once per process and shared by the REST API and the page loaders. */
export interface ServiceOptions {
  leads?: LeadsOptions;
  /** The shop's bank account for VietQR transfers until the owner stores one (BANK_*); null hides the option. */
  bank?: BankAccount | null;
  /**
   * Signs buyers' order links and administrators' known-device tokens (the session secret in production; random
   * per process otherwise).
   */
  linkSecret?: string;
  siteUrl?: string;
  /** Where the shop is told about new orders and leads until the owner stores an address (NOTIFY_EMAIL). */
  shopEmail?: string;
  events?: ServiceEvents;
  /** scrypt parameters for new password hashes (DEFAULT_SCRYPT_PARAMS unless the config lowers them for tests). */
  passwordHashing?: ScryptParams;
  /** Zalo's API base URLs (ZALO_API_URL, ZALO_OAUTH_URL; tests point them at a fake). */
  zaloEndpoints?: ZaloEndpoints;
  /** GHN's gateways (GHN_SANDBOX_URL, GHN_LIVE_URL; tests point them at a fake). */
  ghnEndpoints?: GhnEndpoints;
  /** Encrypts provider secrets stored in the database (SECRETS_KEY; the link secret when unset). */
  secretsKey?: string;
  /** How long a claimed outbox row is kept from other processes (OUTBOX_LEASE_SECONDS). */
  outboxLeaseMs?: number;
  /** The SePay eInvoice API (decision 0043); null or absent: e-invoices are recorded by hand. */
  einvoice?: SepayEInvoiceConfig | null;
  /** The VNPAY gateway (decision 0054); null or absent: the method is not offered. */
  vnpay?: VnpayConfig | null;
  /** The MoMo wallet gateway (decision 0057); null or absent: the method is not offered. */
  momo?: MomoConfig | null;
  /** Where the gateways' sandboxes are, for the owner's settings in sandbox mode (VNPAY_PAYMENT_URL, VNPAY_API_URL, MOMO_ENDPOINT). */
  gatewaySandbox?: { vnpay: { paymentUrl: string; apiUrl: string; instalmentUrl: string }; momo: string };
  /** What the privacy notice lists as processors from the configuration (issue 45): the SMTP host, the bank webhook. */
  privacy?: { mailServer: string | null; bankWebhook: boolean };
  /** Staff and dealer sessions' idle and absolute lifetimes (issue 45); absent = the defaults. */
  sessionLifetimes?: SessionLifetimes;
  /** Told when a gateway's notification could not be recorded (answered so that the gateway retries). */
  onGatewayError?: (error: unknown) => void;
  /** Told when issuing an e-invoice fails (the order is not affected; staff may retry or record one by hand). */
  onEInvoiceError?: (error: unknown, orderId: number) => void;
  /** Told when an order event's after-commit work fails (the order's change is committed and stays). */
  onOrderEventError?: (error: unknown, event: string) => void;
}
