import { Form, useActionData, useNavigation } from "react-router";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { PRIVACY_NOTICE_PATH, TERMS_OF_SALE_PATH } from "#common/legal";
import { formatVnd } from "#common/money";
import { quoteTexts, type QuoteTexts } from "#common/page-texts/quote";
import type { QuoteStatus } from "#common/quotes";
import { fillParts, usePageTexts } from "~/lib/language";
import { orNotFound } from "~/lib/loader-errors.server";
import { pageTextsFor } from "~/lib/page-texts.server";
import { quotePageAction, type QuoteActionResult } from "~/lib/quote-page.server";
import { DeliveryAddresses } from "~/components/quotes/delivery-addresses";
import type { Route } from "./+types/quote";

/**
 * The buyer's private quote (`/quotes/{token}`, decision 0042): personal like an order page (no shared cache,
 * `private, no-store`), read, downloaded as a PDF, accepted with the invoice details or declined with a reason.
 * Its interface has an English variant (common/page-texts/quote.ts); the quote itself is the Vietnamese sales
 * document (machine names, amount in words, terms, note), marked as such.
 */
export const handle = englishPageHandle;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const quote = await orNotFound(context.services.quotes.readByToken(params.token));
  // The delivery addresses' province list (the wards come from the locations API for the chosen province).
  const provinces = quote.status === "sent" ? context.services.locations.listProvinces().map(({ code, name }) => ({ code, name })) : [];
  const { texts } = pageTextsFor(request, quoteTexts);
  return { ...quote, provinces, texts };
}

export const action = quotePageAction;

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? fill(data.texts.title, { number: data.number }) : "Không tìm thấy báo giá" }, { name: "robots", content: "noindex, nofollow" }];
}

const dateVi = (isoDay: string) => isoDay.split("-").reverse().join("/");

/** A quote's status in the page's language. */
function statusIn(t: QuoteTexts, status: QuoteStatus): string {
  return {
    draft: t.statusDraft,
    sent: t.statusSent,
    accepted: t.statusAccepted,
    declined: t.statusDeclined,
    expired: t.statusExpired,
    replaced: t.statusReplaced,
  }[status];
}

function Input({ name, label, errors, defaultValue, type = "text" }: { name: string; label: string; errors?: Record<string, string[]>; defaultValue?: string; type?: string }) {
  const error = errors?.[name]?.[0] ?? errors?.[`invoice.${name}`]?.[0];
  return (
    <label className="block text-sm">
      <span className="font-medium text-gray-700">{label}</span>
      <input
        name={name}
        type={type}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-600 focus:outline-none"
      />
      {error && <span className="mt-1 block text-red-600">{error}</span>}
    </label>
  );
}

/** A number cell: right-aligned in the table; on a phone a row of its card, its column's name before it. */
const CELL =
  "py-2 text-right tabular-nums max-sm:col-span-2 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-0.5 max-sm:before:text-gray-500 max-sm:before:content-[attr(data-label)]";

export default function QuotePage({ loaderData, params }: Route.ComponentProps) {
  const quote = loaderData;
  const answer = useActionData<QuoteActionResult>();
  const busy = useNavigation().state !== "idle";
  const open = quote.status === "sent";
  const t = usePageTexts<QuoteTexts>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{fill(t.title, { number: quote.number })}</h1>
      <p className="mt-2 text-gray-600">
        <span translate="no">{quote.customer.companyName || quote.customer.name}</span> · {fill(t.validUntil, { day: dateVi(quote.validUntil) })} ·{" "}
        <span data-testid="quote-status">{statusIn(t, quote.status)}</span>
      </p>
      <a href={`/api/quotes/${params.token}/pdf`} download className="mt-4 inline-block rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
        {t.download}
      </a>

      {/* Below 640 px each line is a card (name, then quantity, unit price and amount each with its label): four
          columns of a long machine name and three amounts do not fit 375 px (issue 47). */}
      <table className="mt-6 w-full text-left text-sm" data-testid="quote-lines">
        <thead className="border-b border-gray-200 text-gray-500 max-sm:sr-only">
          <tr><th className="py-2">{t.product}</th><th className="py-2 text-right">{t.quantity}</th><th className="py-2 text-right">{t.unitPrice}</th><th className="py-2 text-right">{t.amount}</th></tr>
        </thead>
        <tbody className="divide-y divide-gray-100 max-sm:block">
          {quote.lines.map((line) => (
            <tr key={line.productId} className="max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-4 max-sm:py-2">
              <td className="py-2 max-sm:col-span-2 max-sm:pb-1 max-sm:font-medium"><span lang="vi">{line.name}</span>{line.discountPercent > 0 && <span className="ml-2 text-xs text-green-700">{fill(t.discount, { percent: line.discountPercent })}</span>}</td>
              <td data-label={t.quantity} className={CELL}>{line.quantity}</td>
              <td data-label={t.unitPrice} className={CELL}>{formatVnd(line.unitPrice)}{line.discountPercent > 0 && <span className="block text-xs text-gray-400 line-through">{formatVnd(line.listPrice)}</span>}</td>
              <td data-label={t.amount} className={`${CELL} max-sm:font-semibold`}>{formatVnd(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt>{t.subtotal}</dt><dd className="text-right tabular-nums">{formatVnd(quote.subtotal)}</dd>
        {quote.installationFee > 0 && (<><dt>{t.installation}</dt><dd className="text-right tabular-nums">{formatVnd(quote.installationFee)}</dd></>)}
        <dt>{t.vat}</dt><dd className="text-right tabular-nums">{formatVnd(quote.vat)}</dd>
        <dt className="font-semibold">{t.total}</dt><dd className="text-right font-semibold tabular-nums" data-testid="quote-total">{formatVnd(quote.total)}</dd>
        {quote.deposit > 0 && (<><dt>{fill(t.deposit, { percent: quote.depositPercent })}</dt><dd className="text-right tabular-nums">{formatVnd(quote.deposit)}</dd></>)}
      </dl>
      <p className="mt-2 text-right text-sm italic text-gray-600">{fillParts(t.inWords, { words: <span lang="vi">{quote.totalInWords}</span> })}</p>
      {quote.paymentTerms && <p className="mt-4 text-sm">{fillParts(t.paymentTerms, { terms: <span lang="vi">{quote.paymentTerms}</span> })}</p>}
      {quote.note && <p className="mt-1 text-sm">{fillParts(t.note, { note: <span lang="vi">{quote.note}</span> })}</p>}

      <div role="status" aria-live="polite" className="mt-6">
        {answer && <p className={answer.ok ? "text-green-700" : "text-red-600"} lang={answer.messageLang}>{answer.message}</p>}
        {quote.orderUrl && (
          <p>{t.accepted} <a href={quote.orderUrl} className="font-semibold text-brand-700 underline">{fill(t.viewOrder, { id: quote.orderId ?? "" })}</a></p>
        )}
      </div>

      {open && (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <Form method="post" className="space-y-3 rounded-lg border border-gray-200 p-5" aria-labelledby="accept-title">
            <h2 id="accept-title" className="text-lg font-semibold">{t.acceptTitle}</h2>
            <input type="hidden" name="intent" value="accept" />
            <Input name="name" label={t.buyerName} defaultValue={quote.customer.name} errors={answer?.fieldErrors} />
            <Input name="phone" label={t.phone} defaultValue={quote.customer.phone} errors={answer?.fieldErrors} />
            <p className="pt-2 text-sm font-medium text-gray-900">{t.invoiceHeading}</p>
            <Input name="companyName" label={t.companyName} defaultValue={quote.customer.companyName} errors={answer?.fieldErrors} />
            <Input name="taxCode" label={t.taxCode} defaultValue={quote.customer.taxCode} errors={answer?.fieldErrors} />
            <Input name="address" label={t.invoiceAddress} errors={answer?.fieldErrors} />
            <Input name="email" label={t.invoiceEmail} type="email" defaultValue={quote.customer.email} errors={answer?.fieldErrors} />
            <DeliveryAddresses provinces={quote.provinces} errors={answer?.fieldErrors} defaults={{ fullName: quote.customer.name, phone: quote.customer.phone }} />
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="acceptTerms" className="mt-0.5 h-4 w-4 accent-brand-700" />
              <span>
                {fillParts(t.agree, {
                  terms: (
                    <a href={TERMS_OF_SALE_PATH} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                      {t.termsLink}
                    </a>
                  ),
                  privacy: (
                    <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                      {t.privacyLink}
                    </a>
                  ),
                })}
              </span>
            </label>
            {answer?.fieldErrors?.acceptTerms?.[0] && <p className="text-sm text-red-600">{answer.fieldErrors.acceptTerms[0]}</p>}
            <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-50">
              {t.accept}
            </button>
          </Form>
          <Form method="post" className="space-y-3 rounded-lg border border-gray-200 p-5" aria-labelledby="decline-title">
            <h2 id="decline-title" className="text-lg font-semibold">{t.declineTitle}</h2>
            <input type="hidden" name="intent" value="decline" />
            <label className="block text-sm">
              <span className="font-medium text-gray-700">{t.reason}</span>
              <textarea name="reason" rows={3} className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2" />
              {answer?.fieldErrors?.reason?.[0] && <span className="mt-1 block text-red-600">{answer.fieldErrors.reason[0]}</span>}
            </label>
            <button type="submit" disabled={busy} className="w-full rounded-md border border-gray-300 px-4 py-3 font-medium hover:bg-gray-50 disabled:opacity-50">
              {t.decline}
            </button>
          </Form>
        </div>
      )}
    </main>
  );
}
