import { Form, useNavigation } from "react-router";
import { dayVi } from "#common/dealers";
import { formatVnd } from "#common/money";
import { orderStatusLabel } from "#common/order-status";
import { LeadsSection, MachinesSection } from "~/components/dealer/portal-sections";
import { ServiceRequestsSection } from "~/components/dealer/service-requests-section";
import { SecuritySection, type SecurityResult } from "~/components/dealer/security-section";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/portal";

export { action, loader } from "./portal.server";

const SECURITY_INTENTS = ["totp-start", "totp-confirm", "totp-disable", "recovery-codes"];

/** Which section a form's answer belongs to. */
const sectionOf = (intent: string) =>
  intent === "sale" ? "machines" : intent === "order" ? "order" : intent.startsWith("service-") ? "service" : SECURITY_INTENTS.includes(intent) ? "security" : "leads";

/**
 * The dealer portal (issue 43), built for a phone: what the dealer owes and may still order, its prices, an order
 * form, and its orders with their due days. Personal: `private, no-store`, never in the shared page cache.
 */
export function meta() {
  return [{ title: "Cổng đại lý" }, ...noindexMeta()];
}

function Figure({ label, value, tone = "normal" }: { label: string; value: string; tone?: "normal" | "alert" }) {
  return (
    <div className={`rounded-lg border p-3 ${tone === "alert" ? "border-red-200 bg-red-50" : "border-gray-200 bg-white"}`}>
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className={`mt-1 text-lg font-semibold ${tone === "alert" ? "text-red-700" : "text-gray-900"}`}>{value}</dd>
    </div>
  );
}

export default function DealerPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { me, products, orders, orderKey, month, machines, leads, serviceRequests, provinces, saleStep, today, twoFactor } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const intent = actionData && "intent" in actionData ? actionData.intent : "order";
  const error = actionData && "error" in actionData ? (actionData.error ?? null) : null;
  const done = actionData && "done" in actionData ? (actionData.done ?? null) : null;
  const placed = actionData && "placed" in actionData ? actionData.placed : null;
  const errorOf = (section: "order" | "leads" | "machines" | "service") => (sectionOf(intent) === section ? error : null);
  const doneOf = (section: "leads" | "machines" | "service") => (sectionOf(intent) === section ? done : null);
  const security = actionData && sectionOf(intent) === "security" ? (actionData as SecurityResult) : null;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Cổng đại lý</p>
          <h1 className="mt-1 text-xl font-bold text-gray-900">{me.place.name}</h1>
          <p className="text-sm text-gray-600">
            {me.account.name} · {me.tier ? `Bậc giá: ${me.tier.name}` : "Giá niêm yết"} · Nợ {me.paymentTermDays} ngày
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="rounded-md border border-gray-300 px-3 py-2 text-sm">
            Đăng xuất
          </button>
        </Form>
      </div>

      <section aria-labelledby="credit-heading" className="mt-5">
        <h2 id="credit-heading" className="sr-only">
          Công nợ
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Công nợ hiện tại" value={formatVnd(me.balance)} />
          <Figure label="Hạn mức" value={formatVnd(me.creditLimit)} />
          <Figure label="Còn được nợ" value={formatVnd(me.available)} />
          <Figure label="Quá hạn" value={formatVnd(me.overdue)} tone={me.overdue > 0 ? "alert" : "normal"} />
        </dl>
        <p className="mt-2 text-sm">
          Sao kê tháng {month.slice(5)}/{month.slice(0, 4)}:{" "}
          <a className="text-brand-700 underline" href={`/api/dealer/statement?month=${month}&format=pdf`}>
            PDF
          </a>{" "}
          ·{" "}
          <a className="text-brand-700 underline" href={`/api/dealer/statement?month=${month}&format=csv`}>
            CSV
          </a>
        </p>
      </section>

      {(me.place.kind === "service_center" || serviceRequests.length > 0) && (
        <ServiceRequestsSection requests={serviceRequests} today={today} error={errorOf("service")} done={doneOf("service")} />
      )}

      <LeadsSection leads={leads} serials={machines.items.map((machine) => machine.serial)} error={errorOf("leads")} done={doneOf("leads")} />

      <MachinesSection machines={machines} provinces={provinces} saleStep={saleStep} today={today} error={errorOf("machines")} done={doneOf("machines")} />

      <section aria-labelledby="order-heading" className="mt-8">
        <h2 id="order-heading" className="text-lg font-semibold text-gray-900">
          Đặt hàng công nợ
        </h2>
        {placed && (
          <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
            Đã đặt đơn #{placed.id}: {formatVnd(placed.total)}, hạn thanh toán {dayVi(placed.dueDate)}.
          </p>
        )}
        {errorOf("order") && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {errorOf("order")}
          </p>
        )}
        <Form method="post" className="mt-3 space-y-3" key={orderKey}>
          <input type="hidden" name="intent" value="order" />
          <input type="hidden" name="orderKey" value={orderKey} />
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {products.map((product) => (
              <li key={product.id} className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900">{product.name}</p>
                  <p className="text-sm">
                    <span className="font-semibold text-brand-700">{formatVnd(product.dealerPrice)}</span>
                    {product.dealerPrice !== product.price && <span className="ml-2 text-gray-500 line-through">{formatVnd(product.price)}</span>}
                    {!product.inStock && <span className="ml-2 text-red-700">Hết hàng</span>}
                  </p>
                </div>
                <label className="text-sm text-gray-700">
                  <span className="sr-only">Số lượng {product.name}</span>
                  <input
                    name={`qty-${product.id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={999}
                    defaultValue={0}
                    disabled={!product.inStock}
                    aria-label={`Số lượng ${product.name}`}
                    className="w-20 rounded-md border border-gray-300 px-2 py-2 text-base"
                  />
                </label>
              </li>
            ))}
          </ul>
          <label className="block text-sm font-medium text-gray-800">
            Ghi chú (không bắt buộc)
            <textarea name="note" maxLength={500} rows={2} className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base" />
          </label>
          <p className="text-xs text-gray-600">Giá chưa gồm VAT 10%. Đơn được ghi công nợ, thanh toán trong {me.paymentTermDays} ngày.</p>
          <button type="submit" disabled={submitting} className="w-full rounded-md bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto">
            Đặt hàng
          </button>
        </Form>
      </section>

      <section aria-labelledby="orders-heading" className="mt-8">
        <h2 id="orders-heading" className="text-lg font-semibold text-gray-900">
          Đơn hàng của đại lý
        </h2>
        {orders.length === 0 ? (
          <p className="mt-2 text-gray-600">Chưa có đơn hàng.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {orders.map((order) => (
              <li key={order.id} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
                <div className="flex justify-between gap-2">
                  <span className="font-medium">Đơn #{order.id}</span>
                  <span className="font-semibold">{formatVnd(order.total)}</span>
                </div>
                <div className="mt-1 flex flex-wrap justify-between gap-2 text-gray-600">
                  <span>
                    {dayVi(order.createdAt.slice(0, 10))} · {orderStatusLabel(order.status)}
                  </span>
                  <span className={order.overdue ? "font-semibold text-red-700" : order.paid ? "text-green-700" : ""}>
                    {order.status === "canceled" ? "Đã hủy" : order.paid ? "Đã thanh toán" : order.overdue ? `Quá hạn từ ${dayVi(order.dueOn)}` : `Hạn ${dayVi(order.dueOn)}`}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SecuritySection twoFactor={twoFactor} result={security} busy={submitting} />
    </main>
  );
}
