import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatVnd } from "#common/money";
import { nextOrderStatuses, orderStatusLabel } from "#common/order-status";
import { PAYMENT_STATUSES, paymentMethodLabel, paymentStatusLabel } from "#common/payment";
import { OrderBankTransfers } from "~/components/admin/order-bank-transfers";
import { OrderStatusBadge, ORDER_TIME_FORMAT } from "~/components/admin/order-status-badge";
import { OrderTotals } from "~/components/cart/order-totals";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { orderDeskProducts } from "~/components/admin/product-picker";
import { idParam, orNotFound } from "~/lib/loader-errors.server";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/order-detail";
import { formatShippingAddress } from "#common/address";
import { historyLine } from "#common/audit";
import { Photo } from "~/components/ui/photo";
import { OrderBusinessBuyer } from "~/components/admin/order-business-buyer";
import { NotesPanel, OrderEditPanel, OrderMoneyPanel, PrintLinks, RefundPanel } from "~/components/admin/order-desk/order-panels";
import { PaymentStandingBadge } from "~/components/admin/order-desk/payment-standing-badge";
import { OutboxMessages } from "~/components/admin/outbox-messages";
import { OrderMachines } from "~/components/admin/order-machines";
import { OrderShipments } from "~/components/admin/order-desk/order-shipments";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const id = idParam(params.id);
  const order = await orNotFound(context.services.orderDesk.adminOrder(id));
  const editable = order.status === "pending" || order.status === "confirmed";
  const [notifications, bankTransfers, history, products, zaloOptedOut] = await Promise.all([
    context.services.notifications.listForOrder(id),
    context.services.bankTransfers.forOrder(id),
    context.services.audit.forEntity("order", id),
    editable ? context.services.catalogAdmin.listProducts() : [],
    context.services.zalo.isOptedOut(order.address.phone),
  ]);
  // What the order desk's edit panel offers (issue 36): products still sold, provinces for the address.
  const desk = {
    editable,
    products: orderDeskProducts(products),
    provinces: editable ? context.services.locations.listProvinces().map(({ code, name }) => ({ code, name })) : [],
  };
  // After the sale: the serials shipped with the order (its own section).
  const machines = await context.services.afterSale.machines.forOrder(id);
  // Shipments (issue 42): the order's and the carriers staff may pick now.
  const [shipments, carriers] = [await context.services.shipments.forOrder(id), await context.services.shipments.availableCarriers()];
  // Gateway attempts (decision 0054): a paid one lets the desk refund back through the gateway.
  const paidThroughGateway = (await context.services.vnpay.forOrder(id)).some((attempt) => attempt.status === "paid");
  return {
    order,
    notifications,
    bankTransfers,
    history,
    desk,
    zaloOptedOut,
    machines,
    shipments,
    carriers,
    einvoiceProvider: context.services.einvoices.providerName,
    paidThroughGateway,
  };
}

/** Same rules as `PUT /api/admin/orders/{id}/status` and `/payment-status`: the orders service enforces the lifecycle. */
export const action = adminActions({
  status: ({ services, params, payload, actor }) => services.orders.updateStatus(idParam(params.id), payload.status, actor),
  paymentStatus: ({ services, params, payload, actor }) => services.orders.setPaymentStatus(idParam(params.id), payload.paymentStatus, actor),
  // The order desk (issue 36), same services as PUT /api/admin/orders/{id}, POST …/notes and …/refunds.
  edit: ({ services, params, payload, actor }) => services.orderDesk.edit(idParam(params.id), payload, actor),
  note: ({ services, params, payload, actor }) => services.orderDesk.addNote(idParam(params.id), payload, actor),
  refund: ({ services, params, payload, actor }) => services.orderDesk.refund(idParam(params.id), payload, actor),
  // The same as POST /api/admin/notifications/{id}/resend and POST /api/admin/zalo/opt-outs (decision 0040).
  resend: ({ services, id }) => services.notifications.resend(id("Mã tin nhắn")),
  zaloOptOut: ({ services, payload }) => services.zalo.optOut(payload, "staff"),
  // The same service as `PUT /api/admin/orders/{id}/machines`.
  machines: ({ services, params, payload, actor }) => services.afterSale.machines.setOrderMachines(idParam(params.id), payload, actor),
  // As `POST /api/admin/orders/{id}/shipments`, `PUT /api/admin/shipments/{id}` and `POST …/cancel` (issue 42).
  shipment: ({ services, params, payload, actor }) => services.shipments.create(idParam(params.id), payload, actor),
  shipmentStatus: ({ services, id, payload, actor }) => services.shipments.move(id("Mã lượt giao"), payload, actor),
  shipmentCancel: ({ services, id, actor }) => services.shipments.cancel(id("Mã lượt giao"), actor),
  shipmentInstallation: ({ services, id, payload, actor }) => services.shipments.bookInstallation(id("Mã lượt giao"), payload, actor),
  // As `POST /api/admin/orders/{id}/invoice`.
  einvoice: ({ services, params, payload, actor }) => services.einvoices.issue(idParam(params.id), payload, actor),
});

/** The sentence a move's answer shows. */
function outcomeMessage(outcome: NonNullable<Route.ComponentProps["actionData"]>): string {
  if (!outcome.ok) return outcome.message;
  if (outcome.intent === "einvoice") return `Đã ghi nhận hóa đơn điện tử số ${outcome.result.number}`;
  if (outcome.intent === "edit" || outcome.intent === "note" || outcome.intent === "refund") return "Đã lưu";
  if (outcome.intent === "resend") return "Tin nhắn sẽ được gửi lại trong giây lát";
  if (outcome.intent === "zaloOptOut") return "Số điện thoại này sẽ không nhận tin Zalo nữa";
  if (outcome.intent === "paymentStatus") return `Trạng thái thanh toán đã được cập nhật: ${paymentStatusLabel(outcome.result.paymentStatus)}`;
  if (outcome.intent === "machines") return "Đã lưu serial";
  if (outcome.intent === "shipment" || outcome.intent === "shipmentStatus" || outcome.intent === "shipmentCancel" || outcome.intent === "shipmentInstallation") return "Đã cập nhật giao hàng";
  return `Trạng thái đã được cập nhật: ${orderStatusLabel(outcome.result.status)}`;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(loaded ? `Đơn hàng #${loaded.order.id}` : "Đơn hàng");
}

export default function AdminOrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notifications, bankTransfers, history, desk, zaloOptedOut, einvoiceProvider } = loaderData;
  const busy = useNavigation().state !== "idle";
  const moves = nextOrderStatuses(order.status);
  return (
    <section className="space-y-6">
      <Link to="/admin/orders" className="text-sm text-brand-700 hover:underline">
        ← Tất cả đơn hàng
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Đơn hàng #{order.id}</h1>
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-gray-500">{ORDER_TIME_FORMAT.format(new Date(order.createdAt))}</span>
        <PaymentStandingBadge standing={order.standing} />
        {order.depositPaid && order.amountDue > 0 && order.standing === "partial" && (
          <span className="text-sm text-gray-700" data-testid="deposit-received">
            Đã đặt cọc · còn {formatVnd(order.amountDue)}
            {order.restOnDelivery ? " thu khi giao hàng" : ""}
          </span>
        )}
      </div>
      <PrintLinks orderId={order.id} />

      {actionData && (
        <p role={actionData.ok ? "status" : "alert"} className={`rounded-md p-3 text-sm ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}>
          {outcomeMessage(actionData)}
        </p>
      )}

      {/* minmax(0, …): the line table scrolls inside its box instead of widening the column past a phone's screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <caption className="sr-only">Sản phẩm của đơn hàng</caption>
              <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-3">Sản phẩm</th>
                  <th scope="col" className="px-4 py-3 text-right">Đơn giá</th>
                  <th scope="col" className="px-4 py-3 text-right">Số lượng</th>
                  <th scope="col" className="px-4 py-3 text-right">Thành tiền</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {order.lines.map((line) => {
                  const image = line.productId === null ? null : order.items.find((item) => item.productId === line.productId)?.image;
                  return (
                    <tr key={line.productId ?? line.kind}>
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-3">
                          {image ? <Photo src={image} alt="" width={40} height={40} sizes="40px" loading="lazy" className="h-10 w-10 rounded bg-gray-50 object-contain" /> : <span aria-hidden="true" className="h-10 w-10" />}
                          {line.name}
                        </div>
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">{formatVnd(line.unitPrice)}</td>
                      <td className="px-4 py-3 text-right tabular-nums">{line.quantity}</td>
                      <td className="px-4 py-3 text-right tabular-nums">{formatVnd(line.amount)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Panel title="Trạng thái">
            {moves.length === 0 ? (
              <p className="text-sm text-gray-600">Đơn hàng đã ở trạng thái cuối: {orderStatusLabel(order.status)}.</p>
            ) : (
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="intent" value="status" />
                {moves.map((status) => (
                  <button
                    key={status}
                    type="submit"
                    name="status"
                    value={status}
                    disabled={busy}
                    className={`rounded-md px-4 py-2 text-sm font-medium disabled:opacity-50 ${
                      status === "canceled" ? "border border-red-300 text-red-700 hover:bg-red-50" : "bg-brand-700 text-white hover:bg-brand-800"
                    }`}
                  >
                    Chuyển sang “{orderStatusLabel(status)}”
                  </button>
                ))}
                {moves.includes("canceled") && desk.editable && !order.stockReturnedAt && (
                  <p className="basis-full text-sm text-gray-600">Hủy khi đơn chưa giao: máy của đơn được nhập lại kho.</p>
                )}
              </Form>
            )}
          </Panel>
          <Panel title="Giao hàng">
            <OrderShipments items={order.items} status={order.status} shipments={loaderData.shipments} shipTo={order.shipTo} carriers={loaderData.carriers} />
          </Panel>
          {desk.editable && (
            <OrderEditPanel
              items={order.items}
              address={order.address}
              products={desk.products}
              provinces={desk.provinces}
              linesLocked={order.amountPaid > 0 ? "Đơn hàng đã nhận tiền: không đổi sản phẩm được. Hãy hoàn tiền hoặc tạo đơn mới." : null}
            />
          )}
          <NotesPanel notes={order.notes} />
        </div>

        <aside className="space-y-6">
          <OrderMoneyPanel money={order} total={order.total} />
          <RefundPanel
            money={order}
            refunds={order.refunds}
            stockReturnedAt={order.stockReturnedAt}
            gatewayRefunds={order.gatewayRefunds}
            paidThroughGateway={loaderData.paidThroughGateway}
          />
          <Panel title="Serial máy giao kèm" smallText>
            <OrderMachines items={order.items} machines={loaderData.machines} status={order.status} />
          </Panel>
          <OrderBusinessBuyer order={order} payment={order} einvoiceProvider={einvoiceProvider} busy={busy} />
          <Panel title="Lịch sử" smallText>
            {history.length === 0 ? (
              <p className="text-gray-600">Chưa có thao tác nào của nhân viên.</p>
            ) : (
              <ol className="space-y-1" data-testid="order-history">
                {history.map((row) => (
                  <li key={row.id}>{historyLine(row)}</li>
                ))}
              </ol>
            )}
          </Panel>
          <Panel title="Thanh toán" smallText>
            <p>
              <span className="text-gray-500">Hình thức: </span>
              {paymentMethodLabel(order.paymentMethod)}
            </p>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="paymentStatus" />
              <label className="grid gap-1">
                <span className="text-gray-500">Trạng thái thanh toán</span>
                <select name="paymentStatus" defaultValue={order.paymentStatus} key={order.paymentStatus} className="rounded-md border border-gray-300 px-2 py-1.5">
                  {PAYMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {paymentStatusLabel(status)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
                Lưu
              </button>
            </Form>
            {order.paymentMethod === "cod" && (
              <p className="mt-2 text-xs text-gray-500">Đơn COD tự chuyển sang “Đã thanh toán” khi hoàn thành (đã giao và thu tiền).</p>
            )}
          </Panel>
          {(order.paymentMethod === "bank_transfer" || bankTransfers.transfers.length > 0) && (
            <Panel title="Chuyển khoản đã nhận" smallText>
              <OrderBankTransfers {...bankTransfers} />
            </Panel>
          )}
          <Panel title="Tin nhắn cho khách (e-mail, Zalo)" smallText>
            <OutboxMessages messages={notifications} />
            {zaloOptedOut ? (
              <p className="mt-3 text-xs text-gray-500">Số {order.address.phone} đã từ chối nhận tin Zalo.</p>
            ) : (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="zaloOptOut" />
                <input type="hidden" name="phone" value={order.address.phone} />
                <button type="submit" disabled={busy} className="text-xs text-gray-600 underline hover:text-gray-900 disabled:opacity-50">
                  Khách không muốn nhận tin Zalo
                </button>
              </Form>
            )}
          </Panel>
          <Panel title="Khách hàng" smallText>
            <dl className="space-y-1">
              <div><dt className="inline text-gray-500">Họ tên: </dt><dd className="inline">{order.address.fullName}</dd></div>
              <div><dt className="inline text-gray-500">Điện thoại: </dt><dd className="inline"><a href={`tel:${order.address.phone}`} className="text-brand-700">{order.address.phone}</a></dd></div>
              <div><dt className="inline text-gray-500">Email: </dt><dd className="inline"><a href={`mailto:${order.address.email}`} className="text-brand-700">{order.address.email}</a></dd></div>
              <div>
                <dt className="inline text-gray-500">Địa chỉ: </dt>
                <dd className="inline">
                  {formatShippingAddress(order.address)}
                </dd>
              </div>
              {/* What the buyer agreed to at checkout (issue 45): the terms' version and when. */}
              <div data-testid="order-terms">
                <dt className="inline text-gray-500">Điều khoản bán hàng: </dt>
                <dd className="inline">
                  {order.termsAccepted
                    ? `đã đồng ý phiên bản ${order.termsAccepted.version} lúc ${TERMS_TIME.format(new Date(order.termsAccepted.acceptedAt))}`
                    : "không ghi nhận (đơn do nhân viên, đại lý tạo hoặc đặt trước khi có ô đồng ý)"}
                </dd>
              </div>
            </dl>
          </Panel>
          <Panel>
            <OrderTotals order={order} />
          </Panel>
        </aside>
      </div>
    </section>
  );
}

const TERMS_TIME = new Intl.DateTimeFormat("vi-VN", { dateStyle: "short", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

/** A white box of the order page, with its heading when it has one. */
function Panel({ title, smallText = false, children }: { title?: string; smallText?: boolean; children: ReactNode }) {
  return (
    <div className={`rounded-lg border border-gray-200 bg-white p-5${smallText ? " text-sm" : ""}`}>
      {title && <h2 className="mb-3 font-semibold">{title}</h2>}
      {children}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
