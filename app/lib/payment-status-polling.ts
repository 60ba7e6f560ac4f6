import { useEffect, useState } from "react";
import { api } from "./api-client";

/** How often an open, unpaid order page asks whether the transfer has arrived. */
export const PAYMENT_POLL_INTERVAL_MS = 4000;

/**
 * The order's payment status, kept fresh while `watch` is on (an unpaid bank-transfer order): every few seconds
 * it asks `GET /api/orders/{id}` (with the page's `?t=` link token), only while the tab is visible (and at once
 * when it becomes visible again), and stops for good once the order is no longer unpaid.
 */
export function usePaymentStatus(orderId: number, initialStatus: string, watch: boolean): string {
  const [status, setStatus] = useState(initialStatus);
  useEffect(() => setStatus(initialStatus), [initialStatus]);

  useEffect(() => {
    if (!watch || status !== "unpaid") return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;
    const token = new URLSearchParams(window.location.search).get("t");
    const url = `/api/orders/${orderId}${token ? `?t=${encodeURIComponent(token)}` : ""}`;
    const visible = () => document.visibilityState === "visible";

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && visible()) timer = setTimeout(poll, PAYMENT_POLL_INTERVAL_MS);
    };
    const poll = async () => {
      inFlight = new AbortController();
      try {
        const order = await api.get<{ paymentStatus?: unknown }>(url, { signal: inFlight.signal });
        if (typeof order?.paymentStatus === "string" && order.paymentStatus !== "unpaid") {
          stopped = true;
          setStatus(order.paymentStatus);
          return;
        }
      } catch {
        // Offline, a failed answer, or aborted because the tab was hidden: the next round asks again.
      }
      schedule();
    };
    const onVisibilityChange = () => {
      if (visible()) {
        // Back from the banking app: ask at once rather than after another interval.
        clearTimeout(timer);
        void poll();
      } else {
        clearTimeout(timer);
        inFlight?.abort();
      }
    };

    document.addEventListener("visibilitychange", onVisibilityChange);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [orderId, watch, status]);

  return status;
}
