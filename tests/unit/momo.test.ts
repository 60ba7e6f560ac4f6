import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { momoRawSignature, momoSign, verifyMomoSignature } from "../../server/services/payments/momo-protocol";

const KEYS = { accessKey: "F8BBA842ECF85", secretKey: "K951B6PE1waDMi640xX08PD3vg6EkVlz" };

/** The raw signature strings as MoMo's pages print them (developers.momo.vn, decision 0057). */
describe("MoMo AIO v2 signatures", () => {
  it("signs captureWallet's create over the documented fields in their order, values as they are", () => {
    const fields = {
      partnerCode: "MOMO",
      requestId: "12M1R1",
      amount: 17_900_000,
      orderId: "12M1",
      orderInfo: "Thanh toan don hang 12",
      redirectUrl: "https://shop.example.vn/payments/momo/return",
      ipnUrl: "https://shop.example.vn/api/payments/momo/ipn",
      requestType: "captureWallet",
      extraData: "",
      lang: "vi",
    };
    const raw =
      "accessKey=F8BBA842ECF85&amount=17900000&extraData=&ipnUrl=https://shop.example.vn/api/payments/momo/ipn&orderId=12M1" +
      "&orderInfo=Thanh toan don hang 12&partnerCode=MOMO&redirectUrl=https://shop.example.vn/payments/momo/return&requestId=12M1R1&requestType=captureWallet";
    expect(momoRawSignature("create", KEYS.accessKey, fields)).toBe(raw);
    expect(momoSign(KEYS, "create", fields)).toBe(createHmac("sha256", KEYS.secretKey).update(raw).digest("hex"));
  });

  it("checks the IPN's signature (the documentation's example fields) in constant time, and refuses any change", () => {
    const ipn = {
      partnerCode: "MOMOIOLD20190129",
      orderId: "01234567890123451633504872421",
      requestId: "01234567890123451633504872421",
      amount: 1000,
      orderInfo: "Test Thue 1234556",
      orderType: "momo_wallet",
      transId: 2588659987,
      resultCode: 0,
      message: "Giao dịch thành công.",
      payType: "qr",
      responseTime: 1633504902954,
      extraData: "eyJyZXN1bHRfbmFtZXNwYWNlIjoidW1hcmtldCIsImVycm9yIjoiIiwic3RhdGUiOjZ9",
    };
    const raw =
      "accessKey=F8BBA842ECF85&amount=1000&extraData=eyJyZXN1bHRfbmFtZXNwYWNlIjoidW1hcmtldCIsImVycm9yIjoiIiwic3RhdGUiOjZ9&message=Giao dịch thành công." +
      "&orderId=01234567890123451633504872421&orderInfo=Test Thue 1234556&orderType=momo_wallet&partnerCode=MOMOIOLD20190129&payType=qr" +
      "&requestId=01234567890123451633504872421&responseTime=1633504902954&resultCode=0&transId=2588659987";
    const signature = createHmac("sha256", KEYS.secretKey).update(raw, "utf8").digest("hex");
    expect(verifyMomoSignature(KEYS, "result", { ...ipn, signature })).toBe(true);
    // The redirect carries the same fields as strings: the same signature.
    expect(verifyMomoSignature(KEYS, "result", Object.fromEntries(Object.entries({ ...ipn, signature }).map(([k, v]) => [k, String(v)])))).toBe(true);
    expect(verifyMomoSignature(KEYS, "result", { ...ipn, amount: 10000, signature })).toBe(false);
    expect(verifyMomoSignature({ ...KEYS, secretKey: "another" }, "result", { ...ipn, signature })).toBe(false);
    expect(verifyMomoSignature(KEYS, "result", { ...ipn, signature: "abc" })).toBe(false);
    expect(verifyMomoSignature(KEYS, "result", ipn)).toBe(false);
  });

  it("signs the query and the refund over their documented fields", () => {
    expect(momoRawSignature("query", "AK", { partnerCode: "P", requestId: "R", orderId: "O", lang: "vi" })).toBe("accessKey=AK&orderId=O&partnerCode=P&requestId=R");
    expect(momoRawSignature("refund", "AK", { partnerCode: "P", orderId: "O2", requestId: "R", amount: 5000, transId: 99, lang: "vi", description: "" })).toBe(
      "accessKey=AK&amount=5000&description=&orderId=O2&partnerCode=P&requestId=R&transId=99",
    );
  });
});
