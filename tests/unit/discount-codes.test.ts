import { describe, expect, it } from "vitest";
import { discountAmount, normalizeDiscountCode } from "#common/discount-codes";
import { computeTotals, discountedTotals } from "#common/money";
import { DiscountCodeInputSchema } from "#common/schemas/discount-codes";
import { stockColumns } from "#common/stock";

const lines = [
  { productId: 1, lineTotal: 17_200_000 },
  { productId: 4, lineTotal: 21_900_000 },
];

describe("discount codes", () => {
  it("takes a percentage or an amount off the covered lines only, never more than they cost", () => {
    expect(discountAmount({ kind: "percent", value: 10, productIds: [] }, lines)).toBe(3_910_000);
    expect(discountAmount({ kind: "percent", value: 10, productIds: [4] }, lines)).toBe(2_190_000);
    expect(discountAmount({ kind: "amount", value: 500_000, productIds: [1] }, lines)).toBe(500_000);
    expect(discountAmount({ kind: "amount", value: 99_000_000, productIds: [1] }, lines)).toBe(17_200_000);
    expect(discountAmount({ kind: "percent", value: 50, productIds: [9] }, lines)).toBe(0);
    expect(discountAmount({ kind: "percent", value: 33, productIds: [] }, [{ productId: 1, lineTotal: 1_001 }])).toBe(330);
  });

  it("comes off the subtotal before the 10 % VAT", () => {
    const totals = computeTotals([{ unitPrice: 17_200_000, quantity: 1 }]);
    expect(discountedTotals(totals, 1_720_000)).toEqual({ subtotal: 17_200_000, discount: 1_720_000, shipping: 0, tax: 1_548_000, total: 17_028_000 });
    expect(discountedTotals(totals, 0)).toMatchObject({ tax: totals.tax, total: totals.total });
  });

  it("stores codes in capitals and checks the rule's fields", () => {
    expect(normalizeDiscountCode(" tet2027 ")).toBe("TET2027");
    expect(DiscountCodeInputSchema.parse({ code: "tet-2027", kind: "amount", value: 200_000, endsAt: "2027-02-10" })).toMatchObject({
      code: "TET-2027",
      minOrder: null,
      maxUses: null,
      productIds: [],
      endsAt: new Date("2027-02-10T00:00:00+07:00"),
    });
    expect(DiscountCodeInputSchema.safeParse({ code: "mã giảm", kind: "percent", value: 10 }).success).toBe(false);
    expect(DiscountCodeInputSchema.safeParse({ code: "X", kind: "percent", value: 101 }).success).toBe(false);
    expect(DiscountCodeInputSchema.safeParse({ code: "X", kind: "percent", value: 5, startsAt: "2027-01-02", endsAt: "2027-01-01" }).success).toBe(false);
  });
});

describe("one way to say stock", () => {
  it("follows the count when counted, the flag only when not", () => {
    expect(stockColumns({ inStock: false, stockQuantity: 3 })).toEqual({ inStock: true, stockQuantity: 3 });
    expect(stockColumns({ inStock: true, stockQuantity: 0 })).toEqual({ inStock: false, stockQuantity: 0 });
    expect(stockColumns({ inStock: false, stockQuantity: null })).toEqual({ inStock: false, stockQuantity: null });
  });
});
