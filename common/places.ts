import type { LeadAssignmentSummary } from "./dealers";

/**
 * Dealers, authorised service centres and head offices (issue 33, docs/decisions/0039): the kinds with their
 * Vietnamese names, the view the finder and the admin read, and Vietnam's bounding box. Distances ("near me") are
 * in place-distance.ts and opening hours in place-hours.ts: the finder loads those after the page, not with it
 * (the JavaScript budget). Pure: the /dealers page imports it in the browser.
 */

export const PLACE_KINDS = ["dealer", "service_center", "head_office"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** How many places the finder lists at first, and how many more each "Xem thêm" adds. */
export const FINDER_PAGE_SIZE = 12;

export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  dealer: "Đại lý",
  service_center: "Trung tâm bảo hành",
  head_office: "Văn phòng khu vực",
};

/** One place as `GET /api/places`, the finder and the admin read it. */
export interface PlaceView {
  id: number;
  slug: string;
  name: string;
  kind: PlaceKind;
  provinceCode: string;
  provinceName: string;
  wardCode: string;
  wardName: string;
  address: string;
  phone: string;
  /** The phone as dialled (`+842923822931`, for `tel:` links and structured data). */
  tel: string;
  email: string | null;
  zalo: string | null;
  hours: string | null;
  models: string[];
  /** Both or neither: a place without a position is listed (by its province), not put on the map. */
  latitude: number | null;
  longitude: number | null;
  active: boolean;
  /** Sample data of the demo seed, not a real business. */
  sample: boolean;
  /** The store settings' regional office it mirrors (name, address and phone are edited there); null otherwise. */
  officeRegion: "north" | "central" | "south" | null;
  updatedAt: string;
}

/** The fields of the public list (no e-mail: it is the routing address, not a contact shown to visitors). */
export type PublicPlace = Omit<PlaceView, "email" | "active" | "updatedAt">;

/** What the lead desk shows of routing for a page of leads (the places service's `routingOf`). */
export interface LeadRouting {
  /** The routed places, by place id. */
  places: Record<number, { id: number; name: string; email: string | null; slug: string; active: boolean }>;
  /** The alerts queued to places, by lead id, oldest first. */
  mails: Record<number, Array<{ recipient: string; status: string }>>;
  provinceNames: Record<string, string>;
  /** The active places a lead of each province can be sent to, by province code. */
  choices: Record<string, Array<{ id: number; name: string; kind: PlaceKind }>>;
  /** The dealer portal's answer to each lead sent there (issue 43), by lead id. */
  portal: Record<number, LeadAssignmentSummary>;
}

/** The CSV header of `POST /api/admin/places/import`, in order (issue 33 keeps it). */
export const PLACE_CSV_HEADER = [
  "name",
  "kind",
  "province_code",
  "ward_code",
  "address",
  "phone",
  "email",
  "zalo",
  "hours",
  "latitude",
  "longitude",
] as const;

/**
 * Vietnam's bounding box with its islands (Phú Quốc, Côn Đảo, Hoàng Sa, Trường Sa): a coordinate outside it is a
 * typo (swapped latitude and longitude, a missing minus or decimal point).
 */
export const VIETNAM_BOUNDS = { south: 8.0, north: 23.5, west: 102.1, east: 117.9 } as const;

export function insideVietnam(latitude: number, longitude: number): boolean {
  return (
    latitude >= VIETNAM_BOUNDS.south && latitude <= VIETNAM_BOUNDS.north && longitude >= VIETNAM_BOUNDS.west && longitude <= VIETNAM_BOUNDS.east
  );
}

/** Does the place have a position (it is on the map, and has a distance from the visitor)? */
export function hasPosition<T extends Pick<PlaceView, "latitude" | "longitude">>(place: T): place is T & { latitude: number; longitude: number } {
  return place.latitude !== null && place.longitude !== null;
}

/**
 * A maps link that gives directions to the place (opens the visitor's maps app on a phone): to its position, or to
 * its written address when it has none.
 */
export function directionsUrl(place: Pick<PlaceView, "latitude" | "longitude" | "address" | "wardName" | "provinceName">): string {
  const destination = hasPosition(place) ? `${place.latitude},${place.longitude}` : encodeURIComponent(`${place.address}, ${place.wardName}, ${place.provinceName}`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** The place's page on the finder. */
export function placePath(slug: string): string {
  return `/dealers/${slug}`;
}

/** The place a lead was sent to, as the lead's alert and the admin desk name it. */
export interface RoutedPlace {
  id: number;
  name: string;
  email: string | null;
}
