import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

const LEAVE_QUESTION = "Bạn có thay đổi chưa lưu. Rời trang và bỏ các thay đổi?";

/**
 * An editor's unsaved-changes warning: leaving for another admin page asks first, and so does closing or
 * reloading the tab. `allowNextNavigation()` lets the navigation a save starts through (e.g. to the address of what
 * was just created) before the saved state has rendered; the next unsaved change ends that allowance.
 */
export function useUnsavedChangesWarning(dirty: boolean, question: string = LEAVE_QUESTION): { allowNextNavigation: () => void } {
  const allowed = useRef(false);
  useEffect(() => {
    if (dirty) allowed.current = false;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !allowed.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
