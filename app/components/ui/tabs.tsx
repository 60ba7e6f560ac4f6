import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation). Every panel is rendered on the server
 * (inactive ones `hidden`), so all tab content is in the HTML for visitors without JavaScript and crawlers.
 */
export function Tabs({ tabs, label, defaultTab }: { tabs: Array<{ id: string; label: string; content: ReactNode }>; label: string; defaultTab?: string }) {
  const [selected, setSelected] = useState(defaultTab ?? tabs[0]?.id);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              // On a phone the tabs share the width and a long label takes two lines, so none is cut off.
              className={`-mb-px min-w-0 flex-1 border-b-2 px-2 py-3 text-center text-sm leading-tight font-semibold sm:flex-none sm:whitespace-nowrap sm:px-4 sm:text-base ${
                active ? "border-brand-700 text-brand-800" : "border-transparent text-gray-500 hover:text-gray-800"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="py-6 focus:outline-none"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
