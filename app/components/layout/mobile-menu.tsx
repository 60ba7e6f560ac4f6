import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { CartIcon, ChevronDownIcon, CloseIcon, PhoneIcon } from "~/components/ui/icons";
import { isGroupActive, PHONE_MENU_SHORTCUTS, type NavGroup } from "~/lib/site";
import { useMessages } from "~/lib/language";
import { useNavGroups, usePrimaryLinks, useSiteInfo } from "~/lib/root-data";

/** Mobile side menu: primary links, collapsible product/service/knowledge groups and the cart link. */
export function MobileMenu({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const navGroups = useNavGroups();
  const primaryLinks = usePrimaryLinks();
  const t = useMessages();
  const { hotline } = useSiteInfo();
  useEffect(() => {
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);

  // Rendered into <body>: the sticky header's backdrop blur would otherwise become the containing block of
  // this fixed overlay and clip it to the header's height. The menu only exists after a tap (client only).
  return createPortal(
    <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <nav aria-label={t.mobileMenu} className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <span className="font-semibold text-brand-900">{t.menuTitle}</span>
          <button ref={closeRef} type="button" onClick={onClose} aria-label={t.closeMenu} className="rounded-full p-2 hover:bg-gray-100">
            <CloseIcon />
          </button>
        </div>
        <ul className="flex-1 px-2 py-2">
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block rounded-md px-3 py-3 font-medium text-gray-800 hover:bg-gray-50">
                {link.label}
              </Link>
            </li>
          ))}
          {navGroups.map((group) => (
            <MobileGroup key={group.id} group={group} active={isGroupActive(group, pathname)} />
          ))}
          <li className="mt-2 border-t pt-2">
            <ul>
              {PHONE_MENU_SHORTCUTS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="block rounded-md px-3 py-3 font-medium text-gray-800 hover:bg-gray-50">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li className="mt-2 border-t pt-2">
            <Link to="/cart" className="flex items-center gap-2 rounded-md px-3 py-3 font-medium text-gray-800 hover:bg-gray-50">
              <CartIcon size={18} /> {t.cartLink}
            </Link>
          </li>
          <li>
            <Link to="/checkout" className="block rounded-md px-3 py-3 font-medium text-gray-800 hover:bg-gray-50">
              {t.checkoutLink}
            </Link>
          </li>
        </ul>
        <a href={hotline.href} className="m-4 flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white">
          <PhoneIcon size={18} /> Hotline {hotline.display}
        </a>
      </nav>
    </div>,
    document.body,
  );
}

function MobileGroup({ group, active }: { group: NavGroup; active: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = `mobile-group-${group.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
        className={`flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium hover:bg-gray-50 ${
          active ? "text-brand-700" : "text-gray-800"
        }`}
      >
        {group.label}
        <ChevronDownIcon size={18} className={`transition-transform ${expanded ? "rotate-180" : ""}`} />
      </button>
      <ul id={panelId} hidden={!expanded} className="mb-1 ml-3 border-l border-gray-200 pl-2">
        {group.links.map((link) => (
          <li key={link.to}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener" className="block rounded-md px-3 py-2 text-gray-700 hover:bg-gray-50">
                {link.label}
              </a>
            ) : (
              <Link to={link.to} className="block rounded-md px-3 py-2 text-gray-700 hover:bg-gray-50">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
