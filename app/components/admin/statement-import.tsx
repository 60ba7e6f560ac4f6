import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { STATEMENT_COLUMN_LABELS, STATEMENT_ROW_PROBLEM_LABELS, type StatementColumns } from "#common/bank-statement";
import { transferResultText, type StatementPreview, type StatementRowResult } from "#common/bank-transfers";
import { formatVnd } from "#common/money";
import { AdminTable, type AdminColumn } from "./ui/admin-table";
import { ORDER_TIME_FORMAT } from "./order-status-badge";

const COLUMN_KEYS = ["date", "amount", "note", "reference"] as const satisfies ReadonlyArray<keyof StatementColumns>;

/** What a statement row does (or would do) on import. */
function statementRowResultText(row: StatementRowResult): string {
  if (row.outcome === "seen") return "Đã nhập trước đó, bỏ qua";
  if (row.outcome === "skipped") return row.problem ? STATEMENT_ROW_PROBLEM_LABELS[row.problem] : "Bỏ qua";
  return transferResultText({ status: row.outcome, orderId: row.orderId, difference: row.difference });
}

/** One sentence after an import: how many rows were stored, matched, left for staff, skipped. */
function statementImportSummary(rows: StatementRowResult[]): string {
  const countOf = (...outcomes: Array<StatementRowResult["outcome"]>) => rows.filter((row) => outcomes.includes(row.outcome)).length;
  const stored = countOf("matched", "partial", "over", "unmatched", "duplicate", "refund-due", "deposit");
  const parts = [`${countOf("matched", "partial", "over", "deposit")} khớp đơn`, `${countOf("unmatched")} chưa khớp đơn`];
  const refundDue = countOf("refund-due");
  if (refundDue > 0) parts.push(`${refundDue} cho đơn đã hủy (cần hoàn tiền)`);
  const skipped = [
    [countOf("duplicate"), "trùng giao dịch đã có"],
    [countOf("seen"), "đã nhập trước đó"],
    [countOf("skipped"), "không phải tiền vào hoặc không đọc được"],
  ].filter(([count]) => Number(count) > 0);
  const skippedText = skipped.length ? `; bỏ qua ${skipped.map(([count, label]) => `${count} dòng ${label}`).join(", ")}` : "";
  return `Đã nhập ${stored} giao dịch: ${parts.join(", ")}${skippedText}.`;
}

const ROW_COLUMNS: AdminColumn[] = [{ label: "Dòng" }, { label: "Ngày" }, { label: "Số tiền", numeric: true }, { label: "Nội dung" }, { label: "Kết quả" }];

function StatementRowsTable({ rows, caption }: { rows: StatementRowResult[]; caption: string }) {
  return (
    <AdminTable caption={caption} columns={ROW_COLUMNS} className="mt-4">
      {rows.map((row) => (
        <tr key={row.line} className="border-t border-gray-100" data-testid="statement-row">
          <td className="px-4 py-3 tabular-nums text-gray-500">{row.line}</td>
          <td className="whitespace-nowrap px-4 py-3">{row.transactedAt ? ORDER_TIME_FORMAT.format(new Date(row.transactedAt)) : "—"}</td>
          <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{row.amount === null ? "—" : formatVnd(row.amount)}</td>
          <td className="max-w-md break-words px-4 py-3 font-mono text-xs">{row.note}</td>
          <td className="px-4 py-3">{statementRowResultText(row)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The columns chosen (or remembered, or guessed) and the preview; "Xác nhận nhập" waits for a fresh preview after a change. */
function PreviewForm({ csv, preview }: { csv: string; preview: StatementPreview }) {
  const busy = useNavigation().state !== "idle";
  const [changed, setChanged] = useState(false);
  const chosen = preview.columns ?? preview.suggested;
  const importable = preview.rows.filter((row) => row.outcome !== "seen" && row.outcome !== "skipped").length;
  return (
    <Form method="post" className="mt-4 space-y-4" onChange={() => setChanged(true)}>
      <input type="hidden" name="csv" value={csv} />
      <input type="hidden" name="headerRow" value={preview.headerRow} />
      <fieldset className="grid gap-3 sm:grid-cols-2" key={`${preview.headerRow}:${JSON.stringify(chosen)}`}>
        <legend className="mb-2 text-sm text-gray-700">
          {preview.remembered ? "Các cột đã chọn lần trước cho mẫu sao kê này." : "Chọn cột tương ứng trong tệp (được ghi nhớ cho các lần nhập sau)."}
        </legend>
        {COLUMN_KEYS.map((key) => (
          <label key={key} className="grid gap-1 text-sm">
            <span className="text-gray-600">{STATEMENT_COLUMN_LABELS[key]}</span>
            <select name={key} defaultValue={chosen[key] ?? ""} required={key !== "reference"} className="rounded-md border border-gray-300 px-2 py-1.5">
              <option value="">{key === "reference" ? "Không có" : "Chọn cột"}</option>
              {preview.header.map((name, index) => (
                <option key={index} value={index}>
                  {name || `Cột ${index + 1}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      {preview.columns ? (
        <StatementRowsTable rows={preview.rows} caption="Xem trước: kết quả của từng dòng sao kê" />
      ) : (
        <p className="text-sm text-amber-800">Chưa nhận ra các cột của tệp này: chọn cột rồi bấm “Xem trước”.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="preview" disabled={busy} className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50">
          Xem trước
        </button>
        <button
          type="submit"
          name="intent"
          value="import"
          disabled={busy || changed || !preview.columns}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50"
        >
          Xác nhận nhập {importable} giao dịch
        </button>
        <Link to="/admin/payments" className="text-sm text-brand-700 hover:underline">
          Chọn tệp khác
        </Link>
      </div>
    </Form>
  );
}

/** What the page's action answered about the statement: a refusal, a preview to confirm, or an import done. */
export interface StatementImportProps {
  failure?: string;
  /** The preview, with the file's text carried to the confirmation. */
  preview?: { csv: string; preview: StatementPreview };
  imported?: StatementPreview;
}

/** Statement import: upload a CSV, check the preview, confirm. */
export function StatementImport({ failure, preview, imported }: StatementImportProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="statement-import-title" className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="statement-import-title" className="text-lg font-semibold">
        Nhập sao kê ngân hàng (CSV)
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Tải tệp CSV xuất từ internet banking, xem trước đơn hàng mà từng dòng sẽ thanh toán, rồi xác nhận. Dòng đã nhập hoặc đã nhận qua thông báo ngân hàng được bỏ qua.
      </p>
      {failure && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      {imported && (
        <>
          <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-800">
            {statementImportSummary(imported.rows)}
          </p>
          <StatementRowsTable rows={imported.rows} caption="Kết quả nhập sao kê" />
        </>
      )}
      {preview ? (
        <PreviewForm csv={preview.csv} preview={preview.preview} />
      ) : (
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="preview" />
          <label className="grid gap-1 text-sm">
            <span className="text-gray-600">Tệp sao kê (CSV)</span>
            <input type="file" name="file" accept=".csv,text/csv" required className="text-sm" />
          </label>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50">
            Xem trước
          </button>
        </Form>
      )}
    </section>
  );
}
