import { parseHours, placePath, type PublicPlace } from "#common/places";
import { phoneLine } from "#common/site-info";
import { absoluteUrl } from "./seo";

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
    telephone: phoneLine(place.phone).tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: place.address,
      addressLocality: place.wardName,
      addressRegion: place.provinceName,
      addressCountry: "VN",
    },
    geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
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
