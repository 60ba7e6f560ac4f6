/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), for work the first paint and
 * hydration do not need. Returns the function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, Math.min(timeoutMs, 200));
  return () => clearTimeout(timer);
}
