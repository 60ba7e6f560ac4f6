import type { ReactNode } from "react";
import { AdminDialog, DialogActions } from "./admin-dialog";

/** A small confirmation dialog (Radix: focus trap, Escape closes, labelled). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <DialogActions className="mt-6">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </DialogActions>
    </AdminDialog>
  );
}
