import { englishPageHandle, fill, vi, type Language } from "#common/i18n-vi";
import { formatVnd } from "#common/money";
import { isGatewayPaymentMethod } from "#common/payment";
import { orderTexts, type OrderTexts } from "#common/page-texts/order";
import { useSiteInfo } from "~/lib/root-data";
import { OrderTotals } from "~/components/cart/order-totals";
import { printableOrder } from "#common/order-document";
import { idParam, orNotFound } from "~/lib/loader-errors.server";
import { pageTextsFor } from "~/lib/page-texts.server";
import { usePaymentStatus } from "~/lib/payment-status-polling";
import { fillParts, usePageTexts } from "~/lib/language";
import type { Route } from "./+types/order";
import { formatShippingAddress } from "#common/address";
import { Photo } from "~/components/ui/photo";
import { OrderBusinessSummary } from "~/components/quotes/order-business-summary";
import { GatewayPaymentBox } from "~/components/payments/gateway-payment-box";

/** A buyer who ordered on the English checkout reads the order in English too (docs/decisions/0067). */
export const handle = englishPageHandle;

/** The buyer's order page: reachable by the session that placed the order or by the signed link of the e-mail. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await context.session.current();
  const linkToken = new URL(request.url).searchParams.get("t");
  const read = await orNotFound(context.services.buyerOrders.read(idParam(params.id), { sessionId: session?.id ?? null, linkToken }));
  const { language, texts } = pageTextsFor(request, orderTexts);
  return { ...read, linkToken, language, texts, title: fill(texts.title, { id: read.order.id }) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? data.title : vi.notFoundTitle }, { name: "robots", content: "noindex, nofollow" }];
}

const PLACED_AT: Record<Language, Intl.DateTimeFormat> = {
  vi: new Intl.DateTimeFormat("vi-VN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" }),
};

const STATUS_KEYS = { pending: "statusPending", confirmed: "statusConfirmed", shipping: "statusShipping", completed: "statusCompleted", canceled: "statusCanceled" } as const;
const METHOD_KEYS = {
  cod: "payCod",
  bank_transfer: "payBankTransfer",
  card: "payCard",
  vnpay: "payVnpay",
  momo: "payMomo",
  vnpay_instalment: "payVnpayInstalment",
  credit: "payCredit",
} as const;
const PAYMENT_STATUS_KEYS = { unpaid: "paymentUnpaid", paid: "paymentPaid", refunded: "paymentRefunded" } as const;

/** A list's word in the page's language; a value the list does not know is shown as it came. */
function wordOf(t: OrderTexts, keys: Record<string, keyof OrderTexts>, value: string): string {
  const key = keys[value];
  return key ? t[key] : value;
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, bankTransfer, notes, payment, linkToken, language } = loaderData;
  const t = usePageTexts<OrderTexts>();
  const placedAt = PLACED_AT[language];
  const depositDue = payment.deposit > 0 && !payment.depositPaid;
  const { hotline, seller: sellerDetails } = useSiteInfo();
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
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{fill(t.title, { id: order.id })}</h1>
      <p className="mt-2 text-gray-600">
        {fill(t.placed, { date: placedAt.format(new Date(order.createdAt)) })} · {wordOf(t, STATUS_KEYS, order.status)} · {wordOf(t, METHOD_KEYS, order.paymentMethod)} ·{" "}
        <span data-testid="payment-status">{depositReceived ? t.depositReceivedStatus : wordOf(t, PAYMENT_STATUS_KEYS, paymentStatus)}</span>
      </p>
      {depositReceived && (
        <p className="mt-1 text-sm text-gray-700" data-testid="deposit-received">
          {fill(t.depositReceived, { deposit: formatVnd(payment.deposit), due: formatVnd(payment.amountDue) })}
          {payment.restOnDelivery ? t.depositRestOnDelivery : order.status === "completed" ? t.depositRestDue : t.depositRestOnReceipt}
        </p>
      )}
      <div role="status" aria-live="polite">
        {transferReceived && (
          <section className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6">
            <h2 className="text-xl font-bold text-green-800">{t.transferReceivedTitle}</h2>
            <p className="mt-2 text-sm text-green-900">{fill(t.transferReceived, { id: order.id })}</p>
          </section>
        )}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          {notes.length > 0 && (
            <section aria-labelledby="shop-notes-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
              <h2 id="shop-notes-title" className="font-bold text-amber-900">{t.shopNotes}</h2>
              <ul className="mt-2 space-y-2 text-sm text-amber-950">
                {notes.map((note) => (
                  <li key={note.id}>
                    <span className="text-amber-800">{placedAt.format(new Date(note.createdAt))}: </span>
                    <span lang="vi">{note.body}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {bankTransfer && paymentStatus === "unpaid" && (
            <section aria-labelledby="bank-transfer-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
              <h2 id="bank-transfer-title" className="text-xl font-bold text-brand-900">
                {depositDue ? t.transferDepositTitle : t.transferTitle}
              </h2>
              {depositDue && <p className="mt-1 text-sm text-brand-900">{fill(t.transferDeposit, { deposit: formatVnd(payment.deposit) })}</p>}
              <div className="mt-4 grid gap-6 sm:grid-cols-[14rem_1fr] sm:items-start">
                <img
                  src={bankTransfer.qrDataUri}
                  alt={fill(t.transferQrAlt, { amount: formatVnd(bankTransfer.amount), id: order.id })}
                  width={224}
                  height={224}
                  className="rounded-lg bg-white p-2"
                />
                <dl className="grid gap-2 text-sm">
                  <div><dt className="text-gray-500">{t.bank}</dt><dd className="font-medium" lang="vi">{bankTransfer.bankName}</dd></div>
                  <div><dt className="text-gray-500">{t.accountNumber}</dt><dd className="font-mono text-base font-semibold" data-testid="bank-account">{bankTransfer.accountNumber}</dd></div>
                  <div><dt className="text-gray-500">{t.accountName}</dt><dd className="font-medium" lang="vi" translate="no">{bankTransfer.accountName}</dd></div>
                  <div><dt className="text-gray-500">{t.amount}</dt><dd className="text-lg font-bold text-accent-700" data-testid="transfer-amount">{formatVnd(bankTransfer.amount)}</dd></div>
                  <div><dt className="text-gray-500">{t.transferNote}</dt><dd className="font-mono font-semibold" data-testid="transfer-note" translate="no">{bankTransfer.note}</dd></div>
                </dl>
              </div>
              <ol className="mt-5 list-decimal space-y-1 pl-5 text-sm text-gray-700">
                <li>{t.transferStep1}</li>
                <li>{t.transferStep2}</li>
                <li>{t.transferStep3}<a href={hotline.href} className="font-semibold text-brand-700">{hotline.display}</a>.</li>
              </ol>
            </section>
          )}

          {gateway && paymentStatus === "unpaid" && order.status !== "canceled" && <GatewayPaymentBox gateway={gateway} orderId={order.id} linkToken={linkToken} />}
          {(order.paymentMethod === "cod" || order.paymentMethod === "card") && paymentStatus === "unpaid" && order.status !== "canceled" && !depositDue && (
            // Issue 47: a cash-on-delivery or card order says what happens next and who to call, as the transfer page does.
            <section aria-labelledby="next-steps-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-6" data-testid="next-steps">
              <h2 id="next-steps-title" className="text-xl font-bold text-brand-900">
                {t.nextTitle}
              </h2>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-gray-700">
                <li>{t.nextCall}</li>
                {order.paymentMethod === "card" ? <li>{t.nextCard}</li> : <li>{fill(t.nextCod, { amount: formatVnd(payment.amountDue) })}</li>}
                <li>{t.nextInstall}</li>
                <li>
                  {t.nextHotline}
                  <a href={hotline.href} className="font-semibold text-brand-700">
                    {hotline.display}
                  </a>
                  .
                </li>
              </ol>
            </section>
          )}

          <section aria-labelledby="order-lines-title">
            <h2 id="order-lines-title" className="text-lg font-semibold">{t.lines}</h2>
            <ul className="mt-3 divide-y divide-gray-100 rounded-lg border border-gray-200">
              {lines.map((line) => {
                const image = line.productId === null ? null : order.items.find((item) => item.productId === line.productId)?.image;
                return (
                  <li key={line.productId ?? line.kind} className="flex items-center gap-4 p-4" data-testid={line.kind === "installation-fee" ? "installation-fee-line" : undefined}>
                    {image ? <Photo src={image} alt="" width={56} height={56} sizes="56px" loading="lazy" className="h-14 w-14 rounded bg-gray-50 object-contain" /> : <span aria-hidden="true" className="h-14 w-14" />}
                    <span className="flex-1">
                      {line.quantity} × {line.kind === "installation-fee" ? t.installationFee : <span lang="vi">{line.name}</span>}
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
          {sellerDetails && (
            // The labels are ours (the words of `sellerLines`, common/site-info.ts); the seller's details the owner's.
            <div className="border-t border-gray-200 pt-4 text-xs text-gray-600" data-testid="seller">
              <p>{fillParts(t.sellerName, { name: <span lang="vi">{sellerDetails.legalName}</span> })}</p>
              <p>{fill(t.sellerTaxCode, { code: sellerDetails.taxCode })}</p>
              <p>{fillParts(t.sellerAddress, { address: <span lang="vi" translate="no">{sellerDetails.address}</span> })}</p>
            </div>
          )}
          <div className="border-t border-gray-200 pt-4 text-sm text-gray-700">
            <p className="font-medium">{t.deliverTo}</p>
            <p translate="no">{order.address.fullName} · {order.address.phone}</p>
            <p lang="vi" translate="no">{formatShippingAddress(order.address)}</p>
          </div>
        </aside>
      </div>
    </main>
  );
}
