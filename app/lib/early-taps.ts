/**
 * Taps on dialog buttons before the page has hydrated. On a loaded phone the first JavaScript can take seconds to
 * run, and a tap on "Đăng ký dùng thử" in that window used to be lost. A few hundred bytes of inline script in the
 * <head> catch such taps on `[data-early-tap]` elements and remember the last one; once the lead dialogs are
 * hydrated, `takeEarlyTap` hands it over and the dialog opens as if the tap had just happened.
 */

/** What a trigger carries: which dialog (`consultation` | `trial`) and the product to preselect. */
export interface EarlyTap {
  kind: string;
  product?: string;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTap[];
    __earlyTapsReady?: boolean;
  }
}

export const EARLY_TAP_ATTRIBUTE = "data-early-tap";

/** Runs before any module script; plain ES5 so it parses everywhere. Once ready, the page's own handlers answer. */
export const EARLY_TAP_SCRIPT = `(function(){var q=window.__earlyTaps=[];document.addEventListener("click",function(e){if(window.__earlyTapsReady)return;var t=e.target&&e.target.closest&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}]");if(!t)return;e.preventDefault();e.stopPropagation();q.length=0;q.push({kind:t.getAttribute("${EARLY_TAP_ATTRIBUTE}"),product:t.getAttribute("data-product")||undefined});t.setAttribute("aria-busy","true")},true)})();`;

/** Marks the dialogs as ready (later taps go to React) and returns the tap that waited for them, if any. */
export function takeEarlyTap(): EarlyTap | null {
  if (typeof window === "undefined") return null;
  window.__earlyTapsReady = true;
  const tap = window.__earlyTaps?.pop() ?? null;
  window.__earlyTaps = [];
  for (const element of document.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}][aria-busy]`)) element.removeAttribute("aria-busy");
  return tap;
}
