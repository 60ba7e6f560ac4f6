import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatVnd, computeTotals } from "#common/money";
import { PHONE_ORDER_PAYMENT_METHODS, paymentMethodLabel } from "#common/payment";
import { AddressFields, EMPTY_ADDRESS, LinesEditor, type LineDraft } from "~/components/admin/order-desk/address-fields";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { orderDeskProducts } from "~/components/admin/product-picker";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/order-new";

/** `/admin/orders/new`: an order taken on the phone, placed like `POST /api/admin/orders`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [products, bankTransfer] = await Promise.all([context.services.catalogAdmin.listProducts(), context.services.payments.bankTransferEnabled()]);
  return {
    products: orderDeskProducts(products),
    provinces: context.services.locations.listProvinces().map(({ code, name }) => ({ code, name })),
    bankTransfer,
  };
}

/** The checkout's placement rules (server prices, stock) with the lines staff typed; a key per form makes a double click one order. */
export const action = adminActions({
  place: ({ services, payload, actor }) => {
    const key = typeof payload.idempotencyKey === "string" && /^[A-Za-z0-9_-]{8,100}$/.test(payload.idempotencyKey) ? payload.idempotencyKey : null;
    return services.orderDesk.placePhoneOrder(payload, actor, key);
  },
});

export function meta() {
  return adminMeta("Tạo đơn qua điện thoại");
}

export default function AdminOrderNew({ loaderData }: Route.ComponentProps) {
  const { products, provinces, bankTransfer } = loaderData;
  const navigate = useNavigate();
  const { run, busy, fieldErrors, error } = useAdminAction<{ id: number }>();
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [paymentMethod, setPaymentMethod] = useState("cod");
  const [key] = useState(() => `phone-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const prices = new Map(products.map((product) => [product.id, product.price]));
  // The estimate staff read to the caller; the server prices the order again when it is placed.
  const totals = computeTotals(lines.map((line) => ({ unitPrice: prices.get(line.productId) ?? 0, quantity: line.quantity })));
  return (
    <section className="max-w-3xl space-y-6">
      <Link to="/admin/orders" className="text-sm text-brand-700 hover:underline">
        ← Tất cả đơn hàng
      </Link>
      <h1 className="text-2xl font-bold text-gray-900">Tạo đơn qua điện thoại</h1>
      <form
        className="space-y-6"
        onSubmit={async (event) => {
          event.preventDefault();
          const placed = await run("place", { address, items: lines, paymentMethod, idempotencyKey: key }, { success: (result) => `Đã tạo đơn hàng #${result.id}`, failure: "Không tạo được đơn hàng" });
          if (placed) navigate(`/admin/orders/${placed.id}`);
        }}
      >
        <fieldset className="rounded-lg border border-gray-200 bg-white p-5">
          <legend className="px-1 font-semibold">Sản phẩm</legend>
          <LinesEditor lines={lines} onChange={setLines} products={products} />
          {fieldErrors.items && <p className="mt-2 text-sm text-red-700">{fieldErrors.items[0]}</p>}
          <p className="mt-3 text-sm text-gray-700" data-testid="phone-order-estimate">
            Tạm tính {formatVnd(totals.subtotal)} · VAT {formatVnd(totals.tax)} · Tổng cộng <strong>{formatVnd(totals.total)}</strong>
          </p>
        </fieldset>
        <fieldset className="rounded-lg border border-gray-200 bg-white p-5">
          <legend className="px-1 font-semibold">Người mua và địa chỉ giao hàng</legend>
          <AddressFields idPrefix="phone-order" value={address} onChange={setAddress} provinces={provinces} errors={fieldErrors} />
        </fieldset>
        <fieldset className="rounded-lg border border-gray-200 bg-white p-5 text-sm">
          <legend className="px-1 font-semibold">Thanh toán</legend>
          {PHONE_ORDER_PAYMENT_METHODS.filter((method) => method !== "bank_transfer" || bankTransfer).map((method) => (
            <label key={method} className="flex items-center gap-2 py-1">
              <input type="radio" name="paymentMethod" value={method} checked={paymentMethod === method} onChange={() => setPaymentMethod(method)} />
              {paymentMethodLabel(method)}
            </label>
          ))}
        </fieldset>
        {error && !Object.keys(fieldErrors).length && <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">{error}</p>}
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
          Tạo đơn hàng
        </button>
      </form>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
