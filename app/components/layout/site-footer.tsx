import { Link } from "react-router";
import { PRIVACY_NOTICE_PATH, TERMS_OF_SALE_PATH } from "#common/legal";
import { formatOfficeAddress } from "#common/site-info";
import { PhoneIcon } from "~/components/ui/icons";
import { MapPinIcon, SocialIcon } from "~/components/ui/section-icons";
import { useLanguage } from "~/lib/language";
import { usePageMessages } from "~/lib/page-messages";
import { useNavGroups, useSiteInfo } from "~/lib/root-data";
import { LANGUAGES, type Language } from "#common/i18n-vi";

/** Each language names itself, so a visitor who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { vi: "Tiếng Việt", en: "English" };

/** The storefront's language switch (remembered in a cookie, app/lib/language.tsx). */
function LanguageSwitch() {
  const { chosen, setLanguage } = useLanguage();
  const messages = usePageMessages();
  return (
    <div role="group" aria-label={messages.languageSwitch} className="flex items-center justify-center gap-2 pb-4 text-xs">
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={chosen === option}
          onClick={() => setLanguage(option)}
          className="rounded px-2 py-1 text-brand-100 hover:text-white aria-pressed:bg-white/15 aria-pressed:font-semibold aria-pressed:text-white"
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const navGroups = useNavGroups();
  const t = usePageMessages();
  const regionLabel = { north: t.regionNorth, central: t.regionCentral, south: t.regionSouth };
  const { brandName, hotline, offices, socialLinks, seller, registration, moitUrl, contactEmail } = useSiteInfo();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{brandName}</p>
          <p className="mt-3 text-sm leading-relaxed text-brand-100">
            {t.footerTagline}
          </p>
          <a href={hotline.href} className="mt-4 inline-flex items-center gap-2 text-lg font-semibold text-white hover:underline">
            <PhoneIcon size={18} /> Hotline: {hotline.display}
          </a>
          <ul className="mt-4 flex gap-3" aria-label={t.socialNetworks}>
            {socialLinks.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.name}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <SocialIcon id={social.id} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <h2 className="font-semibold text-white">{t.officesTitle}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            {offices.map((office) => (
              <li key={office.region} className="flex gap-2">
                <MapPinIcon size={18} className="mt-0.5 shrink-0" />
                <span>
                  {/* An address reads the same in every language (and translation tools leave it alone). */}
                  <strong className="text-white">{regionLabel[office.region]}:</strong> <span translate="no">{formatOfficeAddress(office)}</span>
                </span>
              </li>
            ))}
          </ul>
          {/* A link of its own below the offices, marked as one: it read as the last office's text before. */}
          <p className="mt-4 text-sm">
            <Link to="/dealers" className="inline-flex items-center gap-2 font-medium text-white underline underline-offset-4 hover:text-brand-200">
              <MapPinIcon size={16} className="shrink-0" />
              {t.findDealerLink}
            </Link>
          </p>
        </div>
        <nav aria-label={t.footerLinks}>
          <h2 className="font-semibold text-white">{t.exploreTitle}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/about" className="hover:underline">
                {t.aboutLink}
              </Link>
            </li>
            <li>
              <Link to="/warranty" className="hover:underline">
                {t.warrantyLookupLink}
              </Link>
            </li>
            <li>
              <Link to={TERMS_OF_SALE_PATH} className="hover:underline">
                {t.termsLink}
              </Link>
            </li>
            <li>
              <Link to={PRIVACY_NOTICE_PATH} className="hover:underline">
                {t.privacyLink}
              </Link>
            </li>
            {navGroups.flatMap((group) => group.links)
              .filter((link) => !link.external && link.to !== "/products")
              .slice(0, 6)
              .map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
      {/* The seller's legal identity (Decree 52/2013 art. 29, issue 45), from the store settings. */}
      <div className="mx-auto max-w-7xl border-t border-white/10 px-4 py-4 text-center text-xs text-brand-100" data-testid="seller-identity">
        {seller && (
          <p>
            <span className="font-semibold text-white">{seller.legalName}</span> · {t.legalTaxCode}: {seller.taxCode}
            {registration && <> · {registration}</>} · {t.legalAddress}: {seller.address}
          </p>
        )}
        <p className="mt-1">
          {t.legalContact}: {hotline.display} · {contactEmail}
        </p>
        {moitUrl && (
          <a href={moitUrl} target="_blank" rel="noopener" className="mt-2 inline-flex items-center gap-2 rounded border border-white/40 px-3 py-1 font-semibold text-white hover:bg-white/10">
            <span aria-hidden="true">✓</span> {t.moitBadge}
          </a>
        )}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-100">
        {t.copyright(year, brandName)}
      </p>
      <LanguageSwitch />
    </footer>
  );
}
