import { vi } from "#common/i18n-vi";
import { formatVnd } from "#common/money";
import { isGatewayPaymentMethod, paymentMethodLabel, paymentStatusLabel } from "#common/payment";
import { useSiteInfo } from "~/lib/root-data";
import { OrderTotals } from "~/components/cart/order-totals";
import { printableOrder } from "#common/order-document";
import { idParam, orNotFound } from "~/lib/loader-errors.server";
import { usePaymentStatus } from "~/lib/payment-status-polling";
import type { Route } from "./+types/order";
import { formatShippingAddress } from "#common/address";
import { sellerLines } from "#common/site-info";
import { Photo } from "~/components/ui/photo";
import { OrderBusinessSummary } from "~/components/quotes/order-business-summary";
import { GatewayPaymentBox } from "~/components/payments/gateway-payment-box";

/** The buyer's order page: reachable by the session that placed the order or by the signed link of the e-mail. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await context.session.current();
  const linkToken = new URL(request.url).searchParams.get("t");
  const read = await orNotFound(context.services.buyerOrders.read(idParam(params.id), { sessionId: session?.id ?? null, linkToken }));
  return { ...read, linkToken };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Đơn hàng #${data.order.id}` : vi.notFoundTitle }, { name: "robots", content: "noindex, nofollow" }];
}

const PLACED_AT = new Intl.DateTimeFormat("vi-VN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, bankTransfer, notes, payment, linkToken } = loaderData;
  const depositDue = payment.deposit > 0 && !payment.depositPaid;
  const { hotline, seller: sellerDetails } = useSiteInfo();
  const seller = sellerLines(sellerDetails);
  // A transfer, or a gateway's notification (VNPAY, MoMo), may arrive while the page is open.
  const gateway = isGatewayPaymentMethod(order.paymentMethod) ? order.paymentMethod : null;
  const awaitingGateway = gateway !== null && order.status !== "canceled";
  const paymentStatus = usePaymentStatus(order.id, order.paymentStatus, bankTransfer !== null || awaitingGateway);
  const transferReceived = order.paymentMethod === "bank_transfer" && paymentStatus === "paid";
  // A deposit order between its deposit and its last payment (decision 0051): the header says so, not "unpaid".
  const depositReceived = payment.depositPaid && paymentStatus === "unpaid" && payment.amountDue > 0;
  const lines = printableOrder(order).lines;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Đơn hàng #{order.id}</h1>
      <p className="mt-2 text-gray-600">
        Đặt {PLACED_AT.format(new Date(order.createdAt))} · {order.statusLabel} · {paymentMethodLabel(order.paymentMethod)} ·{" "}
        <span data-testid="payment-status">{depositReceived ? "Đã đặt cọc" : paymentStatusLabel(paymentStatus)}</span>
      </p>
      {depositReceived && (
        <p className="mt-1 text-sm text-gray-700" data-testid="deposit-received">
          Đã nhận đặt cọc {formatVnd(payment.deposit)}; còn {formatVnd(payment.amountDue)}
          {payment.restOnDelivery ? " thanh toán khi giao hàng." : order.status === "completed" ? ", đến hạn thanh toán." : " thanh toán khi nhận hàng."}
        </p>
      )}
      <div role="status" aria-live="polite">
        {transferReceived && (
          <section className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6">
            <h2 className="text-xl font-bold text-green-800">Đã nhận thanh toán</h2>
            <p className="mt-2 text-sm text-green-900">
              Cảm ơn anh/chị, chúng tôi đã nhận được tiền chuyển khoản cho đơn hàng #{order.id}. Nhân viên sẽ gọi điện hẹn giao hàng.
            </p>
          </section>
        )}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          {notes.length > 0 && (
            <section aria-labelledby="shop-notes-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
              <h2 id="shop-notes-title" className="font-bold text-amber-900">Ghi chú từ cửa hàng</h2>
              <ul className="mt-2 space-y-2 text-sm text-amber-950">
                {notes.map((note) => (
                  <li key={note.id}>
                    <span className="text-amber-800">{PLACED_AT.format(new Date(note.createdAt))}: </span>
                    {note.body}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {bankTransfer && paymentStatus === "unpaid" && (
            <section aria-labelledby="bank-transfer-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
              <h2 id="bank-transfer-title" className="text-xl font-bold text-brand-900">
                {depositDue ? "Chuyển khoản đặt cọc bằng mã VietQR" : "Chuyển khoản bằng mã VietQR"}
              </h2>
              {depositDue && <p className="mt-1 text-sm text-brand-900">Đặt cọc trước {formatVnd(payment.deposit)}; phần còn lại thanh toán khi giao hàng.</p>}
              <div className="mt-4 grid gap-6 sm:grid-cols-[14rem_1fr] sm:items-start">
                <img
                  src={bankTransfer.qrDataUri}
                  alt={`Mã VietQR chuyển ${formatVnd(bankTransfer.amount)} cho đơn hàng #${order.id}`}
                  width={224}
                  height={224}
                  className="rounded-lg bg-white p-2"
                />
                <dl className="grid gap-2 text-sm">
                  <div><dt className="text-gray-500">Ngân hàng</dt><dd className="font-medium">{bankTransfer.bankName}</dd></div>
                  <div><dt className="text-gray-500">Số tài khoản</dt><dd className="font-mono text-base font-semibold" data-testid="bank-account">{bankTransfer.accountNumber}</dd></div>
                  <div><dt className="text-gray-500">Chủ tài khoản</dt><dd className="font-medium">{bankTransfer.accountName}</dd></div>
                  <div><dt className="text-gray-500">Số tiền</dt><dd className="text-lg font-bold text-accent-700" data-testid="transfer-amount">{formatVnd(bankTransfer.amount)}</dd></div>
                  <div><dt className="text-gray-500">Nội dung chuyển khoản</dt><dd className="font-mono font-semibold" data-testid="transfer-note">{bankTransfer.note}</dd></div>
                </dl>
              </div>
              <ol className="mt-5 list-decimal space-y-1 pl-5 text-sm text-gray-700">
                <li>Mở ứng dụng ngân hàng, chọn quét mã QR và quét mã bên trên.</li>
                <li>Kiểm tra số tiền và nội dung chuyển khoản (đã điền sẵn), rồi xác nhận.</li>
                <li>Chúng tôi xác nhận khi nhận được tiền và gọi điện hẹn giao hàng. Cần hỗ trợ: <a href={hotline.href} className="font-semibold text-brand-700">{hotline.display}</a>.</li>
              </ol>
            </section>
          )}

          {gateway && paymentStatus === "unpaid" && order.status !== "canceled" && <GatewayPaymentBox gateway={gateway} orderId={order.id} linkToken={linkToken} />}
          {(order.paymentMethod === "cod" || order.paymentMethod === "card") && paymentStatus === "unpaid" && order.status !== "canceled" && !depositDue && (
            // Issue 47: a cash-on-delivery or card order says what happens next and who to call, as the transfer page does.
            <section aria-labelledby="next-steps-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-6" data-testid="next-steps">
              <h2 id="next-steps-title" className="text-xl font-bold text-brand-900">
                Tiếp theo
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-gray-700">
                <li>Nhân viên gọi điện xác nhận đơn hàng và hẹn giờ giao trong giờ làm việc.</li>
                {order.paymentMethod === "card" ? (
                  <li>Trong cuộc gọi đó, nhân viên hướng dẫn anh/chị thanh toán bằng thẻ.</li>
                ) : (
                  <li>Anh/chị thanh toán {formatVnd(payment.amountDue)} bằng tiền mặt hoặc chuyển khoản khi nhận hàng.</li>
                )}
                <li>Kỹ thuật viên lắp máy và hướng dẫn vận hành khi giao.</li>
                <li>
                  Cần hỗ trợ hoặc đổi giờ giao: gọi hotline{" "}
                  <a href={hotline.href} className="font-semibold text-brand-700">
                    {hotline.display}
                  </a>
                  .
                </li>
              </ol>
            </section>
          )}

          <section aria-labelledby="order-lines-title">
            <h2 id="order-lines-title" className="text-lg font-semibold">Sản phẩm</h2>
            <ul className="mt-3 divide-y divide-gray-100 rounded-lg border border-gray-200">
              {lines.map((line) => {
                const image = line.productId === null ? null : order.items.find((item) => item.productId === line.productId)?.image;
                return (
                  <li key={line.productId ?? line.kind} className="flex items-center gap-4 p-4" data-testid={line.kind === "installation-fee" ? "installation-fee-line" : undefined}>
                    {image ? <Photo src={image} alt="" width={56} height={56} sizes="56px" loading="lazy" className="h-14 w-14 rounded bg-gray-50 object-contain" /> : <span aria-hidden="true" className="h-14 w-14" />}
                    <span className="flex-1">
                      {line.quantity} × {line.name}
                    </span>
                    <span className="tabular-nums">{formatVnd(line.amount)}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>

        <aside className="h-fit space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-5">
          <OrderTotals order={order} />
          <OrderBusinessSummary order={order} payment={payment} />
          {seller.length > 0 && (
            <div className="border-t border-gray-200 pt-4 text-xs text-gray-600" data-testid="seller">
              {seller.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          <div className="border-t border-gray-200 pt-4 text-sm text-gray-700">
            <p className="font-medium">Giao đến</p>
            <p>{order.address.fullName} · {order.address.phone}</p>
            <p>{formatShippingAddress(order.address)}</p>
          </div>
        </aside>
      </div>
    </main>
  );
}
