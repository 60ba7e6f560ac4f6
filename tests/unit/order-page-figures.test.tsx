import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { orderPayment } from "#common/amount-due";
import { computeTotals } from "#common/money";
import type { OrderView } from "#common/order-view";
import { orderTexts } from "#common/page-texts/order";
import { DEFAULT_SITE_INFO, type SellerDetails } from "#common/site-info";
import OrderPage from "../../app/routes/order";

/** The buyer's order page as the server renders it: a quote's fee is a line, and the figures add up (issue 42). */

const items = [
  { productId: 1, name: "Máy pha trà LT-150", price: 17_200_000, quantity: 2, image: "/p/1.webp", lineTotal: 34_400_000 },
  { productId: 2, name: "Máy pha trà LS-200", price: 28_015_000, quantity: 1, image: "/p/2.webp", lineTotal: 28_015_000 },
];
const totals = computeTotals(items.map((line) => ({ unitPrice: line.price, quantity: line.quantity })), 4_500_000);
const address = { fullName: "Trần Thị Bình", email: "binh@example.vn", phone: "0912345678", address: "25 Lê Lợi", city: "TP. Hồ Chí Minh", state: "Phường Sài Gòn", provinceCode: "79", wardCode: "26734" };
const order: OrderView = {
  termsAccepted: null,
  id: 77,
  status: "confirmed",
  statusLabel: "Đã xác nhận",
  address,
  shipTo: [address],
  items,
  ...totals,
  paymentMethod: "bank_transfer",
  paymentStatus: "unpaid",
  discount: 0,
  discountCode: null,
  createdAt: new Date("2026-11-29T03:00:00Z"),
  updatedAt: new Date("2026-11-29T03:00:00Z"),
  invoice: null,
  deposit: 22_081_950,
  installationFee: 4_500_000,
  quoteId: 5,
  einvoice: null,
};

function render(payment: ReturnType<typeof orderPayment>, seller: SellerDetails | null = null): string {
  // The loader sends the page's texts in the visitor's language (Vietnamese here).
  const data = { order, bankTransfer: null, notes: [], payment, language: "vi", texts: orderTexts.vi };
  const root = { site: { ...DEFAULT_SITE_INFO, seller } };
  const Stub = createRoutesStub([
    { path: "/", id: "root", Component: Outlet, loader: () => root, children: [{ path: "orders/:id", id: "order", Component: OrderPage as never, loader: () => data }] },
  ]);
  return renderToString(<Stub initialEntries={["/orders/77"]} hydrationData={{ loaderData: { root, order: data } }} />);
}

const valueOf = (html: string, testId: string) => Number(new RegExp(`data-testid="${testId}"[^>]*>([^<]+)<`).exec(html)![1]!.replace(/\D/g, ""));

describe("the buyer's order page", () => {
  it("lists the installation fee as a line and prints figures that add up to the total, without 'free shipping'", () => {
    const html = render(orderPayment({ ...order, amountPaid: 0, amountRefunded: 0 }));
    expect(html).toMatch(/data-testid="installation-fee-line".*?Phí giao hàng và lắp đặt<\/span><span class="tabular-nums">4\.500\.000đ</);
    expect(valueOf(html, "summary-subtotal")).toBe(66_915_000);
    expect(valueOf(html, "summary-subtotal") + valueOf(html, "summary-tax")).toBe(valueOf(html, "summary-total"));
    expect(valueOf(html, "summary-total")).toBe(73_606_500);
    expect(html).not.toMatch(/>Miễn phí<\/dd>/);
  });

  it("says 'Đã đặt cọc' in the header with what is left and that it is paid on delivery", () => {
    const html = render(orderPayment({ ...order, amountPaid: order.deposit, amountRefunded: 0 }));
    expect(html).toMatch(/data-testid="payment-status"[^>]*>Đã đặt cọc</);
    expect(html).toContain("còn 51.524.550đ");
    expect(html).toContain("thanh toán khi giao hàng.");
    expect(valueOf(html, "amount-due")).toBe(73_606_500 - 22_081_950);
  });

  it("shows a refund and what is due after it", () => {
    const html = render(orderPayment({ ...order, status: "completed", deposit: 0, amountPaid: 73_606_500, amountRefunded: 1_000_000 }));
    expect(valueOf(html, "amount-refunded")).toBe(1_000_000);
    expect(valueOf(html, "amount-due")).toBe(1_000_000);
  });

  it("prints the seller's legal name, tax code and address from the store settings", () => {
    const seller = { legalName: "Công ty Cổ phần Máy Pha Trà Việt", taxCode: "0100109106-001", address: "Số 18 Duy Tân, Hà Nội" };
    const html = render(orderPayment({ ...order, amountPaid: 0, amountRefunded: 0 }), seller);
    // The seller's own words are marked Vietnamese (an English page prints them as they are).
    expect(html).toContain('Đơn vị bán hàng: <span lang="vi">Công ty Cổ phần Máy Pha Trà Việt</span>');
    expect(html).toContain("Mã số thuế: 0100109106-001");
    expect(html).toContain('Địa chỉ: <span lang="vi" translate="no">Số 18 Duy Tân, Hà Nội</span>');
    expect(render(orderPayment({ ...order, amountPaid: 0, amountRefunded: 0 }))).not.toContain("Đơn vị bán hàng");
  });
});
