import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";

/** A lead dialog is opened by its own trigger, or controlled by the page through `open` / `onOpenChange`. */
export interface DialogOpenProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Open state of a dialog that is controlled (`open` given) or keeps its own state; `onOpenChange` hears both. */
export function useDialogOpen(openProp: boolean | undefined, onOpenChange?: (open: boolean) => void): [boolean, (next: boolean) => void] {
  const [openState, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  return [openProp ?? openState, setOpen];
}

export interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An element (a button) that opens the dialog; none when the dialog is opened from elsewhere. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Tailwind max-width class of the panel. */
  maxWidth: string;
  /** The form. */
  children: ReactNode;
}

/** Radix dialog shell of the lead forms: overlay, centred scrolling panel, title, description and the "Đóng" button. */
export function LeadDialog({ open, onOpenChange, trigger, title, description, maxWidth, children }: LeadDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${maxWidth} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>
          {children}
          <Dialog.Close className="absolute top-3 right-3 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800" aria-label="Đóng">
            <span aria-hidden="true" className="block text-xl leading-none">
              ×
            </span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
