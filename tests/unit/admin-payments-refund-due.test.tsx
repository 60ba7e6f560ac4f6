import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BANK_TRANSFER_STATUSES, type BankTransferStatus, type BankTransferView } from "#common/bank-transfers";
import { OrderBankTransfers } from "../../app/components/admin/order-bank-transfers";
import AdminPayments from "../../app/routes/admin/payments";

const refundDue: BankTransferView = {
  id: 7,
  provider: "sepay",
  transactedAt: new Date("2026-05-10T02:15:00Z"),
  amount: 12_500_000,
  note: "THANH TOAN DON HANG 42",
  bankReference: "FT2613012345",
  gateway: "Vietcombank",
  orderId: 42,
  matchedBy: "note",
  duplicateOfId: null,
  status: "refund-due",
  difference: 0,
  createdAt: new Date("2026-05-10T02:15:01Z"),
};

describe("money received on a canceled order in the admin", () => {
  it("the payments desk has a 'Cần hoàn tiền' tab with its count and shows the transfer as due for refund", () => {
    const counts = Object.fromEntries(BANK_TRANSFER_STATUSES.map((status) => [status, 0])) as Record<BankTransferStatus, number>;
    counts["refund-due"] = 1;
    const data = { transfers: [refundDue], counts, total: 1, page: 1, pageSize: 50 };
    const Stub = createRoutesStub([{ path: "/admin/payments", id: "desk", Component: AdminPayments as never, loader: () => data }]);
    const html = renderToString(<Stub initialEntries={["/admin/payments?status=refund-due"]} hydrationData={{ loaderData: { desk: data } }} />);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/admin\/payments\?status=refund-due"[^>]*>Cần hoàn tiền<!-- --> \(<!-- -->1<!-- -->\)<\/a>/);
    expect(html).toContain("Đơn #42 đã hủy: cần hoàn tiền");
  });

  it("the order's transfer panel says the money is to be refunded", () => {
    const html = renderToString(
      <OrderBankTransfers transfers={[refundDue]} balance={{ received: 12_500_000, total: 12_500_000, status: "matched", difference: 0 }} />,
    );
    expect(html).toContain('data-testid="order-refund-due"');
    expect(html).toContain("Cần hoàn tiền<!-- -->: đơn đã hủy nhưng đã nhận <!-- -->12.500.000đ");
  });
});
