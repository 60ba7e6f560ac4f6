import { useEffect, useState } from "react";
import { Link } from "react-router";
import { directionsUrl, PLACE_KIND_LABELS, placePath, type PublicPlace } from "#common/places";

/**
 * "Đang mở cửa" / "Đã đóng cửa" at the visitor's moment: computed in the browser after the page shows, because
 * the page is shared and cached (decision 0034) and the hour it was rendered is not the hour it is read. The hours
 * rules load after the page (the JavaScript budget).
 */
export function OpenNow({ hours }: { hours: string | null }) {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    void import("#common/place-open-now").then(({ isOpenAt }) => setOpen(isOpenAt(hours, new Date())));
  }, [hours]);
  if (open === null) return null;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${open ? "bg-green-100 text-green-800" : "bg-gray-200 text-gray-700"}`}>
      {open ? "Đang mở cửa" : "Đã đóng cửa"}
    </span>
  );
}

/** Call, Zalo and directions: plain links, so they work without JavaScript. */
export function PlaceActions({ place }: { place: PublicPlace }) {
  const button = "inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold";
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`tel:${place.tel}`} className={`${button} bg-brand-700 text-white hover:bg-brand-800`} aria-label={`Gọi ${place.phone} – ${place.name}`}>
        Gọi {place.phone}
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
        aria-label={`Chỉ đường tới ${place.name}`}
      >
        Chỉ đường
      </a>
    </div>
  );
}

export function KindBadge({ place }: { place: Pick<PublicPlace, "kind" | "sample"> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{PLACE_KIND_LABELS[place.kind]}</span>
      {place.sample && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Dữ liệu mẫu (minh họa)</span>
      )}
    </span>
  );
}

/** One place in the finder's list. */
export function PlaceCard({ place, distance }: { place: PublicPlace; distance?: string }) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid="place-card" data-slug={place.slug}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to={placePath(place.slug)} className="hover:underline">
            {place.name}
          </Link>
        </h3>
        <KindBadge place={place} />
      </div>
      <p className="mt-1 text-gray-700">{place.address}</p>
      <p className="text-sm text-gray-600">
        {place.wardName}, {place.provinceName}
        {distance && (
          <strong className="ml-2 text-brand-800" data-testid="place-distance">
            · cách bạn {distance}
          </strong>
        )}
      </p>
      {place.hours && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span>Giờ mở cửa: {place.hours}</span>
          <OpenNow hours={place.hours} />
        </p>
      )}
      <div className="mt-3">
        <PlaceActions place={place} />
      </div>
    </li>
  );
}
