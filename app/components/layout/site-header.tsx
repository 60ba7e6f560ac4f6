import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { MiniCart } from "~/components/cart/mini-cart";
import { FallbackImage } from "~/components/ui/fallback-image";
import { CloseIcon, MenuIcon, PhoneIcon, SearchIcon } from "~/components/ui/icons";
import { ConsultationTrigger } from "~/components/leads/lead-triggers";
import { isGroupActive } from "~/lib/site";
import { useMessages } from "~/lib/language";
import { NavDropdown } from "./nav-dropdown";
import { useNavGroups, usePrimaryLinks, useSiteInfo } from "~/lib/root-data";
import { SearchBox } from "./search-box";
import { usePrefetchWhenIdle } from "~/components/leads/consultation-context";

/** The side menu exists only while open: its code is fetched when the browser is idle, or at the latest on first open. */
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { pathname, search } = useLocation();
  const navGroups = useNavGroups();
  const primaryLinks = usePrimaryLinks();
  const t = useMessages();
  const { brandName } = useSiteInfo();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  usePrefetchWhenIdle(loadMobileMenu);

  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname, search]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-6">
        <button
          type="button"
          className="-ml-2 rounded-full p-2 text-gray-700 hover:bg-gray-100 lg:hidden"
          aria-label={t.openMenu}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon size={24} />
        </button>
        <Link to="/" className="shrink-0" aria-label={t.homeLink(brandName)}>
          <FallbackImage src="/images/logo.svg" alt={brandName} width={150} height={40} className="h-10 w-[150px]" />
        </Link>
        <nav aria-label={t.mainMenu} className="hidden items-center gap-1 lg:flex">
          {primaryLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium hover:text-brand-700 ${
                  isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-gray-700"
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
          {navGroups.map((group) => (
            <NavDropdown key={group.id} group={group} active={isGroupActive(group, pathname)} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SearchBox className="hidden w-72 lg:block xl:w-80" />
          <button
            type="button"
            className="rounded-full p-2 text-gray-700 hover:bg-gray-100 lg:hidden"
            aria-label={searchOpen ? t.closeSearch : t.openSearch}
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={() => setSearchOpen((value) => !value)}
          >
            {searchOpen ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
          </button>
          {/* The floating call button's place on a phone (floating-call-button.tsx): always in reach, covering nothing. */}
          <ConsultationTrigger
            aria-label={t.callForAdvice}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-700 text-white hover:bg-accent-600 sm:hidden"
          >
            <PhoneIcon size={20} />
          </ConsultationTrigger>
          <MiniCart />
        </div>
      </div>
      {searchOpen && (
        <div id="mobile-search" className="border-t border-gray-100 px-4 py-2 lg:hidden">
          <SearchBox autoFocus />
        </div>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu pathname={pathname} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
