import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { verifyWebhookCredentials } from "../../server/http/webhook-auth";
import { sepayNotification } from "../../server/services/payments/sepay-notification";

const SECRET = "0123456789abcdef-secret";
const BODY = Buffer.from('{"id":92704,"transferAmount":2277000}');
const NOW = 1_780_000_000;
const hmac = (text: string, secret = SECRET) => createHmac("sha256", secret).update(text).digest("hex");

describe("bank webhook credentials", () => {
  it("accepts `Authorization: Apikey <secret>` (scheme in any case) and nothing close to it", () => {
    expect(verifyWebhookCredentials({ authorization: `Apikey ${SECRET}` }, BODY, SECRET)).toBe(true);
    expect(verifyWebhookCredentials({ authorization: `apikey   ${SECRET}` }, BODY, SECRET)).toBe(true);
    for (const authorization of [undefined, "", "Apikey", `Apikey ${SECRET}0`, `Apikey ${SECRET.slice(0, -1)}`, `Bearer ${SECRET}`, SECRET]) {
      expect(verifyWebhookCredentials({ authorization }, BODY, SECRET), String(authorization)).toBe(false);
    }
  });

  it("accepts an HMAC-SHA256 of the raw body, or of `{timestamp}.{body}` within five minutes", () => {
    expect(verifyWebhookCredentials({ signature: hmac(BODY.toString()) }, BODY, SECRET, NOW)).toBe(true);
    expect(verifyWebhookCredentials({ signature: `sha256=${hmac(BODY.toString()).toUpperCase()}` }, BODY, SECRET, NOW)).toBe(true);
    const signed = hmac(`${NOW - 60}.${BODY}`);
    expect(verifyWebhookCredentials({ signature: `sha256=${signed}`, timestamp: String(NOW - 60) }, BODY, SECRET, NOW)).toBe(true);

    expect(verifyWebhookCredentials({ signature: `sha256=${signed}`, timestamp: String(NOW - 61) }, BODY, SECRET, NOW)).toBe(false);
    const old = hmac(`${NOW - 301}.${BODY}`);
    expect(verifyWebhookCredentials({ signature: old, timestamp: String(NOW - 301) }, BODY, SECRET, NOW)).toBe(false);
    expect(verifyWebhookCredentials({ signature: hmac(BODY.toString(), "another secret") }, BODY, SECRET, NOW)).toBe(false);
    expect(verifyWebhookCredentials({ signature: hmac(`${BODY} `) }, BODY, SECRET, NOW)).toBe(false);
    expect(verifyWebhookCredentials({ signature: "sha256=abc" }, BODY, SECRET, NOW)).toBe(false);
    expect(verifyWebhookCredentials({ signature: signed, timestamp: "soon" }, BODY, SECRET, NOW)).toBe(false);
  });
});

describe("SePay notification adapter", () => {
  const body = {
    id: 92704,
    gateway: "Vietcombank",
    transactionDate: "2023-03-25 14:02:37",
    accountNumber: "0123499999",
    code: null,
    content: "THANH TOAN DON HANG 42",
    transferType: "in",
    transferAmount: 2277000,
    accumulated: 19077000,
    subAccount: "VQR123",
    referenceCode: "MBVCB.3278907687",
    description: "BankAPINotify THANH TOAN DON HANG 42",
  };

  it("turns SePay's body into a provider-neutral transfer (Vietnam time)", () => {
    expect(sepayNotification.parse(body)).toEqual({
      provider: "sepay",
      transactionId: "92704",
      direction: "in",
      accountNumbers: ["0123499999", "VQR123"],
      amount: 2_277_000,
      note: "THANH TOAN DON HANG 42",
      description: "BankAPINotify THANH TOAN DON HANG 42",
      transactedAt: new Date("2023-03-25T07:02:37.000Z"),
      bankReference: "MBVCB.3278907687",
      gateway: "Vietcombank",
      raw: body,
    });
  });

  it("accepts the optional fields missing or null", () => {
    const { gateway, code, accumulated, subAccount, referenceCode, description, ...required } = body;
    expect(sepayNotification.parse({ ...required, content: null })).toMatchObject({ note: "", bankReference: null, gateway: null, accountNumbers: ["0123499999"] });
    void [gateway, code, accumulated, subAccount, referenceCode, description];
  });

  it("refuses malformed bodies", () => {
    for (const bad of [null, [], "x", { ...body, id: -1 }, { ...body, transferAmount: "2277000" }, { ...body, transferType: "IN" }, { ...body, transactionDate: "25/03/2023" + "x" }, { ...body, accountNumber: "" }]) {
      expect(() => sepayNotification.parse(bad), JSON.stringify(bad)).toThrow(ZodError);
    }
  });
});
