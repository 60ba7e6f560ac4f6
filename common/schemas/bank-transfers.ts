import { z } from "../zod";
import { text } from "../validation";
import { BANK_TRANSFER_STATUSES } from "../bank-transfers";

/**
 * Payloads of the admin's bank-transfer endpoints and forms: `POST /api/admin/bank-transfers/{id}/assign`,
 * `POST /api/admin/bank-statements/preview` and `/import`. Column numbers count from 0 in the header row.
 */

const columnIndex = z.coerce.number().int().min(0).max(200);

const statementColumnsSchema = z.object({
  headerRow: z.coerce.number().int().min(0).max(1000),
  date: columnIndex,
  amount: columnIndex,
  note: columnIndex,
  /** Missing, null or "" = no reference column. */
  reference: z.preprocess((value) => (value === "" || value === undefined ? null : value), columnIndex.nullable()),
});

export const statementPreviewSchema = z.object({
  csv: text().min(1, "Chọn tệp CSV sao kê"),
  /** Without columns: the ones remembered for this layout, or guessed from its header. */
  columns: statementColumnsSchema.nullish(),
});

export const statementImportSchema = z.object({
  csv: text().min(1, "Chọn tệp CSV sao kê"),
  columns: statementColumnsSchema,
});

export const assignTransferSchema = z.object({
  orderId: z.coerce.number({ error: "Mã đơn hàng không hợp lệ" }).int("Mã đơn hàng không hợp lệ").min(1, "Mã đơn hàng không hợp lệ").max(2_147_483_647, "Mã đơn hàng không hợp lệ"),
});

export const transferListQuerySchema = z.object({
  status: z.enum(BANK_TRANSFER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
