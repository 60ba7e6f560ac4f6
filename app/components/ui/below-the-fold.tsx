import { createElement, lazy, memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { whenIdle } from "~/lib/idle";

/** How far below the viewport a section starts loading, so it is interactive by the time it scrolls in. */
const NEAR_VIEWPORT_MARGIN = "400px";

interface Gate {
  opened: Promise<void>;
  open(): void;
  hydrated: boolean;
  /** What the visitor clicked before the section could answer: clicked again once it can. */
  clickedEarly: EarlyClick | null;
  /** Loads the section's code and lets it hydrate (set by the section's effect; a click may come first). */
  start: (() => void) | null;
}

function closedGate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open, hydrated: false, clickedEarly: null, start: null };
}

/**
 * A click held until the section answers: the element, and its place under the section's wrapper, by which the
 * same element is found again if React had to render the section afresh (an update arrived before it hydrated).
 */
interface EarlyClick {
  target: Element;
  path: number[];
}

function earlyClickOn(wrapper: Element, target: Element): EarlyClick {
  const path: number[] = [];
  for (let node: Element = target; node !== wrapper && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { target, path };
}

function elementOf(click: EarlyClick, wrapperId: string): Element | null {
  if (click.target.isConnected) return click.target;
  let node: Element | null | undefined = document.getElementById(wrapperId);
  for (const index of click.path) node = node?.children[index];
  return node ?? null;
}

/** Clicks again: an icon's SVG shape as well as a button or a link. */
function clickAgain(element: Element) {
  if (element instanceof HTMLElement) element.click();
  else element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
}

/** Marks the wrapper of a deferred section in the HTML. */
const SECTION_ATTRIBUTE = "data-deferred-section";
/** The sections on the page by wrapper id: a gate while the server's HTML waits, `"live"` once React owns it. */
const sections = new Map<string, Gate | "live">();
/** Clicks on a section's server HTML before hydration even reached it. */
const clicksBeforeHydration = new Map<string, EarlyClick>();

/**
 * One listener, added when this module loads (before hydration starts), so no click on a waiting section falls in
 * the gap between React attaching its handlers and the section's own effects: React would drop it.
 */
if (typeof window !== "undefined") {
  window.addEventListener(
    "click",
    (event) => {
      // Element, not HTMLElement: the click often lands on an icon's SVG shape inside the button.
      if (!(event.target instanceof Element)) return;
      const wrapper = event.target.closest(`[${SECTION_ATTRIBUTE}]`);
      if (!wrapper) return;
      const section = sections.get(wrapper.id);
      if (section === "live" || section?.hydrated) return;
      event.preventDefault();
      event.stopPropagation();
      const click = earlyClickOn(wrapper, event.target);
      if (!section) {
        clicksBeforeHydration.set(wrapper.id, click);
        return;
      }
      section.clickedEarly = click;
      section.start?.();
    },
    true,
  );
}

/** Holds the section's hydration until its gate opens; the server's HTML stays on screen meanwhile. */
function WaitFor({ gate, wrapperId, children }: { gate: Gate | null; wrapperId: string; children: ReactNode }) {
  if (gate) use(gate.opened);
  useEffect(() => {
    if (!gate) return;
    gate.hydrated = true;
    const clicked = gate.clickedEarly;
    gate.clickedEarly = null;
    const element = clicked && elementOf(clicked, wrapperId);
    if (element) clickAgain(element);
  }, [gate, wrapperId]);
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
  /** The section's component once its code is here: on the server, from start-up on. */
  let loaded: ComponentType<Props> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Section = lazy(loadOnce);
  // The server has every module: it loads the section's code at start-up, so no render suspends on it. A render that
  // suspended would stream the section after the page's end (revealed only after the first paint, moving what
  // follows), and the page cache keeps the first render after a start for every visitor.
  if (import.meta.env.SSR) void loadOnce().catch(() => undefined);

  function BelowTheFold({ wrapperClassName, ...props }: Props & { wrapperClassName?: string }) {
    const id = useId();
    const wrapperRef = useRef<HTMLDivElement>(null);
    // Only HTML from the server waits; the wrapper is in the document already exactly when hydrating it.
    const [gate] = useState(() => {
      if (typeof document === "undefined") return null;
      if (!document.getElementById(id)) {
        sections.set(id, "live");
        return null;
      }
      const waiting = closedGate();
      waiting.clickedEarly = clicksBeforeHydration.get(id) ?? null;
      clicksBeforeHydration.delete(id);
      sections.set(id, waiting);
      return waiting;
    });

    useEffect(() => () => void sections.delete(id), [id]);

    useEffect(() => {
      if (!gate) return;
      let done = false;
      const open = () => {
        if (done) return;
        done = true;
        void loadOnce().catch(() => undefined);
        gate.open();
      };
      gate.start = open;
      if (gate.clickedEarly) open();
      const cancelIdle = whenIdle(open, 3000);
      const wrapper = wrapperRef.current;
      let observer: IntersectionObserver | undefined;
      if (wrapper && typeof IntersectionObserver === "function") {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
          rootMargin: NEAR_VIEWPORT_MARGIN,
        });
        observer.observe(wrapper);
      }
      return () => {
        cancelIdle();
        observer?.disconnect();
      };
    }, [gate]);

    return (
      <div id={id} ref={wrapperRef} className={wrapperClassName} {...{ [SECTION_ATTRIBUTE]: "" }}>
        <Suspense fallback={null}>
          <WaitFor gate={gate} wrapperId={id}>
            {import.meta.env.SSR && loaded ? (
              createElement(loaded, props as Props & React.JSX.IntrinsicAttributes)
            ) : (
              <Section {...(props as Props & React.JSX.IntrinsicAttributes)} />
            )}
          </WaitFor>
        </Suspense>
      </div>
    );
  }

  return memo(BelowTheFold) as unknown as ComponentType<Props & { wrapperClassName?: string }>;
}
