import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, orderMoney } from "#common/order-desk";

describe("an order's money", () => {
  const order = { total: 1_000_000, status: "confirmed", paymentStatus: "unpaid", transfersReceived: 0, refunded: 0 };

  it("is unpaid, partial or paid by its transfers or its payment status", () => {
    expect(orderMoney(order)).toEqual({ amountPaid: 0, amountRefunded: 0, net: 0, standing: "unpaid" });
    expect(orderMoney({ ...order, transfersReceived: 400_000 }).standing).toBe("partial");
    expect(orderMoney({ ...order, paymentStatus: "paid" })).toMatchObject({ amountPaid: 1_000_000, standing: "paid" });
    expect(orderMoney({ ...order, paymentStatus: "paid", transfersReceived: 1_200_000 }).amountPaid).toBe(1_200_000);
  });

  it("nets refunds out, and a canceled order holding money is 'cần hoàn tiền' until refunded", () => {
    expect(orderMoney({ ...order, paymentStatus: "paid", refunded: 500_000 })).toMatchObject({ net: 500_000, standing: "partially-refunded" });
    expect(orderMoney({ ...order, paymentStatus: "refunded", refunded: 1_000_000 })).toMatchObject({ net: 0, standing: "refunded" });
    expect(orderMoney({ ...order, status: "canceled", transfersReceived: 1_000_000 }).standing).toBe("refund-due");
    // Marked refunded by hand before refunds were recorded: everything went back.
    expect(orderMoney({ ...order, status: "canceled", paymentStatus: "refunded", transfersReceived: 1_000_000 })).toMatchObject({ net: 0, standing: "refunded" });
  });
});

describe("the CSV export", () => {
  it("neutralises formulas and quotes what needs it; the document starts with a BOM", () => {
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell("+84 912")).toBe("'+84 912");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("Nguyễn, Văn An")).toBe('"Nguyễn, Văn An"');
    expect(csvDocument([["a", 1]])).toBe("\uFEFFa,1\r\n");
  });
});
