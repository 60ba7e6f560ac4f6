import { lazy, Suspense, useEffect, useState } from "react";

const ToasterImpl = lazy(() => import("./toaster-impl"));

/**
 * The toast area, loaded when the browser is idle after hydration so sonner stays out of the critical
 * JavaScript. Toasts raised earlier are not lost: sonner replays active toasts when its Toaster subscribes.
 */
export function AppToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  ) : null;
}
