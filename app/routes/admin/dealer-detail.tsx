import { Form, Link } from "react-router";
import { dayVi } from "#common/dealers";
import { formatVnd } from "#common/money";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/dealer-detail";

export function meta() {
  return adminMeta("Công nợ đại lý");
}

export { loader, action } from "./dealer-detail.server";

const INPUT = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2";
const LABEL = "text-sm font-medium text-gray-800";
const PANEL = "space-y-3 rounded-lg border border-gray-200 bg-white p-4";

/** One dealer for staff: the ledger it sees, its terms, payments, portal accounts and machines. */
export default function AdminDealerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { ledger, tiers, accounts, machines, month, today, mayEditTerms, mayOverride } = loaderData;
  const failure = actionData && !actionData.ok ? actionData.message : null;
  const invited = actionData && actionData.ok && actionData.intent === "invite" ? (actionData.result as { inviteUrl: string }).inviteUrl : null;
  const resetDone = Boolean(actionData && actionData.ok && actionData.intent === "resetTwoFactor");
  const placeId = ledger.place.id;
  return (
    <section className="space-y-6">
      <div>
        <Link to="/admin/dealers" className="text-sm text-brand-800 underline">
          ← Mạng lưới đại lý
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">{ledger.place.name}</h1>
        <p className="text-sm text-gray-600">
          {ledger.tier ? `Bậc giá: ${ledger.tier.name}` : "Giá niêm yết"} · Hạn mức {formatVnd(ledger.creditLimit)} · Nợ {ledger.paymentTermDays} ngày
        </p>
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      {invited && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          Đường dẫn mời (gửi cho đại lý, dùng một lần trong 72 giờ): <span className="break-all font-mono">{invited}</span>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Công nợ", formatVnd(ledger.balance)],
          ["Quá hạn", formatVnd(ledger.overdue)],
          ["Còn được nợ", formatVnd(ledger.available)],
          ["Máy tồn / đã bán", `${machines.stock} / ${machines.sold}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Sao kê tháng {month.slice(5)}/{month.slice(0, 4)}:{" "}
        <a className="text-brand-800 underline" href={`/api/admin/dealers/${placeId}/statement?month=${month}&format=pdf`}>
          PDF
        </a>{" "}
        ·{" "}
        <a className="text-brand-800 underline" href={`/api/admin/dealers/${placeId}/statement?month=${month}&format=csv`}>
          CSV
        </a>
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        {mayEditTerms && (
          <Form method="post" className={PANEL}>
            <h2 className="font-semibold text-gray-900">Bậc giá, hạn mức, hạn thanh toán</h2>
            <input type="hidden" name="intent" value="terms" />
            <label className={LABEL}>
              Bậc giá
              <select name="tierId" defaultValue={ledger.tier?.id ?? ""} className={INPUT}>
                <option value="">Giá niêm yết</option>
                {tiers.map((tier) => (
                  <option key={tier.id} value={tier.id}>
                    {tier.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={LABEL}>
              Hạn mức công nợ (đ)
              <input name="creditLimit" type="number" min={0} defaultValue={ledger.creditLimit} className={INPUT} />
            </label>
            <label className={LABEL}>
              Số ngày nợ
              <input name="paymentTermDays" type="number" min={0} max={365} defaultValue={ledger.paymentTermDays || 30} className={INPUT} />
            </label>
            <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
              Lưu
            </button>
          </Form>
        )}
        <Form method="post" className={PANEL}>
          <h2 className="font-semibold text-gray-900">Ghi nhận đại lý thanh toán</h2>
          <input type="hidden" name="intent" value="payment" />
          <label className={LABEL}>
            Số tiền (đ)
            <input name="amount" type="number" min={1} required className={INPUT} />
          </label>
          <label className={LABEL}>
            Ngày thanh toán
            <input name="paidOn" type="date" required defaultValue={today} max={today} className={INPUT} />
          </label>
          <label className={LABEL}>
            Nội dung / số tham chiếu
            <input name="reference" required maxLength={200} className={INPUT} />
          </label>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            Ghi nhận
          </button>
        </Form>
        {mayOverride && (
          <Form method="post" className={PANEL}>
            <h2 className="font-semibold text-gray-900">Cho phép đơn kế tiếp vượt hạn mức</h2>
            <input type="hidden" name="intent" value="override" />
            <label className={LABEL}>
              Lý do
              <input name="reason" required maxLength={300} className={INPUT} />
            </label>
            <button type="submit" className="rounded-md border border-gray-300 px-4 py-2">
              Cho phép một đơn
            </button>
          </Form>
        )}
        <div className={PANEL}>
          <h2 className="font-semibold text-gray-900">Tài khoản cổng đại lý</h2>
          <ul className="space-y-2 text-sm text-gray-700">
            {accounts.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {account.name} · {account.email} · {account.activatedAt ? "Đã kích hoạt" : "Chờ nhận lời mời"}
                  {account.twoFactor ? " · Đăng nhập hai bước" : ""}
                </span>
                {account.twoFactor && (
                  // A dealer's lost phone: its app and codes removed, its sessions ended (audited).
                  <Form method="post">
                    <input type="hidden" name="intent" value="resetTwoFactor" />
                    <input type="hidden" name="accountId" value={account.id} />
                    <button type="submit" aria-label={`Tắt đăng nhập hai bước của ${account.email}`} className="rounded-md border border-red-300 px-3 py-1 text-red-700">
                      Tắt đăng nhập hai bước
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
          {resetDone && (
            <p role="status" className="text-sm text-green-800">
              Đã tắt đăng nhập hai bước: tài khoản đăng nhập lại bằng mật khẩu và có thể bật lại.
            </p>
          )}
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="invite" />
            <label className={LABEL}>
              Họ và tên
              <input name="name" required className={INPUT} />
            </label>
            <label className={LABEL}>
              E-mail
              <input name="email" type="email" required className={INPUT} />
            </label>
            <label className={LABEL}>
              Điện thoại
              <input name="phone" type="tel" required className={INPUT} />
            </label>
            <button type="submit" className="rounded-md border border-gray-300 px-4 py-2">
              Mời vào cổng đại lý
            </button>
          </Form>
        </div>
      </div>

      <section className={PANEL} aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="font-semibold text-gray-900">
          Đơn công nợ
        </h2>
        <ul className="divide-y divide-gray-100 text-sm">
          {ledger.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={`/admin/orders/${order.id}`} className="text-brand-800 underline">
                Đơn #{order.id}
              </Link>
              <span>{formatVnd(order.total)}</span>
              <span className={order.overdue ? "font-semibold text-red-700" : order.paid ? "text-green-700" : ""}>
                {order.status === "canceled" ? "Đã hủy" : order.paid ? "Đã thanh toán" : order.overdue ? `Quá hạn từ ${dayVi(order.dueOn)}` : `Hạn ${dayVi(order.dueOn)}`}
              </span>
            </li>
          ))}
          {ledger.orders.length === 0 && <li className="py-2 text-gray-600">Chưa có đơn.</li>}
        </ul>
        <h3 className="font-semibold text-gray-900">Thanh toán đã ghi nhận</h3>
        <ul className="divide-y divide-gray-100 text-sm">
          {ledger.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{dayVi(payment.paidOn)}</span>
              <span>{payment.reference}</span>
              <span className="font-medium">{formatVnd(payment.amount)}</span>
            </li>
          ))}
          {ledger.payments.length === 0 && <li className="py-2 text-gray-600">Chưa có thanh toán.</li>}
        </ul>
      </section>

      <section className={PANEL} aria-labelledby="machines-heading">
        <h2 id="machines-heading" className="font-semibold text-gray-900">
          Máy qua đại lý
        </h2>
        <ul className="divide-y divide-gray-100 text-sm">
          {machines.items.map((machine) => (
            <li key={machine.serial} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-mono">{machine.serial}</span>
              <span>{machine.productName}</span>
              <span>{machine.status === "sold" && machine.buyer ? `Đã bán cho ${machine.buyer.name} ngày ${dayVi(machine.soldOn!)}` : "Trong kho đại lý"}</span>
              {machine.status === "sold" && (
                <Form method="post" className="flex gap-2">
                  <input type="hidden" name="intent" value="undoSale" />
                  <input type="hidden" name="serial" value={machine.serial} />
                  <input name="reason" required placeholder="Lý do hủy ghi nhận" aria-label={`Lý do hủy ghi nhận bán ${machine.serial}`} className="rounded-md border border-gray-300 px-2 py-1" />
                  <button type="submit" className="rounded-md border border-gray-300 px-3 py-1">
                    Hủy ghi nhận bán
                  </button>
                </Form>
              )}
            </li>
          ))}
          {machines.items.length === 0 && <li className="py-2 text-gray-600">Chưa có máy.</li>}
        </ul>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
