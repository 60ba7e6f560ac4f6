import type { BulkProductAction } from "#common/stock";
import { FormDialog } from "~/components/admin/ui/admin-dialog";
import { rowActionClass } from "~/components/admin/ui/admin-table";
import { LabeledInput } from "~/components/admin/ui/labeled-input";

/** The bulk actions that need a figure first (asked in a dialog). */
export type BulkActionWithAmount = Extract<BulkProductAction, "price-percent" | "low-stock-threshold">;

interface BulkToolbarProps {
  /** How many products are ticked. */
  count: number;
  busy: boolean;
  onRun: (action: Exclude<BulkProductAction, BulkActionWithAmount>) => void;
  onAsk: (action: BulkActionWithAmount) => void;
  onClear: () => void;
}

/** What can be done to the ticked products at once. */
export function BulkToolbar({ count, busy, onRun, onAsk, onClear }: BulkToolbarProps) {
  return (
    <div role="toolbar" aria-label="Thao tác hàng loạt" className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
      <span className="font-medium">Đã chọn {count}</span>
      <button type="button" disabled={busy} onClick={() => onRun("in-stock")} className={rowActionClass("brand")}>
        Còn hàng
      </button>
      <button type="button" disabled={busy} onClick={() => onRun("out-of-stock")} className={rowActionClass("neutral")}>
        Hết hàng
      </button>
      <button type="button" disabled={busy} onClick={() => onAsk("price-percent")} className={rowActionClass("neutral")}>
        Đổi giá theo %
      </button>
      <button type="button" disabled={busy} onClick={() => onAsk("low-stock-threshold")} className={rowActionClass("neutral")}>
        Ngưỡng báo sắp hết
      </button>
      <button type="button" disabled={busy} onClick={() => onRun("archive")} className={rowActionClass("danger")}>
        Ngừng bán
      </button>
      <button type="button" onClick={onClear} className={rowActionClass("neutral")}>
        Bỏ chọn
      </button>
    </div>
  );
}

interface BulkAmountDialogProps {
  kind: BulkActionWithAmount;
  count: number;
  /** The figure as typed (kept by the page while the dialog is closed and opened again). */
  amount: string;
  setAmount: (amount: string) => void;
  busy: boolean;
  fieldErrors: Record<string, string[] | undefined>;
  onApply: (extra: { percent: number | null } | { threshold: number | null }) => void;
  onClose: () => void;
}

/** Asks for the percentage of a price change or the low-stock threshold of the ticked products. */
export function BulkAmountDialog({ kind, count, amount, setAmount, busy, fieldErrors, onApply, onClose }: BulkAmountDialogProps) {
  return (
    <FormDialog
      title={kind === "price-percent" ? "Đổi giá theo phần trăm" : "Ngưỡng báo sắp hết hàng"}
      description={
        kind === "price-percent"
          ? `Áp dụng cho ${count} sản phẩm đã chọn: −10 là giảm 10%, 5 là tăng 5%. Giá làm tròn đến nghìn đồng; giá khuyến mãi đổi theo.`
          : `Khi số lượng tồn (đang đếm) còn bằng hoặc dưới ngưỡng, cửa hàng nhận một e-mail. Bỏ trống để tắt.`
      }
      submitLabel="Áp dụng"
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const value = amount.trim() === "" ? null : Number(amount.replace(",", "."));
        onApply(kind === "price-percent" ? { percent: value } : { threshold: value });
      }}
    >
      <LabeledInput
        id="bulk-amount"
        label={kind === "price-percent" ? "Phần trăm (%)" : "Ngưỡng (máy)"}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={fieldErrors.percent?.[0] ?? fieldErrors.threshold?.[0]}
      />
    </FormDialog>
  );
}
