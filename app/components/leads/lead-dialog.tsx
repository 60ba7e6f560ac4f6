import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { usePageMessages } from "~/lib/page-messages";

/** A lead dialog is opened and closed by the provider that mounts it (lead-provider.tsx, consultation-context.tsx). */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface LeadDialogProps extends DialogOpenProps {
  title: ReactNode;
  description: ReactNode;
  /** Tailwind max-width class of the panel. */
  maxWidth: string;
  /** The form. */
  children: ReactNode;
}

/**
 * Radix dialog shell of the lead forms: overlay, centred scrolling panel, title, description and the "Đóng" button.
 * The panel's scroll padding keeps a field the keyboard moves to above a form's sticky submit bar (on a phone the
 * next field scrolled in just under it).
 */
export function LeadDialog({ open, onOpenChange, title, description, maxWidth, children }: LeadDialogProps) {
  const t = usePageMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${maxWidth} -translate-x-1/2 -translate-y-1/2 overflow-y-auto scroll-pb-36 rounded-xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>
          {children}
          <Dialog.Close className="absolute top-3 right-3 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800" aria-label={t.leadClose}>
            <span aria-hidden="true" className="block text-xl leading-none">
              ×
            </span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
