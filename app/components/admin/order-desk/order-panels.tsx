import { useState, type ReactNode } from "react";
import { auditTime } from "#common/audit";
import { formatVnd } from "#common/money";
import {
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_LABELS,
  REFUND_METHODS,
  refundMethodLabel,
  type OrderMoney,
  type OrderNoteView,
  type OrderRefundView,
} from "#common/order-desk";
import type { GatewayRefundStatus, GatewayRefundView } from "#common/payment";
import type { ShippingAddress } from "#common/schemas/checkout";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { AddressFields, addressDraftOf, LinesEditor, type LineDraft } from "./address-fields";
import type { PickerProduct } from "~/components/admin/product-picker";
import { PaymentStandingBadge } from "./payment-standing-badge";

/**
 * The order desk's parts of the order page (issue 36): money, refunds, notes, edits and print. Each writes through
 * the page's action (`useAdminAction`): intents `refund`, `note`, `edit`.
 */

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-5 text-sm">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </div>
  );
}

const BUTTON = "rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 disabled:opacity-50";
const INPUT = "rounded-md border border-gray-300 px-2 py-1.5";

/** Paid, refunded and net, and where the payment stands. */
export function OrderMoneyPanel({ money, total }: { money: OrderMoney & { amountDue?: number; overdue?: boolean }; total: number }) {
  return (
    <Box title="Tiền của đơn">
      <p className="mb-2">
        <PaymentStandingBadge standing={money.standing} />
      </p>
      <dl className="space-y-1" data-testid="order-money">
        <div className="flex justify-between"><dt className="text-gray-600">Tổng đơn</dt><dd className="tabular-nums">{formatVnd(total)}</dd></div>
        <div className="flex justify-between"><dt className="text-gray-600">Đã thanh toán</dt><dd className="tabular-nums">{formatVnd(money.amountPaid)}</dd></div>
        <div className="flex justify-between"><dt className="text-gray-600">Đã hoàn</dt><dd className="tabular-nums">{formatVnd(money.amountRefunded)}</dd></div>
        <div className="flex justify-between font-semibold"><dt>Thực thu</dt><dd className="tabular-nums">{formatVnd(money.net)}</dd></div>
        {money.amountDue !== undefined && (
          <div className="flex justify-between font-semibold">
            <dt>Còn phải thu{money.overdue ? " (quá hạn)" : ""}</dt>
            <dd className={`tabular-nums${money.overdue ? " text-red-700" : ""}`} data-testid="order-amount-due">{formatVnd(money.amountDue)}</dd>
          </div>
        )}
      </dl>
    </Box>
  );
}

const GATEWAY_REFUND_STATUS_LABELS: Record<GatewayRefundStatus, string> = {
  pending: "Chờ cổng thanh toán xác nhận",
  refunded: "Đã hoàn qua cổng",
  failed: "Cổng thanh toán từ chối",
};

/** A refund: amount (at most what is left of the paid money), method, reason, back into stock or not; the list below. */
export function RefundPanel({
  money,
  refunds,
  stockReturnedAt,
  gatewayRefunds = [],
  paidThroughGateway = false,
}: {
  money: OrderMoney;
  refunds: OrderRefundView[];
  stockReturnedAt: string | Date | null;
  /** Refunds sent through VNPAY or MoMo, refused ones and unanswered ones included (decision 0054). */
  gatewayRefunds?: GatewayRefundView[];
  /** The order has a payment a gateway confirmed: "back through the gateway" is offered. */
  paidThroughGateway?: boolean;
}) {
  const reserved = gatewayRefunds.filter((refund) => refund.status === "pending").reduce((sum, refund) => sum + refund.amount, 0);
  const refundable = money.amountPaid - money.amountRefunded - reserved;
  const methods = REFUND_METHODS.filter((method) => method !== "gateway" || paidThroughGateway);
  const { run, busy, fieldErrors } = useAdminAction();
  const [draft, setDraft] = useState({ amount: "", method: "bank_transfer", reason: "", restock: false });
  const submit = async () => {
    const done = await run("refund", { ...draft, amount: draft.amount.replace(/\D/g, "") }, { success: "Đã ghi nhận hoàn tiền", failure: "Không hoàn tiền được" });
    if (done) setDraft({ amount: "", method: "bank_transfer", reason: "", restock: false });
  };
  return (
    <Box title="Hoàn tiền">
      {refunds.length > 0 && (
        <ul className="mb-3 space-y-1" data-testid="order-refunds">
          {refunds.map((refund) => (
            <li key={refund.id}>
              {formatVnd(refund.amount)} · {refundMethodLabel(refund.method)} · {refund.reason}
              {refund.restock ? " · đã nhập lại kho" : ""} <span className="text-gray-500">({refund.createdByName}, {auditTime(refund.createdAt)})</span>
            </li>
          ))}
        </ul>
      )}
      {gatewayRefunds.length > 0 && (
        <ul className="mb-3 space-y-1" data-testid="gateway-refunds">
          {gatewayRefunds.map((refund) => (
            <li key={refund.id} className={refund.status === "failed" ? "text-red-700" : undefined}>
              {formatVnd(refund.amount)} · {refund.provider === "vnpay" ? "VNPAY" : "MoMo"} · {GATEWAY_REFUND_STATUS_LABELS[refund.status]}
              {refund.transactionNo ? ` · mã GD ${refund.transactionNo}` : ""}
              {refund.status !== "refunded" && refund.message ? ` · ${refund.message}${refund.responseCode ? ` (mã ${refund.responseCode})` : ""}` : ""}{" "}
              <span className="text-gray-500">({refund.createdByName}, {auditTime(refund.createdAt)})</span>
            </li>
          ))}
        </ul>
      )}
      {refundable <= 0 ? (
        <p className="text-gray-600">Không còn tiền nào có thể hoàn.</p>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="text-gray-600">Có thể hoàn tối đa {formatVnd(refundable)}.</p>
          <label className="grid gap-1">
            <span className="text-gray-600">Số tiền hoàn (đ)</span>
            <input inputMode="numeric" value={draft.amount} onChange={(event) => setDraft({ ...draft, amount: event.target.value })} className={INPUT} aria-invalid={fieldErrors.amount ? true : undefined} />
            {fieldErrors.amount && <span className="text-red-700">{fieldErrors.amount[0]}</span>}
          </label>
          <label className="grid gap-1">
            <span className="text-gray-600">Cách hoàn</span>
            <select value={draft.method} onChange={(event) => setDraft({ ...draft, method: event.target.value })} className={INPUT}>
              {methods.map((method) => (
                <option key={method} value={method}>
                  {refundMethodLabel(method)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1">
            <span className="text-gray-600">Lý do hoàn tiền</span>
            <input value={draft.reason} onChange={(event) => setDraft({ ...draft, reason: event.target.value })} className={INPUT} />
            {fieldErrors.reason && <span className="text-red-700">{fieldErrors.reason[0]}</span>}
          </label>
          {stockReturnedAt ? (
            <p className="text-gray-600" data-testid="stock-returned">Máy của đơn đã được nhập lại kho lúc {auditTime(stockReturnedAt)}.</p>
          ) : (
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={draft.restock} onChange={(event) => setDraft({ ...draft, restock: event.target.checked })} className="h-4 w-4 rounded border-gray-300" />
              <span>Nhập lại máy vào kho</span>
            </label>
          )}
          <button type="submit" disabled={busy} className={BUTTON}>
            Hoàn tiền
          </button>
        </form>
      )}
    </Box>
  );
}

/** Internal notes and notes the buyer reads on their order page. */
export function NotesPanel({ notes }: { notes: OrderNoteView[] }) {
  const { run, busy, fieldErrors } = useAdminAction();
  const [body, setBody] = useState("");
  const [visibleToBuyer, setVisibleToBuyer] = useState(false);
  return (
    <Box title="Ghi chú">
      {notes.length > 0 && (
        <ul className="mb-3 space-y-2" data-testid="order-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <span className={`mr-1 rounded px-1.5 py-0.5 text-xs ${note.visibleToBuyer ? "bg-amber-100 text-amber-900" : "bg-gray-100 text-gray-700"}`}>
                {note.visibleToBuyer ? "Khách xem được" : "Nội bộ"}
              </span>
              {note.body} <span className="text-gray-500">({note.authorName}, {auditTime(note.createdAt)})</span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await run("note", { body, visibleToBuyer }, { success: "Đã thêm ghi chú" })) {
            setBody("");
            setVisibleToBuyer(false);
          }
        }}
      >
        <label className="grid gap-1">
          <span className="text-gray-600">Ghi chú mới</span>
          <textarea value={body} onChange={(event) => setBody(event.target.value)} rows={2} className={INPUT} />
          {fieldErrors.body && <span className="text-red-700">{fieldErrors.body[0]}</span>}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={visibleToBuyer} onChange={(event) => setVisibleToBuyer(event.target.checked)} className="h-4 w-4 rounded border-gray-300" />
          <span>Khách xem được trên trang đơn hàng</span>
        </label>
        <button type="submit" disabled={busy} className={BUTTON}>
          Thêm ghi chú
        </button>
      </form>
    </Box>
  );
}

/** The order's papers, opened in the browser's PDF viewer. */
export function PrintLinks({ orderId }: { orderId: number }) {
  return (
    <div className="flex flex-wrap gap-2 text-sm">
      {ORDER_DOCUMENT_KINDS.map((kind) => (
        <a
          key={kind}
          href={`/api/admin/orders/${orderId}/documents/${kind}.pdf`}
          target="_blank"
          rel="noreferrer"
          className="rounded-md border border-gray-300 bg-white px-3 py-1.5 font-medium text-gray-800 hover:bg-gray-50"
        >
          In {ORDER_DOCUMENT_LABELS[kind].toLowerCase()}
        </a>
      ))}
    </div>
  );
}

/** Lines and address of an order that has not left yet; each saved on its own, the buyer gets a mail. */
export function OrderEditPanel({
  items,
  address,
  products,
  provinces,
  linesLocked,
}: {
  items: Array<{ productId: number; quantity: number }>;
  address: ShippingAddress;
  products: PickerProduct[];
  provinces: Array<{ code: string; name: string }>;
  /** Why the lines cannot change (money received), or null. */
  linesLocked: string | null;
}) {
  const lineAction = useAdminAction();
  const addressAction = useAdminAction();
  const [lines, setLines] = useState<LineDraft[]>(items.map(({ productId, quantity }) => ({ productId, quantity })));
  const [draft, setDraft] = useState(addressDraftOf(address));
  return (
    <Box title="Sửa đơn hàng">
      <h3 className="mb-2 font-medium text-gray-800">Sản phẩm</h3>
      {linesLocked ? (
        <p className="text-gray-600">{linesLocked}</p>
      ) : (
        <div className="space-y-2">
          <LinesEditor lines={lines} onChange={setLines} products={products} />
          {lineAction.fieldErrors.items && <p className="text-red-700">{lineAction.fieldErrors.items[0]}</p>}
          <button
            type="button"
            disabled={lineAction.busy}
            className={BUTTON}
            onClick={() => void lineAction.run("edit", { items: lines }, { success: "Đã cập nhật sản phẩm, khách sẽ nhận e-mail", failure: "Không sửa được" })}
          >
            Cập nhật sản phẩm
          </button>
        </div>
      )}
      <h3 className="mb-2 mt-5 font-medium text-gray-800">Địa chỉ và liên hệ</h3>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void addressAction.run("edit", { address: draft }, { success: "Đã cập nhật địa chỉ, khách sẽ nhận e-mail", failure: "Không sửa được" });
        }}
      >
        <AddressFields idPrefix="edit-address" value={draft} onChange={setDraft} provinces={provinces} errors={addressAction.fieldErrors} />
        <button type="submit" disabled={addressAction.busy} className={BUTTON}>
          Cập nhật địa chỉ
        </button>
      </form>
    </Box>
  );
}
