import { describe, expect, it } from "vitest";
import { addDays, dealerLedger, dealerUnitPrice, overLimitMessage, regionOfProvince, statementOf } from "#common/dealers";

describe("the dealer price rule", () => {
  const tier = { discountPercent: 12.5, prices: new Map([[7, 1_000_000]]) };
  it("takes the tier's fixed price, else list less the discount rounded to the dong; no tier: list", () => {
    expect(dealerUnitPrice(5_000_000, 7, tier)).toBe(1_000_000);
    expect(dealerUnitPrice(17_200_001, 3, tier)).toBe(Math.round(17_200_001 * 0.875));
    expect(dealerUnitPrice(999, 3, { discountPercent: 33.33, prices: {} })).toBe(666);
    expect(dealerUnitPrice(5_000_000, 3, null)).toBe(5_000_000);
  });
});

describe("the dealer ledger", () => {
  const orders = [
    { id: 1, amount: 1_000_000, dueOn: "2026-11-01", createdAt: "2026-10-02T00:00:00Z" },
    { id: 2, amount: 2_000_000, dueOn: "2026-12-01", createdAt: "2026-11-01T00:00:00Z" },
  ];
  it("balance = orders − payments; payments settle what falls due first; overdue = the uncovered past-due part", () => {
    expect(dealerLedger(orders, 0, "2026-11-29")).toMatchObject({ balance: 3_000_000, overdue: 1_000_000 });
    const partly = dealerLedger(orders, 400_000, "2026-11-29");
    expect(partly).toMatchObject({ balance: 2_600_000, overdue: 600_000 });
    const paidFirst = dealerLedger(orders, 1_000_000, "2026-11-29");
    expect(paidFirst.overdue).toBe(0);
    expect(paidFirst.orders.map((order) => order.paid)).toEqual([true, false]);
    expect(dealerLedger(orders, 0, "2026-11-01").overdue).toBe(0);
    expect(dealerLedger([], 500, "2026-11-01").balance).toBe(-500);
  });

  it("names the amounts when an order passes the limit", () => {
    expect(overLimitMessage(120_000_000, 30_000_000)).toBe("Đơn hàng 120.000.000đ vượt hạn mức công nợ: còn được nợ 30.000.000đ.");
    expect(overLimitMessage(1, -5)).toContain("còn được nợ 0đ");
    expect(addDays("2026-11-29", 30)).toBe("2026-12-29");
  });
});

describe("the monthly statement", () => {
  it("brings the balance forward, runs it through the month, and carries it forward", () => {
    const statement = statementOf(
      [
        { day: "2026-10-20", kind: "order", reference: "Đơn #1", amount: 1_000 },
        { day: "2026-11-05", kind: "payment", reference: "CK", amount: 400 },
        { day: "2026-11-03", kind: "order", reference: "Đơn #2", amount: 2_000 },
        { day: "2026-11-04", kind: "refund", reference: "Hoàn #2", amount: 100 },
        { day: "2026-12-01", kind: "order", reference: "Đơn #3", amount: 9_000 },
      ],
      "2026-11",
      { id: 1, name: "Đại lý" },
    );
    expect(statement.opening).toBe(1_000);
    expect(statement.entries.map((entry) => entry.balance)).toEqual([3_000, 2_900, 2_500]);
    expect(statement).toMatchObject({ debits: 2_000, credits: 500, closing: 2_500 });
  });
});

describe("the network's regions", () => {
  it("a province's region by its code: the north to Ninh Bình, the centre to Lâm Đồng, the south after", () => {
    expect(["01", "04", "37"].map(regionOfProvince)).toEqual(["north", "north", "north"]);
    expect(["38", "48", "68"].map(regionOfProvince)).toEqual(["central", "central", "central"]);
    expect(["75", "79", "92", "96"].map(regionOfProvince)).toEqual(["south", "south", "south", "south"]);
  });
});
