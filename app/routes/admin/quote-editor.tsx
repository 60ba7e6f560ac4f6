import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { discountPercent, MAX_SALES_DISCOUNT_PERCENT, quoteTotals } from "#common/business-buyers";
import { formatVnd } from "#common/money";
import type { QuoteView } from "#common/quotes";
import { pickerProduct, ProductPicker } from "~/components/admin/product-picker";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { idParam, orNotFound } from "~/lib/loader-errors.server";
import type { Route } from "./+types/quote-editor";

export { adminClientAction as clientAction } from "~/lib/admin-action";

/** `/admin/quotes/new` starts a quote (or `?lead={id}` from a lead of the contact desk); `/admin/quotes/{id}` edits one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const products = (await context.services.catalog.listProducts()).map(pickerProduct);
  const quote = params.id === "new" ? null : await orNotFound(context.services.quotes.get(idParam(params.id)));
  const leadParam = new URL(request.url).searchParams.get("lead");
  const lead = !quote && leadParam && /^\d{1,9}$/.test(leadParam) ? Number(leadParam) : null;
  return {
    quote,
    products,
    lead,
    leadContact: lead ? await context.services.quotes.leadContact(lead) : null,
    // The preview rounds the deposit as the server will (a store setting, issue 47).
    roundDepositToThousand: await context.services.storeSettings.roundDepositToThousand(),
  };
}

/** The same service as `POST/PUT /api/admin/quotes` and `POST /api/admin/quotes/{id}/send`. */
export const action = adminActions({
  create: ({ services, payload, actor }) => services.quotes.create(payload, actor),
  update: ({ services, params, payload, actor }) => services.quotes.update(idParam(params.id), payload, actor),
  send: ({ services, params, actor }) => services.quotes.send(idParam(params.id), actor),
});

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data?.quote ? `Báo giá ${data.quote.number}` : "Tạo báo giá");
}

interface DraftLine {
  productId: number;
  quantity: number;
  unitPrice: number;
}

const inDays = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

function draftOf(quote: QuoteView | null, lead: { name: string; phone: string; note: string } | null) {
  return {
    customer: quote?.customer ?? { name: lead?.name ?? "", phone: lead?.phone ?? "", email: "", companyName: "", taxCode: "" },
    lines: (quote?.lines ?? []).map((line): DraftLine => ({ productId: line.productId, quantity: line.quantity, unitPrice: line.unitPrice })),
    installationFee: quote?.installationFee ?? 0,
    depositPercent: quote?.depositPercent ?? 0,
    validUntil: quote?.validUntil ?? inDays(14),
    paymentTerms: quote?.paymentTerms ?? "",
    note: quote?.note ?? lead?.note ?? "",
  };
}

export default function AdminQuoteEditor({ loaderData }: Route.ComponentProps) {
  const { quote, products, lead, leadContact } = loaderData;
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(quote, leadContact));
  const [link, setLink] = useState<string | null>(null);
  const { run, busy, fieldErrors } = useAdminAction<unknown>();
  const editable = !quote || quote.status === "draft" || quote.status === "sent";
  const priceOf = (productId: number) => products.find((product) => product.id === productId)?.price ?? 0;
  const totals = quoteTotals(draft.lines, draft.installationFee, draft.depositPercent, loaderData.roundDepositToThousand);
  const error = (field: string) => fieldErrors[field]?.[0];

  const setCustomer = (field: keyof typeof draft.customer, value: string) => setDraft({ ...draft, customer: { ...draft.customer, [field]: value } });
  const setLine = (index: number, changes: Partial<DraftLine>) => setDraft({ ...draft, lines: draft.lines.map((line, at) => (at === index ? { ...line, ...changes } : line)) });

  async function save() {
    const payload = { ...draft, contactRequestId: quote?.contactRequestId ?? lead ?? null };
    if (!quote) {
      const created = (await run("create", payload, { success: "Đã tạo báo giá", failure: "Không lưu được báo giá" })) as { id: number } | null;
      if (created) navigate(`/admin/quotes/${created.id}`);
      return;
    }
    const saved = (await run("update", payload, { success: quote.status === "sent" ? "Đã tạo phiên bản mới" : "Đã lưu", failure: "Không lưu được báo giá" })) as QuoteView | null;
    if (saved && saved.id !== quote.id) navigate(`/admin/quotes/${saved.id}`);
  }

  async function send() {
    const sent = (await run("send", {}, { success: "Đã gửi báo giá cho khách", failure: "Không gửi được báo giá" })) as { url: string } | null;
    if (sent) setLink(sent.url);
  }

  const input = "mt-1 w-full rounded-md border border-gray-300 px-2 py-1.5";
  return (
    <section className="space-y-6">
      <Link to="/admin/quotes" className="text-sm text-brand-700 hover:underline">← Tất cả báo giá</Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{quote ? `Báo giá ${quote.number}` : "Tạo báo giá"}</h1>
        {quote && <span className="rounded-full bg-gray-100 px-3 py-1 text-sm" data-testid="quote-status">{quote.statusLabel}</span>}
        {quote && <a href={`/api/admin/quotes/${quote.id}/pdf`} className="text-sm text-brand-700 hover:underline">Tải PDF</a>}
        {quote?.orderId && <Link to={`/admin/orders/${quote.orderId}`} className="text-sm text-brand-700">Đơn hàng #{quote.orderId}</Link>}
      </div>
      {quote?.declineReason && <p className="rounded-md bg-red-50 p-3 text-sm text-red-700">Khách từ chối: {quote.declineReason}</p>}
      {quote?.status === "sent" && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">Báo giá đã gửi không sửa trực tiếp: lưu thay đổi sẽ tạo phiên bản mới (bản cũ không còn chấp nhận được).</p>}
      {link && <p className="rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">Đường dẫn riêng của khách: <a href={link} data-testid="quote-link" className="font-mono underline">{link}</a></p>}

      <fieldset disabled={!editable || busy} className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 text-sm">
          <h2 className="font-semibold">Khách hàng</h2>
          {(
            [
              ["name", "Người liên hệ"],
              ["phone", "Số điện thoại"],
              ["email", "E-mail"],
              ["companyName", "Tên công ty / hộ kinh doanh"],
              ["taxCode", "Mã số thuế"],
            ] as const
          ).map(([field, label]) => (
            <label key={field} className="block">
              {label}
              <input className={input} value={draft.customer[field]} onChange={(event) => setCustomer(field, event.target.value)} />
              {error(`customer.${field}`) && <span className="text-red-600">{error(`customer.${field}`)}</span>}
            </label>
          ))}
        </div>
        <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 text-sm">
          <h2 className="font-semibold">Điều kiện</h2>
          <label className="block">Phí giao hàng và lắp đặt (đồng, chưa VAT)
            <input className={input} inputMode="numeric" value={draft.installationFee} onChange={(event) => setDraft({ ...draft, installationFee: Number(event.target.value.replace(/\D/g, "")) || 0 })} />
          </label>
          <label className="block">Đặt cọc (%)
            <input className={input} inputMode="numeric" value={draft.depositPercent} onChange={(event) => setDraft({ ...draft, depositPercent: Math.min(100, Number(event.target.value.replace(/\D/g, "")) || 0) })} />
          </label>
          <label className="block">Hiệu lực đến
            <input className={input} type="date" value={draft.validUntil} onChange={(event) => setDraft({ ...draft, validUntil: event.target.value })} />
            {error("validUntil") && <span className="text-red-600">{error("validUntil")}</span>}
          </label>
          <label className="block">Điều khoản thanh toán
            <input className={input} value={draft.paymentTerms} onChange={(event) => setDraft({ ...draft, paymentTerms: event.target.value })} />
          </label>
          <label className="block">Ghi chú
            <textarea className={input} rows={2} value={draft.note} onChange={(event) => setDraft({ ...draft, note: event.target.value })} />
          </label>
        </div>

        <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-5 text-sm lg:col-span-2">
          <h2 className="font-semibold">Sản phẩm</h2>
          {error("lines") && <p className="text-red-600">{error("lines")}</p>}
          <table className="w-full">
            <thead className="text-left text-gray-500"><tr><th>Sản phẩm</th><th>Số lượng</th><th>Đơn giá (chưa VAT)</th><th className="text-right">Giảm</th><th className="text-right">Thành tiền</th><th /></tr></thead>
            <tbody>
              {draft.lines.map((line, index) => {
                const off = discountPercent(priceOf(line.productId), line.unitPrice);
                return (
                  <tr key={index} className="border-t border-gray-100">
                    <td className="py-2 pr-2">
                      <ProductPicker
                        aria-label={`Sản phẩm dòng ${index + 1}`}
                        className={input}
                        products={products}
                        value={line.productId}
                        onPick={(product) => product && setLine(index, { productId: product.id, unitPrice: product.price })}
                      />
                    </td>
                    <td className="py-2 pr-2"><input aria-label={`Số lượng dòng ${index + 1}`} className={input} inputMode="numeric" value={line.quantity} onChange={(event) => setLine(index, { quantity: Number(event.target.value.replace(/\D/g, "")) || 1 })} /></td>
                    <td className="py-2 pr-2"><input aria-label={`Đơn giá dòng ${index + 1}`} className={input} inputMode="numeric" value={line.unitPrice} onChange={(event) => setLine(index, { unitPrice: Number(event.target.value.replace(/\D/g, "")) || 0 })} /></td>
                    <td className={`py-2 text-right tabular-nums ${off > MAX_SALES_DISCOUNT_PERCENT ? "font-semibold text-red-600" : ""}`}>{off > 0 ? `${(Math.round(off * 10) / 10).toLocaleString("vi-VN")}%` : ""}</td>
                    <td className="py-2 text-right tabular-nums">{formatVnd(line.unitPrice * line.quantity)}</td>
                    <td className="py-2 text-right"><button type="button" className="text-red-600" onClick={() => setDraft({ ...draft, lines: draft.lines.filter((_, at) => at !== index) })}>Xóa</button></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {products.length > 0 && (
            <button type="button" className="rounded-md border border-gray-300 px-3 py-1.5" onClick={() => setDraft({ ...draft, lines: [...draft.lines, { productId: products[0]!.id, quantity: 1, unitPrice: products[0]!.price }] })}>
              Thêm sản phẩm
            </button>
          )}
          <p className="text-xs text-gray-500">Giảm quá {MAX_SALES_DISCOUNT_PERCENT}% so với giá niêm yết cần chủ cửa hàng lưu.</p>
          <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            <dt>Cộng tiền hàng</dt><dd className="text-right tabular-nums">{formatVnd(totals.subtotal)}</dd>
            <dt>Phí giao hàng và lắp đặt</dt><dd className="text-right tabular-nums">{formatVnd(totals.installationFee)}</dd>
            <dt>Thuế VAT (10%)</dt><dd className="text-right tabular-nums">{formatVnd(totals.vat)}</dd>
            <dt className="font-semibold">Tổng cộng</dt><dd className="text-right font-semibold tabular-nums" data-testid="editor-total">{formatVnd(totals.total)}</dd>
            <dt>Đặt cọc</dt><dd className="text-right tabular-nums">{formatVnd(totals.deposit)}</dd>
          </dl>
        </div>
      </fieldset>

      {editable && (
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={busy} onClick={() => void save()} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-50">
            {quote?.status === "sent" ? "Lưu thành phiên bản mới" : "Lưu báo giá"}
          </button>
          {quote?.status === "draft" && (
            <button type="button" disabled={busy} onClick={() => void send()} className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50">
              Gửi cho khách
            </button>
          )}
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
