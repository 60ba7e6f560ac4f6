/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), for work the first paint and
 * hydration do not need; where the browser cannot tell (no `requestIdleCallback`), after `fallbackMs`. Returns the
 * function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000, fallbackMs = Math.min(timeoutMs, 200)): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}
