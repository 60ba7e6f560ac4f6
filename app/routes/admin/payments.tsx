import { formatVnd } from "#common/money";
import { Link, useSearchParams } from "react-router";
import { BANK_TRANSFER_STATUS_LABELS, BANK_TRANSFER_STATUSES } from "#common/bank-transfers";
import { BankTransferTable } from "~/components/admin/bank-transfer-table";
import { StatementImport } from "~/components/admin/statement-import";
import { Pagination } from "~/components/admin/ui/pagination";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/payments";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [list, month] = await Promise.all([
    context.services.bankTransfers.list(Object.fromEntries(new URL(request.url).searchParams)),
    // Refunds netted out (the order desk, issue 36).
    context.services.orderDesk.paymentsMonth(),
  ]);
  return { ...list, month };
}

/**
 * The statement as the service takes it (`{ csv, columns }`) from the import form: the uploaded file's text, or
 * the CSV carried over from the preview; the columns as the preview form posts them (`headerRow`, `date`,
 * `amount`, `note`, `reference`), none before the first preview.
 */
async function statementOf(payload: Record<string, unknown>) {
  // A form field left out reads as empty, as the browser would send it.
  const field = (name: string) => payload[name] ?? "";
  const file = payload.file;
  const csv = file instanceof File && file.size > 0 ? await file.text() : field("csv");
  if (!("date" in payload)) return { csv, columns: null };
  return { csv, columns: { headerRow: field("headerRow"), date: field("date"), amount: field("amount"), note: field("note"), reference: field("reference") } };
}

/** Same services as `/api/admin/bank-transfers/*` and `/api/admin/bank-statements/*`. */
export const action = adminActions({
  assign: ({ services, id, payload, actor }) => services.bankTransfers.assign(id("Mã giao dịch"), payload, actor),
  preview: async ({ services, payload }) => {
    const statement = await statementOf(payload);
    // The file's text goes back with the preview, for the confirmation to import the same statement.
    return { csv: String(statement.csv ?? ""), preview: await services.bankTransfers.previewStatement(statement) };
  },
  import: async ({ services, payload, actor }) => services.bankTransfers.importStatement(await statementOf(payload), actor),
});

export function meta() {
  return adminMeta("Thanh toán chuyển khoản");
}

/** Incoming transfers (matched, short, over, unmatched) with assignment by hand, and the statement import. */
export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { transfers, counts, total, page, pageSize, month } = loaderData;
  const [params] = useSearchParams();
  const current = params.get("status");
  const all = Object.values(counts).reduce((sum, value) => sum + value, 0);
  const filterLink = (status: string | null) => (status ? `?status=${status}` : "?");
  const statement = actionData?.intent === "assign" ? undefined : actionData;
  return (
    <section className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Thanh toán chuyển khoản</h1>
        <p className="mt-1 text-sm text-gray-500">
          Tiền vào tài khoản của cửa hàng, từ thông báo ngân hàng (SePay) và sao kê nhập tay. Giao dịch ghi đúng mã đơn và đủ tiền tự chuyển đơn sang “Đã thanh toán”.
        </p>
        {month && (
          <p className="mt-2 text-sm text-gray-700" data-testid="payments-month">
            Tháng này: nhận {formatVnd(month.received)} · đã hoàn {formatVnd(month.refunded)} ({month.refunds} lần) · thực thu{" "}
            <strong>{formatVnd(month.net)}</strong>
          </p>
        )}
        <p className="mt-2 text-sm">
          <Link to="/admin/payments/reconciliation" className="font-semibold text-brand-700 hover:underline">
            Đối soát VNPAY / MoMo
          </Link>
        </p>
      </div>

      {actionData?.intent === "assign" && (
        <p role={actionData.ok ? "status" : "alert"} className={`rounded-md p-3 text-sm ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}>
          {actionData.ok ? `Đã gán giao dịch #${actionData.result.id} cho đơn hàng #${actionData.result.orderId}` : actionData.message}
        </p>
      )}

      <div>
        <nav aria-label="Lọc giao dịch" className="flex flex-wrap gap-2 text-sm">
          {[null, ...BANK_TRANSFER_STATUSES].map((status) => {
            const active = (status ?? null) === (current ?? null);
            return (
              <Link
                key={status ?? "all"}
                to={filterLink(status)}
                aria-current={active ? "page" : undefined}
                className={`rounded-full px-3 py-1.5 font-medium ${active ? "bg-brand-700 text-white" : "bg-white text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"}`}
              >
                {status ? BANK_TRANSFER_STATUS_LABELS[status] : "Tất cả"} ({status ? counts[status] : all})
              </Link>
            );
          })}
        </nav>
        <BankTransferTable transfers={transfers} />
        <Pagination page={page} total={total} pageSize={pageSize} />
      </div>

      <StatementImport
        failure={statement && !statement.ok ? statement.message : undefined}
        preview={statement?.ok && statement.intent === "preview" ? statement.result : undefined}
        imported={statement?.ok && statement.intent === "import" ? statement.result : undefined}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
