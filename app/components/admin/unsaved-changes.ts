import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

const LEAVE_QUESTION = "Bạn có thay đổi chưa lưu. Rời trang và bỏ các thay đổi?";

/**
 * An editor's unsaved-changes warning: leaving for another admin page asks first, and so does closing or
 * reloading the tab. `allowNextNavigation()` lets one navigation through (e.g. to the address of what was just
 * created).
 */
export function useUnsavedChangesWarning(dirty: boolean): { allowNextNavigation: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !allowed.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
