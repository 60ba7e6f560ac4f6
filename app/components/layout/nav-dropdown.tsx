import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "~/components/ui/icons";
import type { NavGroup } from "~/lib/site";
import { useMessages } from "~/lib/language";

/** Spec section 9: a dropdown sub-menu opens after 100 ms of hover. */
export const SUBMENU_HOVER_DELAY_MS = 100;

export function NavDropdown({ group, active }: { group: NavGroup; active: boolean }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  return (
    <div
      className="relative"
      onMouseEnter={() => schedule(true, SUBMENU_HOVER_DELAY_MS)}
      onMouseLeave={() => schedule(false, 150)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-active={active || undefined}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
        className={`inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700 ${
          active ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-gray-700"
        }`}
      >
        {group.label}
        <ChevronDownIcon size={16} className={`transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={menuId} className={`${open ? "block" : "hidden"} absolute left-0 top-full z-50 pt-2`}>
        <ul className="min-w-60 rounded-xl border border-gray-200 bg-white py-2 shadow-lg">
          {group.links.map((link) => (
            <li key={link.to}>
              {link.external ? (
                <a
                  href={link.to}
                  target="_blank"
                  rel="noopener"
                  className="block px-4 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {link.label}
                  <span className="sr-only">{t.opensInNewTab}</span>
                </a>
              ) : (
                <Link to={link.to} className="block px-4 py-2 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-800">
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
