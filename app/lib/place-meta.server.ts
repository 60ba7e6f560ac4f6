import { parseHours } from "#common/place-hours";
import { hasPosition, placePath, type PublicPlace } from "#common/places";
import { fill } from "#common/i18n-vi";
import { dealersTexts, type DealersTexts } from "#common/page-texts/dealers";
import { absoluteUrl, brandedTitle, breadcrumbJsonLd, seoMeta } from "./seo";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** schema.org LocalBusiness of a dealer, service centre or office: what search engines show in local results. */
export function placeJsonLd(siteUrl: string, place: PublicPlace, brandName: string) {
  const rules = place.hours ? (parseHours(place.hours) ?? []) : [];
  return {
    "@type": "LocalBusiness",
    "@id": absoluteUrl(siteUrl, `${placePath(place.slug)}#place`),
    name: place.name,
    url: absoluteUrl(siteUrl, placePath(place.slug)),
    telephone: place.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address,
      addressLocality: place.wardName,
      addressRegion: place.provinceName,
      addressCountry: "VN",
    },
    // A place without a position is described by its address alone.
    ...(hasPosition(place) ? { geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude } } : {}),
    ...(rules.length
      ? {
          openingHoursSpecification: rules.map((rule) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: rule.days.map((day) => DAY_NAMES[day]),
            opens: time(rule.opens),
            closes: time(rule.closes),
          })),
        }
      : {}),
    brand: { "@type": "Brand", name: brandName },
    ...(place.sample ? { description: "Địa điểm minh họa (dữ liệu mẫu)" } : {}),
  };
}

/** One JSON-LD block for a list of places: a graph with a LocalBusiness per place. */
export function placesJsonLd(siteUrl: string, places: PublicPlace[], brandName: string) {
  return { "@context": "https://schema.org", "@graph": places.map((place) => placeJsonLd(siteUrl, place, brandName)) };
}

/**
 * The finder's head tags, built by the loaders: the finder's page must stay within the JavaScript budget (decision
 * 0025), and the SEO helpers and structured-data builders are then never sent to the browser; `meta` only
 * returns these.
 */
export function dealersMeta(input: {
  siteUrl: string;
  brandName: string;
  provinceCode: string;
  provinceName: string | null;
  places: PublicPlace[];
  /** The page's texts in the visitor's language (common/page-texts/dealers.ts). */
  texts?: DealersTexts;
}) {
  const { siteUrl, brandName, provinceName, places, texts = dealersTexts.vi } = input;
  const where = provinceName ? fill(texts.metaWhereIn, { province: provinceName }) : texts.metaWhereAll;
  return seoMeta({
    siteUrl,
    path: input.provinceCode ? `/dealers?province=${input.provinceCode}` : "/dealers",
    title: brandedTitle(fill(texts.metaTitle, { where }), brandName),
    description: fill(texts.metaDescription, { brand: brandName, where }),
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: texts.home, path: "/" },
        { name: texts.breadcrumb, path: "/dealers" },
      ]),
      placesJsonLd(siteUrl, places, brandName),
    ],
  });
}

/** The head tags of one place's page. */
export function dealerMeta(siteUrl: string, brandName: string, place: PublicPlace, texts: DealersTexts = dealersTexts.vi) {
  const path = placePath(place.slug);
  return seoMeta({
    siteUrl,
    path,
    title: brandedTitle(`${place.name} – ${place.wardName}, ${place.provinceName}`, brandName),
    description: fill(texts.placeMetaDescription, {
      name: place.name,
      address: place.address,
      phone: place.phone,
      hours: place.hours ? fill(texts.placeMetaHours, { hours: place.hours }) : "",
      brand: brandName,
    }),
    jsonLd: [
      { "@context": "https://schema.org", ...placeJsonLd(siteUrl, place, brandName) },
      breadcrumbJsonLd(siteUrl, [
        { name: texts.home, path: "/" },
        { name: texts.breadcrumb, path: "/dealers" },
        { name: place.name, path },
      ]),
    ],
  });
}
