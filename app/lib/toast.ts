/**
 * The storefront's toasts. sonner is loaded on first use (and by the idle-time Toaster in app/components/ui/toaster.tsx),
 * so the ~9 kB of it stay out of the JavaScript every page preloads. Both import the same module, so a toast raised
 * before the Toaster mounts is replayed when it subscribes. Admin screens import sonner directly: their bundles are not
 * on a visitor's first load.
 */
import type { ExternalToast } from "sonner";

type Kind = "success" | "error";

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void import("sonner").then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  /** Takes a toast away before its time (by the `id` it was shown with). */
  dismiss: (id: string) => void import("sonner").then(({ toast }) => toast.dismiss(id)),
};
