import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  parseVnpayDate,
  verifyVnpayQueryAnswer,
  verifyVnpaySignature,
  vnpayDate,
  vnpayPaymentUrl,
  vnpayQueryBody,
} from "../../server/services/payments/vnpay-protocol";

const SECRET = "TESTSECRETTESTSECRETTESTSECRET12";

/** The parameters of the example URL in VNPAY's integration guide (sandbox.vnpayment.vn/apis/docs/huong-dan-tich-hop/). */
const GUIDE_PARAMS = {
  vnp_Version: "2.1.0",
  vnp_Command: "pay",
  vnp_TmnCode: "DEMOV210",
  vnp_Amount: "1806000",
  vnp_CurrCode: "VND",
  vnp_TxnRef: "5",
  vnp_OrderInfo: "Thanh toan don hang :5",
  vnp_OrderType: "other",
  vnp_Locale: "vn",
  vnp_ReturnUrl: "https://domainmerchant.vn/ReturnUrl",
  vnp_IpAddr: "127.0.0.1",
  vnp_CreateDate: "20210801153333",
};

/** The guide's URL, as written there, up to `vnp_SecureHash`: sorted names, spaces as '+', the rest percent-encoded. */
const GUIDE_SIGNED_DATA =
  "vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn" +
  "&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl" +
  "&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0";

const expectedHash = (data: string) => createHmac("sha512", SECRET).update(data, "utf8").digest("hex");

describe("VNPAY's signing (payment API 2.1.0, HMAC-SHA512)", () => {
  it("signs the guide's example exactly as the guide's URL reads, hash last", () => {
    const url = vnpayPaymentUrl({ hashSecret: SECRET, paymentUrl: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html" }, GUIDE_PARAMS);
    expect(url).toBe(`https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?${GUIDE_SIGNED_DATA}&vnp_SecureHash=${expectedHash(GUIDE_SIGNED_DATA)}`);
    expect(expectedHash(GUIDE_SIGNED_DATA)).toHaveLength(128);
  });

  it("verifies what VNPAY signed in constant time: any case of hex, the hash type ignored; a changed value or key fails", () => {
    const query = { ...GUIDE_PARAMS, vnp_SecureHash: expectedHash(GUIDE_SIGNED_DATA).toUpperCase(), vnp_SecureHashType: "HmacSHA512" };
    expect(verifyVnpaySignature(SECRET, query)).toBe(true);
    expect(verifyVnpaySignature(SECRET, { ...query, vnp_Amount: "1806100" })).toBe(false);
    expect(verifyVnpaySignature("ANOTHERSECRETANOTHERSECRET123456", query)).toBe(false);
    expect(verifyVnpaySignature(SECRET, { ...query, vnp_SecureHash: "abc" })).toBe(false);
    expect(verifyVnpaySignature(SECRET, { ...GUIDE_PARAMS })).toBe(false);
  });

  it("writes dates as yyyyMMddHHmmss in GMT+7 and reads them back", () => {
    const moment = new Date("2021-08-01T08:33:33Z");
    expect(vnpayDate(moment)).toBe("20210801153333");
    expect(vnpayDate(new Date("2026-11-29T20:15:00Z"))).toBe("20261130031500");
    expect(parseVnpayDate("20210801153333")?.toISOString()).toBe(moment.toISOString());
    expect(parseVnpayDate("2021-08-01")).toBeNull();
  });

  it("signs querydr over its fields joined with '|' in the documented order, and checks the answer's checksum", () => {
    const fields = {
      vnp_RequestId: "REQ1",
      vnp_Version: "2.1.0",
      vnp_Command: "querydr",
      vnp_TmnCode: "DEMOV210",
      vnp_TxnRef: "5",
      vnp_TransactionDate: "20210801153333",
      vnp_CreateDate: "20210801160000",
      vnp_IpAddr: "127.0.0.1",
      vnp_OrderInfo: "Truy van giao dich 5",
    };
    const body = vnpayQueryBody(SECRET, fields);
    expect(body.vnp_SecureHash).toBe(expectedHash("REQ1|2.1.0|querydr|DEMOV210|5|20210801153333|20210801160000|127.0.0.1|Truy van giao dich 5"));

    const answer = {
      vnp_ResponseId: "R1",
      vnp_Command: "querydr",
      vnp_ResponseCode: "00",
      vnp_Message: "QueryDR Success",
      vnp_TmnCode: "DEMOV210",
      vnp_TxnRef: "5",
      vnp_Amount: "1806000",
      vnp_BankCode: "NCB",
      vnp_PayDate: "20210801153500",
      vnp_TransactionNo: "14226112",
      vnp_TransactionType: "01",
      vnp_TransactionStatus: "00",
      vnp_OrderInfo: "Thanh toan don hang 5",
    };
    const data = "R1|querydr|00|QueryDR Success|DEMOV210|5|1806000|NCB|20210801153500|14226112|01|00|Thanh toan don hang 5||";
    expect(verifyVnpayQueryAnswer(SECRET, { ...answer, vnp_SecureHash: expectedHash(data) })).toBe(true);
    expect(verifyVnpayQueryAnswer(SECRET, { ...answer, vnp_TransactionStatus: "02", vnp_SecureHash: expectedHash(data) })).toBe(false);
  });
});
