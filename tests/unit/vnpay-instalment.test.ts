import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { VNPAY_INSTALMENT_MIN_TOTAL, instalmentAllowed } from "#common/payment";
import { instalmentPayUrl, vnpayInstalmentInitBody } from "../../server/services/payments/vnpay-protocol";

const SECRET = "TESTSECRETTESTSECRETTESTSECRET12";

const INIT = {
  reqId: "12Q0A1B2C3D4E5F",
  orderReference: "12IABCDEF0123",
  orderInfo: "Tra gop don hang 12",
  tmnCode: "DEMOV210",
  amount: 1_892_000_000,
  returnUrl: "https://shop.example.vn/payments/vnpay/return",
  cancelUrl: "https://shop.example.vn/orders/12?t=abc",
  mcDate: "20261129150000",
  ipAddr: "203.0.113.7",
  userAgent: "Mozilla/5.0",
  locale: "vn" as const,
  customer: { forename: "Ngoc", surname: "Tran Thi Bich", mobile: "0987654321", email: "ngoc@example.vn" },
};

describe("VNPAY instalments (decision 0061)", () => {
  it("are offered from the minimum total up, not below it", () => {
    expect(VNPAY_INSTALMENT_MIN_TOTAL).toBe(3_000_000);
    expect(instalmentAllowed(2_999_999)).toBe(false);
    expect(instalmentAllowed(3_000_000)).toBe(true);
    expect(instalmentAllowed(17_200_000)).toBe(true);
    expect(instalmentAllowed(Number.NaN)).toBe(false);
  });

  it("sign the initiation with HMAC-SHA512 over its fields joined with | in order, empty for the bank and term VNPAY's page asks", () => {
    const body = vnpayInstalmentInitBody(SECRET, INIT);
    const data = [
      INIT.reqId,
      INIT.orderReference,
      INIT.orderInfo,
      INIT.tmnCode,
      "", // issuerCode
      "", // scheme
      "", // recurringAmount
      "", // recurringFrequency
      "", // recurringNumberOfIsp
      "1892000000", // amount × 100
      "1892000000", // totalIspAmount
      "VND",
      "", // addData
      "", // identityCode
      "Ngoc",
      "Tran Thi Bich",
      "0987654321",
      "ngoc@example.vn",
      "", // address
      "", // city
      "VN",
      "203.0.113.7",
      "Mozilla/5.0",
      INIT.returnUrl,
      INIT.cancelUrl,
      "2.1.0",
      "vn",
      "20261129150000",
    ].join("|");
    expect(body.secureHash).toBe(createHmac("sha512", SECRET).update(data, "utf8").digest("hex"));
    expect(body).toMatchObject({
      reqId: INIT.reqId,
      version: "2.1.0",
      order: { orderReference: INIT.orderReference, orderInfo: INIT.orderInfo },
      transaction: { tmnCode: "DEMOV210", amount: 1_892_000_000, totalIspAmount: 1_892_000_000, currCode: "VND", mcDate: "20261129150000" },
      customerInfo: { country: "VN" },
    });
  });

  it("follow VNPAY's answer only to a page of the configured instalment service", () => {
    const service = "https://sandbox.vnpayment.vn/isp-svc";
    const page = "https://sandbox.vnpayment.vn/isp-svc/payment?ispTxnId=1";
    expect(instalmentPayUrl(service, { rspCode: "00", data: { paymentUrl: page } })).toBe(page);
    expect(instalmentPayUrl(service, { rspCode: "00", data: { paymentUrl: "https://evil.example/pay" } })).toBeNull();
    expect(instalmentPayUrl(service, { rspCode: "11", data: { paymentUrl: page } })).toBeNull();
    expect(instalmentPayUrl(service, { rspCode: "00" })).toBeNull();
    expect(instalmentPayUrl(service, "not json")).toBeNull();
  });
});
