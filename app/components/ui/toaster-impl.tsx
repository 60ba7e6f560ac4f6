import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { useMessages } from "~/lib/language";

const SM_QUERY = "(min-width: 640px)";

function subscribe(callback: () => void) {
  const query = window.matchMedia(SM_QUERY);
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}

/**
 * The toast area (spec section 9): top on mobile, bottom right from `sm` up; one toast at a time;
 * 5000 ms by default; swipe right to dismiss; F8 focuses the region.
 */
export default function AppToasterImpl() {
  const t = useMessages();
  const wide = useSyncExternalStore(subscribe, () => window.matchMedia(SM_QUERY).matches, () => false);
  return (
    <Toaster
      position={wide ? "bottom-right" : "top-center"}
      // Above the floating call button (bottom-right, 56 px) so a toast never hides it.
      offset={wide ? { bottom: 92, right: 20 } : undefined}
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      richColors
      closeButton
      containerAriaLabel={t.notifications}
      toastOptions={{ closeButtonAriaLabel: t.closeNotification }}
    />
  );
}
