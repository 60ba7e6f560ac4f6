import { data, Link, useSearchParams } from "react-router";
import { BANK_TRANSFER_STATUS_LABELS, BANK_TRANSFER_STATUSES } from "#common/bank-transfers";
import { assignTransferSchema, statementImportSchema, statementPreviewSchema } from "#common/schemas/bank-transfers";
import { BankTransferTable } from "~/components/admin/bank-transfer-table";
import { StatementImport, statementImportSummary } from "~/components/admin/statement-import";
import { actorOf, requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { statusOf } from "~/lib/loader-errors.server";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/payments";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return context.services.bankTransfers.list(Object.fromEntries(new URL(request.url).searchParams));
}

/** The statement's columns as the preview form posts them (`headerRow`, `date`, `amount`, `note`, `reference`). */
function columnsFrom(form: FormData) {
  if (!form.has("date")) return null;
  const field = (name: string) => String(form.get(name) ?? "");
  return { headerRow: field("headerRow"), date: field("date"), amount: field("amount"), note: field("note"), reference: field("reference") };
}

/** The uploaded file's text, or the CSV carried over from the preview. */
async function csvFrom(form: FormData): Promise<string> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) return file.text();
  return String(form.get("csv") ?? "");
}

type Failure = { intent: string; ok: false; message: string };

/** Same services as `/api/admin/bank-transfers/*` and `/api/admin/bank-statements/*`. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireAdminPage(request, context));
  const bankTransfers = context.services.bankTransfers;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const fail = (message: string, status: number) => data<Failure>({ intent, ok: false, message }, { status });
  try {
    if (intent === "assign") {
      const transferId = Number(form.get("transferId"));
      const parsed = assignTransferSchema.safeParse({ orderId: form.get("orderId") });
      if (!Number.isSafeInteger(transferId) || transferId < 1) return fail("Không tìm thấy giao dịch", 404);
      if (!parsed.success) return fail(parsed.error.issues[0]!.message, 400);
      await bankTransfers.assign(transferId, parsed.data, actor);
      return { intent: "assign" as const, ok: true as const, message: `Đã gán giao dịch #${transferId} cho đơn hàng #${parsed.data.orderId}` };
    }
    const csv = await csvFrom(form);
    if (intent === "import") {
      const parsed = statementImportSchema.safeParse({ csv, columns: columnsFrom(form) });
      if (!parsed.success) return fail(parsed.error.issues[0]!.message, 400);
      const result = await bankTransfers.importStatement(parsed.data);
      return { intent: "import" as const, ok: true as const, message: statementImportSummary(result.rows), result };
    }
    const parsed = statementPreviewSchema.safeParse({ csv, columns: columnsFrom(form) });
    if (!parsed.success) return fail(parsed.error.issues[0]!.message, 400);
    return { intent: "preview" as const, ok: true as const, csv: parsed.data.csv, preview: await bankTransfers.previewStatement(parsed.data) };
  } catch (error) {
    const status = statusOf(error);
    if (status === 400 || status === 404 || status === 409) return fail((error as Error).message, status);
    throw error;
  }
}

export function meta() {
  return adminMeta("Thanh toán chuyển khoản");
}

/** Incoming transfers (matched, short, over, unmatched) with assignment by hand, and the statement import. */
export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { transfers, counts, total, page, pageSize } = loaderData;
  const [params] = useSearchParams();
  const current = params.get("status");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const all = Object.values(counts).reduce((sum, value) => sum + value, 0);
  const filterLink = (status: string | null) => (status ? `?status=${status}` : "?");
  return (
    <section className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Thanh toán chuyển khoản</h1>
        <p className="mt-1 text-sm text-gray-500">
          Tiền vào tài khoản của cửa hàng, từ thông báo ngân hàng (SePay) và sao kê nhập tay. Giao dịch ghi đúng mã đơn và đủ tiền tự chuyển đơn sang “Đã thanh toán”.
        </p>
      </div>

      {actionData?.intent === "assign" && (
        <p role={actionData.ok ? "status" : "alert"} className={`rounded-md p-3 text-sm ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}>
          {actionData.message}
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
        {pages > 1 && (
          <nav aria-label="Phân trang" className="mt-4 flex items-center gap-3 text-sm">
            {page > 1 && <Link to={`?${new URLSearchParams({ ...(current ? { status: current } : {}), page: String(page - 1) })}`} className="text-brand-700 hover:underline">← Trang trước</Link>}
            <span className="text-gray-500">Trang {page}/{pages}</span>
            {page < pages && <Link to={`?${new URLSearchParams({ ...(current ? { status: current } : {}), page: String(page + 1) })}`} className="text-brand-700 hover:underline">Trang sau →</Link>}
          </nav>
        )}
      </div>

      <StatementImport actionData={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
