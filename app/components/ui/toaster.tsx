import { useSyncExternalStore } from "react";
import { Toaster as Sonner } from "sonner";

const WIDE = "(min-width: 640px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The toast area of spec section 2/9: top of the screen on phones, bottom right on wider screens; one toast at a
 * time, 5000 ms by default, swipe right to dismiss, F8 focuses the notifications region. Failures use the
 * destructive (red) style through `richColors`.
 */
export function Toaster() {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  return (
    <Sonner
      position={wide ? "bottom-right" : "top-center"}
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: "Đóng thông báo" }}
      containerAriaLabel="Thông báo"
    />
  );
}
