import { Form } from "react-router";
import type { OrderPayment } from "#common/amount-due";
import { formatVnd } from "#common/money";
import type { EInvoiceRecord, InvoiceDetails } from "#common/quotes";

/**
 * The business-buyer parts of an order for staff (decisions 0042, 0043): the VAT invoice details, the deposit and
 * what is paid and due, and the e-invoice — issued through the provider, or recorded when issued elsewhere.
 */
export function OrderBusinessBuyer({
  order,
  payment,
  einvoiceProvider,
  busy,
}: {
  order: { id: number; invoice: InvoiceDetails | null; quoteId: number | null; installationFee: number; einvoice: EInvoiceRecord | null; status: string };
  payment: Pick<OrderPayment, "deposit" | "depositPaid" | "amountPaid" | "amountDue">;
  einvoiceProvider: string | null;
  busy: boolean;
}) {
  const issued = order.einvoice && order.einvoice.mode !== "pending" ? order.einvoice : null;
  return (
    <div className="space-y-4 rounded-lg border border-gray-200 bg-white p-5 text-sm" data-testid="order-business-buyer">
      <h2 className="font-semibold">Hóa đơn và thanh toán</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {order.quoteId && (<><dt className="text-gray-500">Từ báo giá</dt><dd><a className="text-brand-700" href={`/admin/quotes/${order.quoteId}`}>BG-{order.quoteId}</a></dd></>)}
        {order.installationFee > 0 && (<><dt className="text-gray-500">Phí giao hàng và lắp đặt</dt><dd className="tabular-nums">{formatVnd(order.installationFee)}</dd></>)}
        {payment.deposit > 0 && (
          <>
            <dt className="text-gray-500">Đặt cọc</dt>
            <dd className="tabular-nums">{formatVnd(payment.deposit)} · {payment.depositPaid ? "đã nhận" : "chưa nhận"}</dd>
          </>
        )}
        <dt className="text-gray-500">Đã thanh toán</dt><dd className="tabular-nums" data-testid="amount-paid">{formatVnd(payment.amountPaid)}</dd>
        <dt className="text-gray-500">Còn phải thu</dt><dd className="tabular-nums" data-testid="amount-due">{formatVnd(payment.amountDue)}</dd>
      </dl>
      {order.invoice ? (
        <div>
          <p className="font-medium">Xuất hóa đơn VAT cho</p>
          <p>{order.invoice.companyName}</p>
          <p>Mã số thuế: <span className="font-mono">{order.invoice.taxCode}</span></p>
          <p>{order.invoice.address}</p>
          <p>{order.invoice.email}</p>
        </div>
      ) : (
        <p className="text-gray-600">Khách không yêu cầu hóa đơn công ty (xuất cho cá nhân).</p>
      )}
      <div className="border-t border-gray-100 pt-3">
        <p className="font-medium">Hóa đơn điện tử</p>
        {issued ? (
          <p data-testid="einvoice">
            Số <strong>{issued.number}</strong> · mã tra cứu <span className="font-mono">{issued.lookupCode}</span>
            {issued.lookupUrl && (<> · <a href={issued.lookupUrl} className="text-brand-700" target="_blank" rel="noreferrer">xem hóa đơn</a></>)}
          </p>
        ) : order.einvoice?.mode === "pending" ? (
          <p>Đang xuất hóa đơn…</p>
        ) : order.status === "canceled" ? (
          <p className="text-gray-600">Đơn đã hủy.</p>
        ) : einvoiceProvider ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="einvoice" />
            <p className="mb-2 text-gray-600">Hóa đơn tự xuất khi đơn hoàn thành; có thể xuất ngay.</p>
            <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 disabled:opacity-50">Xuất hóa đơn điện tử</button>
          </Form>
        ) : (
          <Form method="post" className="mt-2 grid gap-2">
            <input type="hidden" name="intent" value="einvoice" />
            <p className="text-gray-600">Chưa kết nối nhà cung cấp: nhập hóa đơn đã xuất ở phần mềm hóa đơn.</p>
            <input name="number" placeholder="Số hóa đơn" aria-label="Số hóa đơn" className="rounded-md border border-gray-300 px-2 py-1.5" />
            <input name="lookupCode" placeholder="Mã tra cứu" aria-label="Mã tra cứu" className="rounded-md border border-gray-300 px-2 py-1.5" />
            <input name="lookupUrl" placeholder="Đường dẫn PDF / tra cứu (https://…)" aria-label="Đường dẫn PDF hoặc tra cứu" className="rounded-md border border-gray-300 px-2 py-1.5" />
            <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 disabled:opacity-50">Lưu hóa đơn</button>
          </Form>
        )}
      </div>
    </div>
  );
}
