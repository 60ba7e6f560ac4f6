import * as Dialog from "@radix-ui/react-dialog";
import type { FormEvent, ReactNode } from "react";

/** The admin's small modal dialog (Radix: focus trap, Escape closes, labelled by its title). */
export function AdminDialog({
  open = true,
  onOpenChange,
  title,
  description,
  children,
}: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          // Without a description Radix must be told that nothing describes the dialog.
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-sm text-gray-600">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row of a dialog's buttons: Cancel (closes the dialog), then the caller's main button. */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`${className ? `${className} ` : ""}flex justify-end gap-3`}>
      <Dialog.Close asChild>
        <button type="button" className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50">
          Hủy
        </button>
      </Dialog.Close>
      {children}
    </div>
  );
}

/** An admin dialog holding a form: its fields, then Cancel and the submit button. */
export function FormDialog({
  title,
  description,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AdminDialog onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form onSubmit={onSubmit} className="mt-4 space-y-4">
        {children}
        <DialogActions>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
            {submitLabel}
          </button>
        </DialogActions>
      </form>
    </AdminDialog>
  );
}
