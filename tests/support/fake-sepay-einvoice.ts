import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the SePay eInvoice API (decision 0043) that checks what its documentation requires:
 * `POST /v1/token` with HTTP Basic client_id:client_secret; every other call with the Bearer token it gave;
 * `POST /v1/invoices/create` with template_code, invoice_series, issued_date (`yyyy-MM-dd HH:mm:ss`, not in the
 * future), currency, provider_account_id, buyer, items (tax_rate one of -2, -1, 0, 5, 8, 10) and is_draft; a
 * reference_code used twice is refused. `GET /v1/invoices/create/check/{tracking_code}` answers Pending once,
 * then Success with the invoice number.
 */
export interface FakeSepayEInvoice {
  url: string;
  clientId: string;
  clientSecret: string;
  providerAccountId: string;
  /** The bodies of accepted create calls. */
  invoices: Array<Record<string, unknown>>;
  /** Calls refused, with the reason (a test expects none). */
  refusals: string[];
  close(): Promise<void>;
}

const TAX_RATES = new Set([-2, -1, 0, 5, 8, 10]);

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : null;
}

export async function startFakeSepayEInvoice(): Promise<FakeSepayEInvoice> {
  const clientId = "shop-client";
  const clientSecret = "shop-secret-0123456789";
  const providerAccountId = "0aea3134-da40-11f0-aef4-52c7e9b4f41b";
  const accessToken = "fake-access-token";
  const invoices: Array<Record<string, unknown>> = [];
  const refusals: string[] = [];
  const references = new Set<string>();
  const tracking = new Map<string, { checks: number; number: string; reference: string }>();
  let nextNumber = 1;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const refuse = (status: number, reason: string) => {
      refusals.push(`${req.method} ${req.url}: ${reason}`);
      send(status, { success: false, message: reason });
    };
    const url = req.url ?? "";
    if (req.method === "POST" && url === "/v1/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return refuse(401, "bad basic credentials");
      return send(200, { success: true, data: { access_token: accessToken, token_type: "Bearer", expires_in: 86_400 } });
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`) return refuse(401, "missing or invalid Bearer token");
    if (req.method === "POST" && url === "/v1/invoices/create") {
      const body = (await bodyOf(req)) as Record<string, unknown> | null;
      if (!body) return refuse(400, "no body");
      for (const field of ["template_code", "invoice_series", "issued_date", "currency", "provider_account_id", "buyer", "items"]) {
        if (body[field] === undefined || body[field] === "") return refuse(400, `missing ${field}`);
      }
      if (typeof body.is_draft !== "boolean") return refuse(400, "is_draft must be a boolean");
      if (body.provider_account_id !== providerAccountId) return refuse(400, "unknown provider_account_id");
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(body.issued_date))) return refuse(400, "issued_date format");
      if (Date.parse(`${String(body.issued_date).replace(" ", "T")}+07:00`) > Date.now() + 60_000) return refuse(400, "issued_date in the future");
      const buyer = body.buyer as Record<string, unknown>;
      if (!buyer || typeof buyer.name !== "string" || !buyer.name) return refuse(400, "buyer.name");
      const items = body.items as Array<Record<string, unknown>>;
      if (!Array.isArray(items) || items.length === 0) return refuse(400, "items");
      for (const item of items) {
        if (typeof item.name !== "string" || typeof item.quantity !== "number" || typeof item.unit_price !== "number") return refuse(400, "item fields");
        if (!TAX_RATES.has(Number(item.tax_rate))) return refuse(400, "tax_rate");
      }
      const reference = String(body.reference_code ?? `auto-${nextNumber}`);
      if (references.has(reference)) return refuse(400, "reference_code already used");
      references.add(reference);
      invoices.push(body);
      const code = `track-${nextNumber}`;
      tracking.set(code, { checks: 0, number: String(nextNumber).padStart(7, "0"), reference });
      nextNumber++;
      return send(200, { success: true, data: { tracking_code: code, tracking_url: `/v1/invoices/create/check/${code}`, message: "Đã tạo yêu cầu xuất bán hóa đơn điện tử" } });
    }
    const check = /^\/v1\/invoices\/create\/check\/([\w-]+)$/.exec(url);
    if (req.method === "GET" && check) {
      const job = tracking.get(check[1]!);
      if (!job) return refuse(404, "unknown tracking_code");
      job.checks++;
      if (job.checks === 1) return send(200, { success: true, data: { reference_code: job.reference, status: "Pending", message: "Đang xử lý" } });
      return send(200, {
        success: true,
        data: {
          reference_code: job.reference,
          status: "Success",
          message: "Xuất hóa đơn điện tử thành công",
          invoice: { reference_code: `LOOKUP-${job.reference}`, invoice_number: job.number, pdf_url: `https://einvoice.example/pdf/${job.reference}` },
        },
      });
    }
    return refuse(404, "no such route");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId,
    clientSecret,
    providerAccountId,
    invoices,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the shop at a fake. */
export function fakeEInvoiceEnv(fake: FakeSepayEInvoice): Record<string, string> {
  return {
    EINVOICE_SEPAY_URL: fake.url,
    EINVOICE_SEPAY_CLIENT_ID: fake.clientId,
    EINVOICE_SEPAY_CLIENT_SECRET: fake.clientSecret,
    EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID: fake.providerAccountId,
    EINVOICE_SEPAY_TEMPLATE_CODE: "1",
    EINVOICE_SEPAY_INVOICE_SERIES: "C26TAA",
    EINVOICE_SEPAY_POLL_MS: "20",
  };
}
