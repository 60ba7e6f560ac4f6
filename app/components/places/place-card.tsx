import { useEffect, useState } from "react";
import { Link } from "react-router";
import { fill } from "#common/i18n-vi";
import { directionsUrl, placePath, type PlaceKind, type PublicPlace } from "#common/places";
import type { DealersTexts } from "#common/page-texts/dealers";
import { fillParts, usePageTexts } from "~/lib/language";

/** A kind of place in the page's language. */
export function placeKindLabel(t: DealersTexts, kind: PlaceKind): string {
  return { dealer: t.kindDealer, service_center: t.kindServiceCenter, head_office: t.kindHeadOffice }[kind];
}

/**
 * "Đang mở cửa" / "Đã đóng cửa" at the visitor's moment: computed in the browser after the page shows, because
 * the page is shared and cached (decision 0034) and the hour it was rendered is not the hour it is read. The hours
 * rules load after the page (the JavaScript budget).
 */
export function OpenNow({ hours }: { hours: string | null }) {
  const t = usePageTexts<DealersTexts>();
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    void import("#common/place-open-now").then(({ isOpenAt }) => setOpen(isOpenAt(hours, new Date())));
  }, [hours]);
  if (open === null) return null;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${open ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-700"}`}>
      {open ? t.openNow : t.closedNow}
    </span>
  );
}

/** Call, Zalo and directions: plain links, so they work without JavaScript. */
export function PlaceActions({ place }: { place: PublicPlace }) {
  const t = usePageTexts<DealersTexts>();
  const button = "inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold";
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${place.tel}`} className={`${button} bg-brand-700 text-white hover:bg-brand-800`} aria-label={fill(t.callLabel, { phone: place.phone, name: place.name })}>
        {fill(t.call, { phone: place.phone })}
      </a>
      {place.zalo && (
        <a href={place.zalo} target="_blank" rel="noopener noreferrer" className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
          Zalo
        </a>
      )}
      <a
        href={directionsUrl(place)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${button} border border-gray-300 text-gray-800 hover:bg-gray-50`}
        aria-label={fill(t.directionsLabel, { name: place.name })}
      >
        {t.directions}
      </a>
    </div>
  );
}

export function KindBadge({ place }: { place: Pick<PublicPlace, "kind" | "sample"> }) {
  const t = usePageTexts<DealersTexts>();
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{placeKindLabel(t, place.kind)}</span>
      {place.sample && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t.sample}</span>
      )}
    </span>
  );
}

/** One place in the finder's list. */
export function PlaceCard({ place, distance }: { place: PublicPlace; distance?: string }) {
  const t = usePageTexts<DealersTexts>();
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid="place-card" data-slug={place.slug}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to={placePath(place.slug)} className="hover:underline" lang="vi">
            {place.name}
          </Link>
        </h3>
        <KindBadge place={place} />
      </div>
      <p className="mt-1 text-gray-700" lang="vi" translate="no">{place.address}</p>
      <p className="text-sm text-gray-600">
        <span lang="vi">
          {place.wardName}, {place.provinceName}
        </span>
        {distance && (
          <strong className="ml-2 text-brand-800" data-testid="place-distance">
            {fill(t.distance, { distance })}
          </strong>
        )}
      </p>
      {place.hours && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span>{fillParts(t.hoursLine, { hours: <span lang="vi">{place.hours}</span> })}</span>
          <OpenNow hours={place.hours} />
        </p>
      )}
      <div className="mt-3">
        <PlaceActions place={place} />
      </div>
    </li>
  );
}
