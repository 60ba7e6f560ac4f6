import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "~/lib/idle";

const ToasterImpl = lazy(() => import("./toaster-impl"));

/**
 * The toast area, loaded when the browser is idle after hydration so sonner stays out of the critical
 * JavaScript. Toasts raised earlier are not lost: sonner replays active toasts when its Toaster subscribes.
 */
export function AppToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  ) : null;
}
