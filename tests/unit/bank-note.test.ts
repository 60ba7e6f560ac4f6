import { describe, expect, it } from "vitest";
import { compactNote, orderNumberInNote, sameTransferRecord } from "#common/bank-note";
import { balanceText, orderBalance } from "#common/bank-transfers";
import { orderTransferNote } from "#common/payment";
import { buildVietQrPayload, parseSubFields, parseVietQrPayload } from "#common/vietqr";

describe("the order number in a transfer note", () => {
  it.each([
    ["Thanh toan don hang 42", 42],
    ["THANH TOAN DON HANG 42", 42],
    ["thanh toan don hang 42", 42],
    ["Thanh toán đơn hàng 42", 42],
    ["ĐƠN HÀNG 42", 42],
    ["thanhtoandonhang42", 42],
    ["THANHTOANDONHANG 42", 42],
    ["TT DON HANG 42", 42],
    ["TTDONHANG42", 42],
    ["Don hang so 42", 42],
    ["Đơn hàng số 42", 42],
    ["don hang #42", 42],
    ["DON.HANG.42", 42],
    ["DON-HANG-42", 42],
    ["Thanh toan don hang 0042", 42],
    ["MBVCB.3278907687.THANH TOAN DON HANG 42.CT tu 0011223344 NGUYEN VAN A toi 0011004455667 CONG TY MAY PHA", 42],
    ["MBVCB.123.THANH TOAN DON HANG 42.CT TU 0123456789", 42],
    ["IBFT THANH TOAN DON HANG 42 FT26130123456789", 42],
    ["THANH TOAN DON HANG 42-NGUYEN VAN A-0912345678", 42],
    ["THANH TOAN DON HANG 42CT TU 0123", 42],
    ["NGUYEN VAN A chuyen tien THANH TOAN DON HANG 42 GD 123456-051026 09:15:00", 42],
    ["Thanh toan don hang 12345", 12345],
    ["Don hang 1234567", 1_234_567],
    ["THANH TOAN DON HANG 42 THANH TOAN DON HANG 42", 42],
  ])("%s → %s", (note, expected) => {
    expect(orderNumberInNote(note)).toBe(expected);
  });

  it.each([
    [""],
    ["Chuyen tien 42"],
    ["42"],
    ["MBVCB.3278907687.CT tu 0011223344 NGUYEN VAN A"],
    ["MBVCB.123.THANH TOAN.CT TU 0123456789"],
    ["THANH TOAN DON HANG"],
    ["THANH TOAN DON HANG CHO ANH BINH 0912345678"],
    ["LONDON HANG 42"],
    ["HOA DON 42"],
    ["HANG 42"],
    ["DH42"],
    ["THANH TOAN DON HANG 0"],
    ["THANH TOAN DON HANG 12345678901"],
    ["THANH TOAN DON HANG 99999999999"],
    ["THANH TOAN DON HANG 3000000000"],
    ["THANH TOAN DON HANG 42 VA DON HANG 43"],
  ])("%s names no order", (note) => {
    expect(orderNumberInNote(note)).toBeNull();
  });

  it("reads every text it is given; two different orders across them is ambiguous", () => {
    expect(orderNumberInNote("", null, undefined, "BankAPINotify THANH TOAN DON HANG 7")).toBe(7);
    expect(orderNumberInNote("THANH TOAN DON HANG 7", "THANH TOAN DON HANG 7")).toBe(7);
    expect(orderNumberInNote("THANH TOAN DON HANG 7", "THANH TOAN DON HANG 8")).toBeNull();
  });

  it("every order's own note, as the QR code carries it, names that order", () => {
    for (const id of [1, 42, 99_999, 100_000, 123_456, 2_147_483_647]) {
      const note = orderTransferNote(id);
      const payload = buildVietQrPayload({ bankBin: "970436", accountNumber: "0011004455667", amount: 1_000, note });
      const carried = parseSubFields(parseVietQrPayload(payload).get("62")!).get("08")!;
      expect(carried).toBe(note);
      expect(orderNumberInNote(carried)).toBe(id);
      expect(orderNumberInNote(`MBVCB.1.${carried.toUpperCase()}.CT tu 0123`)).toBe(id);
    }
    expect(orderTransferNote(42)).toBe("Thanh toan don hang 42");
    expect(orderTransferNote(123_456)).toBe("Don hang 123456");
  });
});

describe("two records of one transfer", () => {
  it("agree by reference (with or without the bank's prefix), else by order or note", () => {
    expect(sameTransferRecord({ note: "x", reference: "MBVCB.3278907687" }, { note: "y", reference: "3278907687" })).toBe(true);
    expect(sameTransferRecord({ note: "DON HANG 4", reference: "FT111111" }, { note: "DON HANG 4", reference: "FT222222" })).toBe(false);
    expect(sameTransferRecord({ note: "MBVCB.1.THANH TOAN DON HANG 4.CT", reference: null }, { note: "thanh toan don hang 4", reference: "9" })).toBe(true);
    expect(sameTransferRecord({ note: "Chuyển tiền mua máy", reference: null }, { note: "CHUYEN TIEN MUA MAY", reference: null })).toBe(true);
    expect(sameTransferRecord({ note: "CHUYEN TIEN", reference: null }, { note: "CHUYEN TIEN MUA MAY", reference: null })).toBe(false);
    expect(sameTransferRecord({ note: "", reference: null }, { note: "", reference: null })).toBe(false);
    expect(compactNote("Thanh toán đơn-hàng 42")).toBe("THANHTOANDONHANG42");
  });
});

describe("an order's balance", () => {
  it("is partial, matched or over, with the difference staff read", () => {
    expect(orderBalance(1_000_000, 400_000)).toEqual({ received: 400_000, total: 1_000_000, status: "partial", difference: 600_000 });
    expect(orderBalance(1_000_000, 1_000_000)).toMatchObject({ status: "matched", difference: 0 });
    expect(orderBalance(1_000_000, 1_020_000)).toMatchObject({ status: "over", difference: 20_000 });
    expect(balanceText(orderBalance(1_000_000, 400_000))).toBe("thiếu 600.000đ");
    expect(balanceText(orderBalance(1_000_000, 1_020_000))).toBe("thừa 20.000đ");
    expect(balanceText(orderBalance(1_000_000, 1_000_000))).toBe("đủ");
  });
});
