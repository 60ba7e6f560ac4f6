import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for MoMo's AIO v2 gateway, written from its developer documentation and independent of the
 * shop's code (developers.momo.vn/v3/docs/payment/api/wallet/onetime, …/result-handling/notification,
 * …/payment-api/query, …/payment-api/refund): `create` checks every documented field of a `captureWallet` request
 * and its HMAC-SHA256 signature and answers a `payUrl`; the payment page notifies the shop (a signed IPN, POST JSON)
 * and redirects the buyer back signed; `query` and `refund` check their signatures and answer what a test put on
 * record.
 */

export const FAKE_PARTNER_CODE = "MOMOTEST2026";
export const FAKE_ACCESS_KEY = "F8BBA842ECF85";
export const FAKE_SECRET_KEY = "K951B6PE1waDMi640xX08PD3vg6EkVlz";

/** The documentation's raw signature strings, written out as the pages print them. */
const RAW = {
  create: (f: Record<string, unknown>, accessKey: string) =>
    `accessKey=${accessKey}&amount=${f.amount}&extraData=${f.extraData}&ipnUrl=${f.ipnUrl}&orderId=${f.orderId}&orderInfo=${f.orderInfo}&partnerCode=${f.partnerCode}&redirectUrl=${f.redirectUrl}&requestId=${f.requestId}&requestType=${f.requestType}`,
  result: (f: Record<string, unknown>, accessKey: string) =>
    `accessKey=${accessKey}&amount=${f.amount}&extraData=${f.extraData}&message=${f.message}&orderId=${f.orderId}&orderInfo=${f.orderInfo}&orderType=${f.orderType}&partnerCode=${f.partnerCode}&payType=${f.payType}&requestId=${f.requestId}&responseTime=${f.responseTime}&resultCode=${f.resultCode}&transId=${f.transId}`,
  query: (f: Record<string, unknown>, accessKey: string) => `accessKey=${accessKey}&orderId=${f.orderId}&partnerCode=${f.partnerCode}&requestId=${f.requestId}`,
  refund: (f: Record<string, unknown>, accessKey: string) =>
    `accessKey=${accessKey}&amount=${f.amount}&description=${f.description}&orderId=${f.orderId}&partnerCode=${f.partnerCode}&requestId=${f.requestId}&transId=${f.transId}`,
};

const sign = (raw: string, secret = FAKE_SECRET_KEY) => createHmac("sha256", secret).update(raw, "utf8").digest("hex");

/** The payment result MoMo sends (IPN body, and the redirect's query), signed as documented. */
export function momoResult(
  attempt: { orderId: string; requestId: string; amount: number; orderInfo: string; extraData?: string },
  overrides: Partial<Record<"resultCode" | "transId" | "message" | "payType" | "amount" | "partnerCode", string | number>> = {},
  secret = FAKE_SECRET_KEY,
): Record<string, string | number> {
  const resultCode = overrides.resultCode ?? 0;
  const fields: Record<string, string | number> = {
    partnerCode: FAKE_PARTNER_CODE,
    orderId: attempt.orderId,
    requestId: attempt.requestId,
    amount: attempt.amount,
    orderInfo: attempt.orderInfo,
    orderType: "momo_wallet",
    transId: 4088878653,
    resultCode,
    message: resultCode === 0 ? "Successful." : "Transaction denied by user.",
    payType: "qr",
    responseTime: Date.now(),
    extraData: attempt.extraData ?? "",
    ...overrides,
  };
  return { ...fields, signature: sign(RAW.result(fields, FAKE_ACCESS_KEY), secret) };
}

export interface CreatedPayment {
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  extraData: string;
  redirectUrl: string;
  ipnUrl: string;
  lang: string;
}

/** Every problem `create` finds in a `captureWallet` request, per the documentation's table; none = accepted. */
export function createRequestProblems(body: Record<string, unknown>, siteUrl: string): string[] {
  const problems: string[] = [];
  const expected = ["amount", "extraData", "ipnUrl", "lang", "orderId", "orderInfo", "partnerCode", "redirectUrl", "requestId", "requestType", "signature"];
  const names = Object.keys(body).sort();
  if (JSON.stringify(names) !== JSON.stringify(expected)) problems.push(`fields: ${names.join(",")}`);
  if (body.partnerCode !== FAKE_PARTNER_CODE) problems.push("partnerCode");
  if (typeof body.requestId !== "string" || body.requestId.length < 1 || body.requestId.length > 50) problems.push("requestId (String(50))");
  if (typeof body.amount !== "number" || !Number.isInteger(body.amount) || body.amount < 1000 || body.amount > 50_000_000) problems.push("amount (Long, 1.000–50.000.000 VND)");
  if (typeof body.orderId !== "string" || body.orderId.length > 200 || !/^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/.test(body.orderId)) problems.push("orderId");
  if (typeof body.orderInfo !== "string" || body.orderInfo.length < 1 || body.orderInfo.length > 255) problems.push("orderInfo");
  if (typeof body.redirectUrl !== "string" || !body.redirectUrl.startsWith(`${siteUrl}/`)) problems.push("redirectUrl is not under SITE_URL");
  if (body.ipnUrl !== `${siteUrl}/api/payments/momo/ipn`) problems.push("ipnUrl");
  if (body.requestType !== "captureWallet") problems.push("requestType");
  if (typeof body.extraData !== "string" || (body.extraData !== "" && !/^[A-Za-z0-9+/]+=*$/.test(body.extraData))) problems.push("extraData (base64 or empty)");
  if (body.lang !== "vi" && body.lang !== "en") problems.push("lang");
  if (body.signature !== sign(RAW.create(body, FAKE_ACCESS_KEY))) problems.push("signature does not match the documented raw signature");
  return problems;
}

/** What the fake's query API answers for a MoMo `orderId` (set by a test). */
interface QueryRecord {
  resultCode: number;
  amount: number;
  transId: number;
}

export interface FakeMomo {
  url: string;
  /** Every `create` accepted, by MoMo `orderId`. */
  created: Map<string, CreatedPayment>;
  /** Every query and refund request received, as posted. */
  queries: Array<Record<string, unknown>>;
  refunds: Array<Record<string, unknown>>;
  /** Problems of the requests received (empty when every request was as documented). */
  problems: string[];
  onRecord: Map<string, QueryRecord>;
  /** The refund's `resultCode` the fake answers next (0 = refunded). */
  refundResult: { resultCode: number };
  /** What the payment page does: the result it reports, and whether it notifies the shop. */
  page: { resultCode: number; sendIpn: boolean };
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeMomo(siteUrl: () => string): Promise<FakeMomo> {
  const fake: Omit<FakeMomo, "url" | "close"> = {
    created: new Map(),
    queries: [],
    refunds: [],
    problems: [],
    onRecord: new Map(),
    refundResult: { resultCode: 0 },
    page: { resultCode: 0, sendIpn: true },
  };
  let transIds = 4_100_000_000;
  let baseUrl = "";
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.momo");
    const json = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
    if (req.method === "POST" && url.pathname === "/v2/gateway/api/create") {
      if (!(req.headers["content-type"] ?? "").startsWith("application/json")) fake.problems.push("create content-type");
      const body = JSON.parse(await bodyOf(req)) as Record<string, unknown>;
      const problems = createRequestProblems(body, siteUrl());
      if (problems.length) {
        fake.problems.push(...problems);
        json(400, { resultCode: 20, message: problems.join("; ") });
        return;
      }
      const payment = body as unknown as CreatedPayment;
      fake.created.set(payment.orderId, payment);
      json(200, {
        partnerCode: FAKE_PARTNER_CODE,
        orderId: payment.orderId,
        requestId: payment.requestId,
        amount: payment.amount,
        responseTime: Date.now(),
        message: "Thành công.",
        resultCode: 0,
        payUrl: `${baseUrl}/v2/gateway/pay?t=${encodeURIComponent(payment.orderId)}`,
        deeplink: `momo://app?action=payWithApp&orderId=${payment.orderId}`,
        qrCodeUrl: `2|99|${payment.orderId}`,
      });
      return;
    }
    if (req.method === "GET" && url.pathname === "/v2/gateway/pay") {
      const payment = fake.created.get(url.searchParams.get("t") ?? "");
      if (!payment) {
        res.writeHead(404, { "content-type": "text/plain" }).end("unknown payment");
        return;
      }
      transIds += 1;
      const result = momoResult(payment, { resultCode: fake.page.resultCode, transId: transIds });
      // MoMo notifies the shop (server to server), then sends the buyer back with the same signed fields.
      if (fake.page.sendIpn) {
        const answer = await fetch(payment.ipnUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(result) });
        if (answer.status !== 204) fake.problems.push(`IPN answered ${answer.status}, not 204`);
      }
      const query = new URLSearchParams(Object.entries(result).map(([name, value]) => [name, String(value)]));
      res.writeHead(302, { location: `${payment.redirectUrl}?${query}` }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/v2/gateway/api/query") {
      const body = JSON.parse(await bodyOf(req)) as Record<string, unknown>;
      fake.queries.push(body);
      if (body.signature !== sign(RAW.query(body, FAKE_ACCESS_KEY))) fake.problems.push("query signature");
      if (body.partnerCode !== FAKE_PARTNER_CODE || typeof body.requestId !== "string" || typeof body.orderId !== "string") fake.problems.push("query fields");
      const known = fake.onRecord.get(String(body.orderId));
      const created = fake.created.get(String(body.orderId));
      json(200, {
        partnerCode: FAKE_PARTNER_CODE,
        requestId: body.requestId,
        orderId: body.orderId,
        extraData: created?.extraData ?? "",
        amount: known?.amount ?? created?.amount ?? 0,
        transId: known?.transId ?? 0,
        payType: known ? "qr" : "",
        // 1000: created, waiting for the buyer; 42: no such order.
        resultCode: known?.resultCode ?? (created ? 1000 : 42),
        refundTrans: [],
        message: known?.resultCode === 0 ? "Thành công." : "Giao dịch chưa hoàn tất.",
        responseTime: Date.now(),
      });
      return;
    }
    if (req.method === "POST" && url.pathname === "/v2/gateway/api/refund") {
      const body = JSON.parse(await bodyOf(req)) as Record<string, unknown>;
      fake.refunds.push(body);
      if (body.signature !== sign(RAW.refund(body, FAKE_ACCESS_KEY))) fake.problems.push("refund signature");
      if (body.partnerCode !== FAKE_PARTNER_CODE || typeof body.amount !== "number" || typeof body.transId !== "number" || typeof body.orderId !== "string") fake.problems.push("refund fields");
      if (fake.created.has(String(body.orderId))) fake.problems.push("refund orderId must differ from the purchase's");
      const resultCode = fake.refundResult.resultCode;
      json(200, {
        partnerCode: FAKE_PARTNER_CODE,
        orderId: body.orderId,
        requestId: body.requestId,
        amount: body.amount,
        transId: resultCode === 0 ? (transIds += 1) : 0,
        resultCode,
        message: resultCode === 0 ? "Thành công." : "Giao dịch bị từ chối.",
        responseTime: Date.now(),
      });
      return;
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...fake,
    url: baseUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as FakeMomo;
}
