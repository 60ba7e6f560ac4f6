import { describe, expect, it } from "vitest";
import { buildVietQrPayload, crc16CcittFalse, parseSubFields, parseVietQrPayload, transferNote } from "#common/vietqr";

const STATIC_EXAMPLE = "00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F";

describe("VietQR", () => {
  it("CRC-16/CCITT-FALSE matches the standard check value", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });

  it("reproduces the published static example, CRC AE9F", () => {
    expect(buildVietQrPayload({ bankBin: "970416", accountNumber: "257678859" })).toBe(STATIC_EXAMPLE);
    expect(crc16CcittFalse(STATIC_EXAMPLE.slice(0, -4))).toBe("AE9F");
  });

  it("reproduces the published dynamic example (10000 đ, 'Chuyen tien'), CRC 53E6", () => {
    const payload = buildVietQrPayload({ bankBin: "970416", accountNumber: "257678859", amount: 10000, note: "Chuyen tien" });
    expect(payload).toBe(
      "00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA530370454051000058" +
        "02VN62150811Chuyen tien630453E6",
    );
    expect(payload.slice(-4)).toBe("53E6");
  });

  it("an order payload decodes back to its amount and note", () => {
    const payload = buildVietQrPayload({ bankBin: "970436", accountNumber: "0011004455667", amount: 64_020_000, note: "Thanh toán đơn hàng DH123" });
    const fields = parseVietQrPayload(payload);
    expect(fields.get("01")).toBe("12");
    expect(fields.get("54")).toBe("64020000");
    expect(fields.get("53")).toBe("704");
    expect(fields.get("58")).toBe("VN");
    expect(parseSubFields(fields.get("62")!).get("08")).toBe("Thanh toan don hang DH123");
    const merchant = parseSubFields(fields.get("38")!);
    expect(merchant.get("00")).toBe("A000000727");
    expect(merchant.get("02")).toBe("QRIBFTTA");
    expect(parseSubFields(merchant.get("01")!).get("01")).toBe("0011004455667");
  });

  it("detects a corrupted payload", () => {
    expect(() => parseVietQrPayload(STATIC_EXAMPLE.replace("257678859", "257678858"))).toThrow(/CRC/);
  });

  it("rejects bad inputs", () => {
    expect(() => buildVietQrPayload({ bankBin: "97041", accountNumber: "1" })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ bankBin: "970416", accountNumber: "12 34" })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ bankBin: "970416", accountNumber: "1", amount: 10.5 })).toThrow(RangeError);
    expect(() => buildVietQrPayload({ bankBin: "970416", accountNumber: "1", amount: 0 })).toThrow(RangeError);
  });

  it("makes transfer notes plain ASCII and short", () => {
    expect(transferNote("Đơn hàng #12 – Nguyễn Văn An")).toBe("Don hang 12 Nguyen Van An");
    expect(transferNote("x".repeat(40))).toHaveLength(25);
  });
});
