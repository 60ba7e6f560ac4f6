import { lazy, memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { whenIdle } from "~/lib/idle";

/** How far below the viewport a section starts loading, so it is interactive by the time it scrolls in. */
const NEAR_VIEWPORT_MARGIN = "400px";

interface Gate {
  opened: Promise<void>;
  open(): void;
  hydrated: boolean;
  /** What the visitor clicked before the section could answer: clicked again once it can. */
  clickedEarly: HTMLElement | null;
}

function closedGate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open, hydrated: false, clickedEarly: null };
}

/** Holds the section's hydration until its gate opens; the server's HTML stays on screen meanwhile. */
function WaitFor({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.opened);
  useEffect(() => {
    if (!gate) return;
    gate.hydrated = true;
    const clicked = gate.clickedEarly;
    gate.clickedEarly = null;
    if (clicked?.isConnected) clicked.click();
  }, [gate]);
  return children;
}

/**
 * A section below the fold whose code is not part of the page's first JavaScript. The server renders it in full
 * (visitors and crawlers get the same HTML); in the browser that HTML stays as it is and the section's code is
 * fetched, and the section hydrated, when it comes near the viewport or when the browser is idle, whichever is
 * first. Rendered in the browser later (a client-side navigation), it loads at once.
 *
 * A click inside the section before it has hydrated (React would drop it) is held, opens the gate, and is made
 * again once the section answers.
 *
 * The section is wrapped in a `<div>` (`wrapperClassName`), which tells when the section nears the viewport.
 * Props should be stable (loader data, constants): new props before the section has hydrated make React render it
 * again from scratch.
 */
export function lazyBelowTheFold<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & { wrapperClassName?: string }> {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  const Section = lazy(loadOnce);

  function BelowTheFold({ wrapperClassName, ...props }: Props & { wrapperClassName?: string }) {
    const id = useId();
    const wrapperRef = useRef<HTMLDivElement>(null);
    // Only HTML from the server waits; the wrapper is in the document already exactly when hydrating it.
    const [gate] = useState(() => (typeof document !== "undefined" && document.getElementById(id) ? closedGate() : null));

    useEffect(() => {
      if (!gate) return;
      let done = false;
      const open = () => {
        if (done) return;
        done = true;
        void loadOnce().catch(() => undefined);
        gate.open();
      };
      const cancelIdle = whenIdle(open, 3000);
      const wrapper = wrapperRef.current;
      let observer: IntersectionObserver | undefined;
      if (wrapper && typeof IntersectionObserver === "function") {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
          rootMargin: NEAR_VIEWPORT_MARGIN,
        });
        observer.observe(wrapper);
      }
      // On the window, so it runs before React's listener on the document.
      const holdEarlyClick = (event: MouseEvent) => {
        if (gate.hydrated || !wrapper || !(event.target instanceof HTMLElement) || !wrapper.contains(event.target)) return;
        event.preventDefault();
        event.stopPropagation();
        gate.clickedEarly = event.target;
        open();
      };
      window.addEventListener("click", holdEarlyClick, true);
      return () => {
        cancelIdle();
        observer?.disconnect();
        window.removeEventListener("click", holdEarlyClick, true);
      };
    }, [gate]);

    return (
      <div id={id} ref={wrapperRef} className={wrapperClassName}>
        <Suspense fallback={null}>
          <WaitFor gate={gate}>
            <Section {...(props as Props & React.JSX.IntrinsicAttributes)} />
          </WaitFor>
        </Suspense>
      </div>
    );
  }

  return memo(BelowTheFold) as unknown as ComponentType<Props & { wrapperClassName?: string }>;
}
