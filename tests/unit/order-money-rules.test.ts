import { describe, expect, it } from "vitest";
import { amountDue, collectionDeadline, isCollectionOverdue, orderPayment } from "#common/amount-due";
import { csvDateTime, csvFileName } from "#common/csv";
import { computeTotals } from "#common/money";
import { linesCell, printableOrder } from "#common/order-document";

const line = (productId: number, name: string, price: number, quantity: number) => ({ productId, name, price, quantity, image: "", lineTotal: price * quantity });

describe("the printable order (decision 0051)", () => {
  // Issue 42's figures: 62.415.000 of machines, a 4.500.000 fee, VAT 6.691.500 on both, total 73.606.500.
  const items = [line(1, "LT-150", 17_200_000, 2), line(2, "LS-200", 28_015_000, 1)];
  const totals = computeTotals(items.map((item) => ({ unitPrice: item.price, quantity: item.quantity })), 4_500_000);

  it("prints a quote's installation fee as a line, and its lines, VAT and total add up", () => {
    expect(totals).toMatchObject({ subtotal: 62_415_000, tax: 6_691_500, total: 73_606_500 });
    const printed = printableOrder({ items, installationFee: 4_500_000, discount: 0, discountCode: null, tax: totals.tax, total: totals.total });
    expect(printed.lines.at(-1)).toEqual({ kind: "installation-fee", productId: null, name: "Phí giao hàng và lắp đặt", unit: "Lần", quantity: 1, unitPrice: 4_500_000, amount: 4_500_000 });
    expect(printed.subtotal).toBe(66_915_000);
    expect(printed.subtotal + printed.vat).toBe(printed.total);
    expect(printed.freeShipping).toBe(false);
    expect(printed.figures.map((figure) => `${figure.label}: ${figure.text}`)).toEqual([
      "Tạm tính: 66.915.000đ",
      "Thuế VAT (10%): 6.691.500đ",
      "Tổng cộng: 73.606.500đ",
    ]);
    expect(linesCell(printed)).toBe("2 × LT-150; 1 × LS-200; 1 × Phí giao hàng và lắp đặt");
  });

  it("keeps free shipping and the discount line on an order without a fee", () => {
    const printed = printableOrder({ items: [line(1, "LT-150", 1_000_000, 1)], installationFee: 0, discount: 100_000, discountCode: "SALE10", tax: 90_000, total: 990_000 });
    expect(printed.figures.map((figure) => `${figure.label}: ${figure.text}`)).toEqual([
      "Tạm tính: 1.000.000đ",
      "Giảm giá (SALE10): -100.000đ",
      "Phí vận chuyển: Miễn phí",
      "Thuế VAT (10%): 90.000đ",
      "Tổng cộng: 990.000đ",
    ]);
    expect(printed.subtotal - printed.discount + printed.vat).toBe(printed.total);
  });
});

describe("money still to collect (decision 0051)", () => {
  const order = { total: 1000, status: "confirmed", amountPaid: 0, amountRefunded: 0 };

  it("is the total less what came in plus what went back, never below 0, and nothing on a canceled order", () => {
    expect(amountDue(order)).toBe(1000);
    expect(amountDue({ ...order, amountPaid: 400 })).toBe(600);
    expect(amountDue({ ...order, amountPaid: 1000, amountRefunded: 300 })).toBe(300);
    expect(amountDue({ ...order, amountPaid: 1200 })).toBe(0);
    expect(amountDue({ ...order, status: "canceled", amountPaid: 400 })).toBe(0);
  });

  it("asks for the deposit first, then nothing until the order is on its way, then the rest", () => {
    expect(orderPayment({ ...order, deposit: 300 })).toEqual({ deposit: 300, depositPaid: false, amountPaid: 0, amountRefunded: 0, amountDue: 1000, payNow: 300, restOnDelivery: false });
    expect(orderPayment({ ...order, deposit: 300, amountPaid: 100 })).toMatchObject({ depositPaid: false, payNow: 200 });
    expect(orderPayment({ ...order, deposit: 300, amountPaid: 300 })).toMatchObject({ depositPaid: true, amountDue: 700, payNow: 0, restOnDelivery: true });
    expect(orderPayment({ ...order, status: "shipping", deposit: 300, amountPaid: 300 })).toMatchObject({ payNow: 700, restOnDelivery: false });
    expect(orderPayment({ ...order, deposit: 0 })).toMatchObject({ payNow: 1000, restOnDelivery: false });
    expect(orderPayment({ ...order, status: "canceled", deposit: 300 })).toMatchObject({ amountDue: 0, payNow: 0 });
  });

  it("is overdue a day after delivery with a deposit, a week after without, never before delivery", () => {
    const deliveredAt = new Date("2026-11-20T03:00:00Z");
    const due = { ...order, status: "completed", amountPaid: 300 };
    expect(collectionDeadline({ deposit: 300, deliveredAt })).toEqual(new Date("2026-11-21T03:00:00Z"));
    expect(collectionDeadline({ deposit: 0, deliveredAt })).toEqual(new Date("2026-11-27T03:00:00Z"));
    expect(isCollectionOverdue({ ...due, deposit: 300, deliveredAt }, new Date("2026-11-21T02:59:00Z"))).toBe(false);
    expect(isCollectionOverdue({ ...due, deposit: 300, deliveredAt }, new Date("2026-11-21T03:00:00Z"))).toBe(true);
    expect(isCollectionOverdue({ ...due, deposit: 0, deliveredAt }, new Date("2026-11-25T00:00:00Z"))).toBe(false);
    expect(isCollectionOverdue({ ...due, deposit: 0, deliveredAt: null }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
    expect(isCollectionOverdue({ ...due, amountPaid: 1000, deposit: 0, deliveredAt }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("export dates (issue 42)", () => {
  it("writes dates day first in Vietnam's time, and names the file by Vietnam's day", () => {
    expect(csvDateTime(new Date("2026-11-29T20:05:00Z"))).toBe("30/11/2026 03:05");
    expect(csvDateTime("2026-01-02T01:00:00Z")).toBe("02/01/2026 08:00");
    expect(csvFileName("don-hang", new Date("2026-11-29T20:00:00Z"))).toBe("don-hang-2026-11-30.csv");
    expect(csvFileName("don-hang", new Date("2026-11-29T16:59:59Z"))).toBe("don-hang-2026-11-29.csv");
  });
});
