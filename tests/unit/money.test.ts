import { describe, expect, it } from "vitest";
import { centsFromDecimal, computeTotals, decimalFromDong, dongFromDecimal, effectiveUnitPrice, formatVnd } from "#common/money";

describe("formatVnd", () => {
  it("groups thousands with dots and appends đ", () => {
    expect(formatVnd(17_200_000)).toBe("17.200.000đ");
    expect(formatVnd(32_800_000)).toBe("32.800.000đ");
    expect(formatVnd(0)).toBe("0đ");
    expect(formatVnd(999)).toBe("999đ");
  });
  it("never shows decimals", () => {
    expect(formatVnd(1234.6)).toBe("1.235đ");
  });
});

describe("dongFromDecimal / decimalFromDong", () => {
  it("round-trips numeric column values", () => {
    expect(dongFromDecimal("17200000.00")).toBe(17_200_000);
    expect(dongFromDecimal("19300000")).toBe(19_300_000);
    expect(dongFromDecimal("10.50")).toBe(11);
    expect(decimalFromDong(23_800_000)).toBe("23800000.00");
  });
  it("rejects garbage and fractional dong", () => {
    expect(() => dongFromDecimal("12abc")).toThrow(TypeError);
    expect(() => dongFromDecimal("")).toThrow(TypeError);
    expect(() => decimalFromDong(1.5)).toThrow(RangeError);
  });
});

describe("centsFromDecimal", () => {
  it("reads a client total as text or number in exact hundredths of a dong", () => {
    expect(centsFromDecimal("41580000")).toBe(4_158_000_000);
    expect(centsFromDecimal("41580000.00")).toBe(4_158_000_000);
    expect(centsFromDecimal(" 21229998.99 ")).toBe(2_122_999_899);
    expect(centsFromDecimal("10.5")).toBe(1050);
    expect(centsFromDecimal(21230000.000000004)).toBe(2_123_000_000);
    expect(centsFromDecimal("-10.50")).toBe(-1050);
    expect(centsFromDecimal("9999999999999.99")).toBe(999_999_999_999_999);
  });
  it("rejects what is not a plain decimal", () => {
    for (const bad of ["", "1e6", "12abc", ".5", "1.", "1,5", "--1"]) expect(() => centsFromDecimal(bad), bad).toThrow(TypeError);
    expect(() => centsFromDecimal(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
  it("rounds to whole dong only in dongFromDecimal, half up", () => {
    expect(dongFromDecimal("10.49")).toBe(10);
    expect(dongFromDecimal("10.50")).toBe(11);
    expect(dongFromDecimal("-10.50")).toBe(-10);
    expect(dongFromDecimal(1234.567)).toBe(1235);
  });
});

describe("computeTotals", () => {
  it("uses integer dong and 10 % tax", () => {
    const totals = computeTotals([
      { unitPrice: 17_200_000, quantity: 2 },
      { unitPrice: 23_800_000, quantity: 1 },
    ]);
    expect(totals).toEqual({ subtotal: 58_200_000, shipping: 0, tax: 5_820_000, total: 64_020_000 });
  });
  it("rounds tax to the dong", () => {
    expect(computeTotals([{ unitPrice: 15, quantity: 1 }])).toEqual({ subtotal: 15, shipping: 0, tax: 2, total: 17 });
  });
  it("is zero for an empty cart", () => {
    expect(computeTotals([]).total).toBe(0);
  });
  it("prefers the discount price", () => {
    expect(effectiveUnitPrice({ price: 100, discountPrice: 80 })).toBe(80);
    expect(effectiveUnitPrice({ price: 100, discountPrice: null })).toBe(100);
  });
});
