import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for VNPAY, written from its integration guide (sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/
 * pay.html; querydr: …/truy-van-hoan-tien/querydr&refund.html) and independent of the shop's code: its payment page
 * checks every parameter the guide requires and the signature; it signs IPNs as VNPAY does; its query API checks
 * the `querydr` checksum and answers what a test put on record, signed.
 *
 * Its instalment service (`/isp-svc`, decision 0061) follows VNPAY's instalment page (…/thanh-toan-installment/
 * installment.html) as far as it could be read — initiate server to server, then the buyer pays on VNPAY's page,
 * amount × 100, GMT+7 dates, IPN as for PAY — and, for the fields and their checksum order, which that page's
 * tables could not be read for, merchants' published integrations (listed in the decision).
 */

export const FAKE_TMN_CODE = "TESTTMN1";
export const FAKE_HASH_SECRET = "FAKEVNPAYSECRET0123456789ABCDEFG";

const hmac = (data: string) => createHmac("sha512", FAKE_HASH_SECRET).update(data, "utf8").digest("hex");

/** VNPAY's Node.js sample: names and values percent-encoded, spaces as '+', sorted by name, joined with '&'. */
export function documentedSignData(params: Record<string, string>): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  const sorted = Object.keys(params).map(encode).sort();
  const byEncodedName = new Map(Object.entries(params).map(([name, value]) => [encode(name), encode(value)]));
  return sorted.map((name) => `${name}=${byEncodedName.get(name)}`).join("&");
}

/** A query string VNPAY would call the IPN (or return URL) with: the parameters, then `vnp_SecureHash`. */
export function signedByVnpay(params: Record<string, string>, secret = FAKE_HASH_SECRET): string {
  const data = documentedSignData(params);
  return `${data}&vnp_SecureHash=${createHmac("sha512", secret).update(data, "utf8").digest("hex")}`;
}

/** `yyyyMMddHHmmss` in GMT+7, computed here from the calendar of Asia/Ho_Chi_Minh. */
export function gmt7(moment: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Ho_Chi_Minh",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}${part("month")}${part("day")}${part("hour")}${part("minute")}${part("second")}`;
}

const REQUIRED_PAY_PARAMS = [
  "vnp_Amount",
  "vnp_Command",
  "vnp_CreateDate",
  "vnp_CurrCode",
  "vnp_ExpireDate",
  "vnp_IpAddr",
  "vnp_Locale",
  "vnp_OrderInfo",
  "vnp_OrderType",
  "vnp_ReturnUrl",
  "vnp_TmnCode",
  "vnp_TxnRef",
  "vnp_Version",
];

/** Every problem the payment page finds in a request, per the guide's parameter table; none = accepted. */
export function payRequestProblems(url: URL, siteUrl: string): string[] {
  const problems: string[] = [];
  const raw = url.search.slice(1);
  const hashAt = raw.lastIndexOf("&vnp_SecureHash=");
  if (hashAt < 0) return ["vnp_SecureHash missing"];
  const signedPart = raw.slice(0, hashAt);
  const hash = raw.slice(hashAt + "&vnp_SecureHash=".length);
  if (hash !== hmac(signedPart)) problems.push("signature does not match the sorted, form-encoded parameters");
  const params = Object.fromEntries(new URLSearchParams(signedPart));
  if (signedPart !== documentedSignData(params)) problems.push("parameters are not sorted and encoded as documented");
  const names = Object.keys(params).sort();
  if (JSON.stringify(names) !== JSON.stringify(REQUIRED_PAY_PARAMS)) problems.push(`parameters: ${names.join(",")}`);
  if (params.vnp_Version !== "2.1.0") problems.push("vnp_Version");
  if (params.vnp_Command !== "pay") problems.push("vnp_Command");
  if (params.vnp_TmnCode !== FAKE_TMN_CODE) problems.push("vnp_TmnCode");
  if (!/^[1-9]\d{0,11}00$/.test(params.vnp_Amount ?? "")) problems.push("vnp_Amount is not a whole dong amount × 100");
  if (params.vnp_CurrCode !== "VND") problems.push("vnp_CurrCode");
  if (!/^[A-Za-z0-9]{1,100}$/.test(params.vnp_TxnRef ?? "")) problems.push("vnp_TxnRef");
  if (!/^[\x20-\x7e]{1,255}$/.test(params.vnp_OrderInfo ?? "")) problems.push("vnp_OrderInfo must be ASCII without diacritics");
  if (params.vnp_OrderType !== "other") problems.push("vnp_OrderType");
  if (!params.vnp_ReturnUrl?.startsWith(`${siteUrl}/`)) problems.push("vnp_ReturnUrl is not under SITE_URL");
  if (!/^[0-9a-fA-F.:]{3,45}$/.test(params.vnp_IpAddr ?? "")) problems.push("vnp_IpAddr");
  if (params.vnp_Locale !== "vn" && params.vnp_Locale !== "en") problems.push("vnp_Locale");
  for (const name of ["vnp_CreateDate", "vnp_ExpireDate"]) if (!/^\d{14}$/.test(params[name] ?? "")) problems.push(`${name} is not yyyyMMddHHmmss`);
  // GMT+7: the creation date is Vietnam's clock now (a minute of slack either way).
  const nowInVietnam = Number(gmt7(new Date()));
  const created = Number(params.vnp_CreateDate);
  const minuteAgo = Number(gmt7(new Date(Date.now() - 60_000)));
  if (!(created >= minuteAgo && created <= nowInVietnam)) problems.push(`vnp_CreateDate ${params.vnp_CreateDate} is not now in GMT+7 (${nowInVietnam})`);
  if (!(Number(params.vnp_ExpireDate) > created)) problems.push("vnp_ExpireDate is not after vnp_CreateDate");
  return problems;
}

/** What the fake's query API answers for an attempt (set by a test): VNPAY's transaction status and number. */
interface QueryRecord {
  transactionStatus: string;
  amount: string;
  transactionNo: string;
}

/** The instalment initiation's checksum fields, in the order they are joined with `|`. */
const INSTALMENT_CHECKSUM_ORDER = [
  "reqId",
  "orderReference",
  "orderInfo",
  "tmnCode",
  "issuerCode",
  "scheme",
  "recurringAmount",
  "recurringFrequency",
  "recurringNumberOfIsp",
  "amount",
  "totalIspAmount",
  "currCode",
  "addData",
  "identityCode",
  "forename",
  "surname",
  "mobile",
  "email",
  "address",
  "city",
  "country",
  "ipAddr",
  "userAgent",
  "returnUrl",
  "cancelUrl",
  "version",
  "locale",
  "mcDate",
];

type Json = Record<string, unknown>;
const objectAt = (body: Json, name: string): Json => (body[name] && typeof body[name] === "object" ? (body[name] as Json) : {});
const textOf = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** Every problem the instalment service finds in an initiation; none = accepted. */
export function instalmentInitProblems(body: Json, siteUrl: string): string[] {
  const problems: string[] = [];
  const order = objectAt(body, "order");
  const transaction = objectAt(body, "transaction");
  const customer = objectAt(body, "customerInfo");
  const flat: Json = { ...customer, ...transaction, ...order, ...body };
  delete flat.order;
  delete flat.transaction;
  delete flat.customerInfo;
  const data = INSTALMENT_CHECKSUM_ORDER.map((name) => textOf(flat[name])).join("|");
  if (body.secureHash !== hmac(data)) problems.push("secureHash does not match the fields joined with | in the documented order");
  if (body.version !== "2.1.0") problems.push("version");
  if (!/^[A-Za-z0-9]{1,50}$/.test(textOf(body.reqId))) problems.push("reqId");
  if (transaction.tmnCode !== FAKE_TMN_CODE) problems.push("transaction.tmnCode");
  if (!/^[A-Za-z0-9]{1,100}$/.test(textOf(order.orderReference))) problems.push("order.orderReference");
  if (!/^[\x20-\x7e]{1,255}$/.test(textOf(order.orderInfo))) problems.push("order.orderInfo must be ASCII without diacritics");
  if (typeof transaction.amount !== "number" || !/^[1-9]\d{0,13}00$/.test(String(transaction.amount))) problems.push("transaction.amount is not a whole dong amount × 100");
  if (transaction.totalIspAmount !== transaction.amount) problems.push("transaction.totalIspAmount");
  if (transaction.currCode !== "VND") problems.push("transaction.currCode");
  if (!textOf(transaction.returnUrl).startsWith(`${siteUrl}/`)) problems.push("transaction.returnUrl is not under SITE_URL");
  if (!textOf(transaction.cancelUrl).startsWith(`${siteUrl}/`)) problems.push("transaction.cancelUrl is not under SITE_URL");
  const mcDate = textOf(transaction.mcDate);
  const nowInVietnam = Number(gmt7(new Date()));
  const minuteAgo = Number(gmt7(new Date(Date.now() - 60_000)));
  if (!/^\d{14}$/.test(mcDate) || !(Number(mcDate) >= minuteAgo && Number(mcDate) <= nowInVietnam)) problems.push(`transaction.mcDate ${mcDate} is not now in GMT+7 (${nowInVietnam})`);
  if (!/^[0-9a-fA-F.:]{3,45}$/.test(textOf(body.ipAddr))) problems.push("ipAddr");
  if (body.locale !== "vn" && body.locale !== "en") problems.push("locale");
  for (const name of ["forename", "surname", "mobile", "email"]) if (!/^[\x20-\x7e]*$/.test(textOf(customer[name]))) problems.push(`customerInfo.${name} must be ASCII`);
  return problems;
}

/** What the fake's instalment service answers an initiation: `00` opens VNPAY's page, anything else refuses. */
interface InstalmentAnswer {
  rspCode: string;
}

export interface FakeVnpay {
  url: string;
  /** Every instalment initiation received, as posted, with the problems found in it. */
  instalmentInits: Array<{ body: Json; problems: string[] }>;
  instalmentAnswer: InstalmentAnswer;
  /** Every `querydr` request received, as posted. */
  queries: Array<Record<string, string>>;
  /** Checksum problems of the requests received (empty when every request was signed as documented). */
  problems: string[];
  onRecord: Map<string, QueryRecord>;
  /** Every `refund` request received, as posted; the `vnp_ResponseCode` the fake answers next (00 = refunded). */
  refunds: Array<Record<string, string>>;
  refundResult: { responseCode: string };
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeVnpay(siteUrl: () => string): Promise<FakeVnpay> {
  const fake: Omit<FakeVnpay, "url" | "close"> = {
    queries: [],
    problems: [],
    onRecord: new Map(),
    refunds: [],
    refundResult: { responseCode: "00" },
    instalmentInits: [],
    instalmentAnswer: { rspCode: "00" },
  };
  let address = "";
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.vnpay");
    res.setHeader("content-type", "application/json");
    if (req.method === "GET" && url.pathname === "/paymentv2/vpcpay.html") {
      const problems = payRequestProblems(url, siteUrl());
      res.statusCode = problems.length ? 400 : 200;
      res.end(JSON.stringify({ problems, params: Object.fromEntries(url.searchParams) }));
      return;
    }
    if (req.method === "POST" && url.pathname === "/isp-svc/payment/init") {
      const body = JSON.parse(await bodyOf(req)) as Json;
      const problems = instalmentInitProblems(body, siteUrl());
      fake.instalmentInits.push({ body, problems });
      const code = problems.length ? "97" : fake.instalmentAnswer.rspCode;
      const ispTxnId = String(Date.now());
      res.end(
        JSON.stringify({
          rspCode: code,
          rspMsg: code === "00" ? "Success" : "Invalid request",
          data: code === "00" ? { ispTxnId, paymentUrl: `${address}/isp-svc/payment?ispTxnId=${ispTxnId}&orderReference=${textOf(objectAt(body, "order").orderReference)}` } : null,
        }),
      );
      return;
    }
    if (req.method === "GET" && url.pathname === "/isp-svc/payment") {
      // VNPAY's instalment page: the buyer picks the bank and term and types the card here.
      const init = fake.instalmentInits.find((entry) => objectAt(entry.body, "order").orderReference === url.searchParams.get("orderReference"));
      res.statusCode = init && init.problems.length === 0 ? 200 : 404;
      res.end(JSON.stringify({ init: init?.body ?? null }));
      return;
    }
    if (req.method === "POST" && url.pathname === "/merchant_webapi/api/transaction") {
      const body = JSON.parse(await bodyOf(req)) as Record<string, string>;
      if (body.vnp_Command === "refund") {
        fake.refunds.push(body);
        // The refund's checksum fields, in the order VNPAY's page (querydr&refund.html) joins them.
        const order = [
          "vnp_RequestId",
          "vnp_Version",
          "vnp_Command",
          "vnp_TmnCode",
          "vnp_TransactionType",
          "vnp_TxnRef",
          "vnp_Amount",
          "vnp_TransactionNo",
          "vnp_TransactionDate",
          "vnp_CreateBy",
          "vnp_CreateDate",
          "vnp_IpAddr",
          "vnp_OrderInfo",
        ];
        if (body.vnp_SecureHash !== hmac(order.map((name) => body[name] ?? "").join("|"))) fake.problems.push("refund checksum");
        if (body.vnp_Version !== "2.1.0" || body.vnp_TmnCode !== FAKE_TMN_CODE) fake.problems.push("refund fields");
        if (body.vnp_TransactionType !== "02" && body.vnp_TransactionType !== "03") fake.problems.push("refund vnp_TransactionType");
        if (!/^[A-Za-z0-9]{1,32}$/.test(body.vnp_RequestId ?? "")) fake.problems.push("refund vnp_RequestId");
        if (!/^[1-9]\d*00$/.test(body.vnp_Amount ?? "")) fake.problems.push("refund vnp_Amount");
        for (const name of ["vnp_TransactionDate", "vnp_CreateDate"]) if (!/^\d{14}$/.test(body[name] ?? "")) fake.problems.push(`refund ${name}`);
        if (!body.vnp_CreateBy || !body.vnp_IpAddr || !body.vnp_OrderInfo || !body.vnp_TransactionNo) fake.problems.push("refund required fields");
        const code = fake.refundResult.responseCode;
        const answer: Record<string, string> = {
          vnp_ResponseId: "F" + Date.now(),
          vnp_Command: "refund",
          vnp_ResponseCode: code,
          vnp_Message: code === "00" ? "Refund success" : "Giao dich khong du dieu kien hoan",
          vnp_TmnCode: FAKE_TMN_CODE,
          vnp_TxnRef: body.vnp_TxnRef ?? "",
          vnp_Amount: body.vnp_Amount ?? "",
          vnp_BankCode: "NCB",
          vnp_PayDate: gmt7(new Date()),
          vnp_TransactionNo: code === "00" ? "79990001" : "",
          vnp_TransactionType: body.vnp_TransactionType ?? "",
          vnp_TransactionStatus: code === "00" ? "05" : "",
          vnp_OrderInfo: body.vnp_OrderInfo ?? "",
        };
        answer.vnp_SecureHash = hmac(Object.values(answer).join("|"));
        res.end(JSON.stringify(answer));
        return;
      }
      fake.queries.push(body);
      const order = ["vnp_RequestId", "vnp_Version", "vnp_Command", "vnp_TmnCode", "vnp_TxnRef", "vnp_TransactionDate", "vnp_CreateDate", "vnp_IpAddr", "vnp_OrderInfo"];
      if (body.vnp_SecureHash !== hmac(order.map((name) => body[name] ?? "").join("|"))) fake.problems.push("querydr checksum");
      if (body.vnp_Command !== "querydr" || body.vnp_Version !== "2.1.0" || body.vnp_TmnCode !== FAKE_TMN_CODE) fake.problems.push("querydr fields");
      for (const name of ["vnp_TransactionDate", "vnp_CreateDate"]) if (!/^\d{14}$/.test(body[name] ?? "")) fake.problems.push(`querydr ${name}`);
      const known = fake.onRecord.get(body.vnp_TxnRef ?? "");
      const answer: Record<string, string> = {
        vnp_ResponseId: "R" + Date.now(),
        vnp_Command: "querydr",
        vnp_ResponseCode: known ? "00" : "91",
        vnp_Message: known ? "QueryDR Success" : "Not found",
        vnp_TmnCode: FAKE_TMN_CODE,
        vnp_TxnRef: body.vnp_TxnRef ?? "",
        vnp_Amount: known?.amount ?? "",
        vnp_BankCode: known ? "NCB" : "",
        vnp_PayDate: known ? gmt7(new Date()) : "",
        vnp_TransactionNo: known?.transactionNo ?? "",
        vnp_TransactionType: known ? "01" : "",
        vnp_TransactionStatus: known?.transactionStatus ?? "",
        vnp_OrderInfo: body.vnp_OrderInfo ?? "",
        vnp_PromotionCode: "",
        vnp_PromotionAmount: "",
      };
      const responseOrder = Object.keys(answer);
      answer.vnp_SecureHash = hmac(responseOrder.map((name) => answer[name]).join("|"));
      res.end(JSON.stringify(answer));
      return;
    }
    res.statusCode = 404;
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...fake,
    url: address,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as FakeVnpay;
}
