import type { AppLoadContext } from "react-router";
import { ValidationError } from "../../server/services/foundation/errors";

/**
 * The machines page's CSV import: the same service as `POST /api/admin/machines/import`; its report of rejected rows
 * (`rows: [{ line, message }]`) becomes the file field's messages, one per row, so the form lists them.
 */
export async function importMachines(services: AppLoadContext["services"], csv: unknown, actor: { id: number; username: string }) {
  try {
    return await services.afterSale.machines.importCsv(csv, actor);
  } catch (error) {
    const rows = (error as { details?: { rows?: Array<{ line: number; message: string }> } }).details?.rows;
    if (!rows) throw error;
    throw new ValidationError((error as Error).message, { file: rows.map((row) => `Dòng ${row.line}: ${row.message}`) });
  }
}
