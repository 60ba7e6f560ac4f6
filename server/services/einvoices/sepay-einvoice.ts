import type { EInvoiceDocument, EInvoiceProvider, IssuedEInvoice } from "./einvoices";

/**
 * The SePay eInvoice API adapter (decision 0043; https://developer.sepay.vn/en/einvoice-api/v1/tong-quan).
 * Authentication: `POST /v1/token` with HTTP Basic `client_id:client_secret` answers a Bearer access token valid
 * 24 h, cached here and fetched again on a 401. Issuing: `POST /v1/invoices/create` (`is_draft: false`, the
 * provider signs with the shop's HSM signature and sends it to the tax authority) answers a `tracking_code`;
 * `GET /v1/invoices/create/check/{tracking_code}` is polled until `status` is `Success` (the invoice's number,
 * reference code and PDF link) or `Failed`. `reference_code` is the order's, so the provider refuses a second
 * invoice for one order.
 */
export interface SepayEInvoiceConfig {
  /** `https://einvoice-api.sepay.vn` (production) or `https://einvoice-api-sandbox.sepay.vn`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  providerAccountId: string;
  templateCode: string;
  invoiceSeries: string;
  /** How long to wait between status checks, and how many checks before giving up. */
  pollIntervalMs?: number;
  pollAttempts?: number;
  fetch?: typeof fetch;
}

interface SepayAnswer<T> {
  success?: boolean;
  message?: string;
  data?: T;
}

/** `yyyy-MM-dd HH:mm:ss` in Vietnam time, as the API wants `issued_date`. */
function vietnamDateTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

export function createSepayEInvoiceProvider(config: SepayEInvoiceConfig): EInvoiceProvider {
  const call = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, "");
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(fresh = false): Promise<string> {
    if (!fresh && token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const response = await call(`${base}/v1/token`, { method: "POST", headers: { Authorization: `Basic ${basic}`, Accept: "application/json" } });
    const body = (await response.json().catch(() => ({}))) as SepayAnswer<{ access_token?: string; expires_in?: number }>;
    if (!response.ok || !body.data?.access_token) throw new Error(`SePay eInvoice token refused (${response.status}): ${body.message ?? ""}`);
    // Renewed a minute early so a token never expires between two calls of one invoice.
    token = { value: body.data.access_token, expiresAt: Date.now() + Math.max(60, (body.data.expires_in ?? 86_400) - 60) * 1000 };
    return token.value;
  }

  async function authorized<T>(path: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<SepayAnswer<T>> {
    for (const fresh of [false, true]) {
      const response = await call(`${base}${path}`, {
        method: init.method,
        headers: {
          Authorization: `Bearer ${await accessToken(fresh)}`,
          Accept: "application/json",
          ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (response.status === 401 && !fresh) continue;
      const body = (await response.json().catch(() => ({}))) as SepayAnswer<T>;
      if (!response.ok || body.success === false) throw new Error(`SePay eInvoice ${path} failed (${response.status}): ${body.message ?? ""}`);
      return body;
    }
    throw new Error("SePay eInvoice: unauthorized");
  }

  return {
    name: "sepay",
    async issue(document: EInvoiceDocument): Promise<IssuedEInvoice> {
      const items = document.lines.map((line, index) => ({
        line_number: index + 1,
        name: line.name,
        unit: line.unit,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        tax_rate: 10,
      }));
      const created = await authorized<{ tracking_code?: string }>("/v1/invoices/create", {
        method: "POST",
        body: {
          reference_code: document.reference,
          template_code: config.templateCode,
          invoice_series: config.invoiceSeries,
          issued_date: vietnamDateTime(document.issuedAt),
          currency: "VND",
          provider_account_id: config.providerAccountId,
          payment_method: document.paymentMethod === "bank_transfer" ? "CK" : "TM/CK",
          buyer: {
            // The fields of the documented buyer object: the company (or the person) the invoice is made out to.
            name: document.buyer.companyName || document.buyer.name,
            tax_code: document.buyer.taxCode || undefined,
            address: document.buyer.address,
            email: document.buyer.email,
            phone: document.buyer.phone,
          },
          items,
          notes: `Đơn hàng #${document.orderId}`,
          is_draft: false,
        },
      });
      const tracking = created.data?.tracking_code;
      if (!tracking) throw new Error("SePay eInvoice: no tracking_code in the answer");
      const attempts = config.pollAttempts ?? 10;
      for (let attempt = 0; attempt < attempts; attempt++) {
        const checked = await authorized<{ status?: string; message?: string; invoice?: { invoice_number?: string; reference_code?: string; pdf_url?: string | null } }>(
          `/v1/invoices/create/check/${encodeURIComponent(tracking)}`,
          { method: "GET" },
        );
        const status = checked.data?.status;
        if (status === "Success" && checked.data?.invoice?.invoice_number) {
          const invoice = checked.data.invoice;
          return { number: invoice.invoice_number!, lookupCode: invoice.reference_code ?? tracking, lookupUrl: invoice.pdf_url ?? null };
        }
        if (status === "Failed") throw new Error(`SePay eInvoice refused the invoice: ${checked.data?.message ?? ""}`);
        await new Promise((resolve) => setTimeout(resolve, config.pollIntervalMs ?? 2000));
      }
      throw new Error("SePay eInvoice: the invoice is still being processed");
    },
  };
}
