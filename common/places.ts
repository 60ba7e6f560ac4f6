/**
 * Dealers, authorised service centres and head offices (issue 33, docs/decisions/0039): the kinds with their
 * Vietnamese names, the view the finder and the admin read, and the pure rules both sides share — Vietnam's
 * bounding box, distances for "near me" (computed in the browser), and opening hours with "open now".
 * Pure: the /dealers page imports it in the browser.
 */

export const PLACE_KINDS = ["dealer", "service_center", "head_office"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

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
  email: string | null;
  zalo: string | null;
  hours: string | null;
  models: string[];
  latitude: number;
  longitude: number;
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

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "1,2 km" / "850 m" as a visitor reads it. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${km.toLocaleString("vi-VN", { maximumFractionDigits: km < 10 ? 1 : 0 })} km`;
}

/**
 * Opening hours as staff type them and visitors read them: day ranges with a time range, separated by `;` —
 * `T2-T7 08:00-17:30; CN 08:00-12:00`. Days are T2…T7 and CN (Sunday); `Hằng ngày` means every day. A day not
 * named is closed.
 */
const DAY_TOKENS: Record<string, number> = { t2: 1, t3: 2, t4: 3, t5: 4, t6: 5, t7: 6, cn: 0 };

interface HoursRule {
  days: number[];
  /** Minutes after midnight. */
  opens: number;
  closes: number;
}

const minutesOf = (text: string): number | null => {
  const match = /^(\d{1,2})[:h](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 24 * 60 ? hours * 60 + minutes : null;
};

function daysOf(text: string): number[] | null {
  const folded = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (folded === "hằng ngày" || folded === "hàng ngày" || folded === "mỗi ngày") return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of folded.split(",")) {
    const [first, last] = part.split(/\s*[-–]\s*/).map((token) => token.trim().replace(/\s+/g, ""));
    const start = DAY_TOKENS[first ?? ""];
    if (start === undefined) return null;
    if (last === undefined) {
      days.add(start);
      continue;
    }
    const end = DAY_TOKENS[last];
    if (end === undefined) return null;
    // Monday-first order: T2 … T7, CN.
    const order = (day: number) => (day + 6) % 7;
    if (order(end) < order(start)) return null;
    for (let day = order(start); day <= order(end); day++) days.add((day + 1) % 7);
  }
  return [...days];
}

/** The rules of an hours text, or null when it does not follow the format. */
export function parseHours(hours: string): HoursRule[] | null {
  const rules: HoursRule[] = [];
  for (const segment of hours.split(";")) {
    if (!segment.trim()) continue;
    const match = /^(.*?)\s+(\d{1,2}[:h]\d{2})\s*[-–]\s*(\d{1,2}[:h]\d{2})$/.exec(segment.trim());
    if (!match) return null;
    const days = daysOf(match[1]!);
    const opens = minutesOf(match[2]!);
    const closes = minutesOf(match[3]!);
    if (!days || opens === null || closes === null || closes <= opens) return null;
    rules.push({ days, opens, closes });
  }
  return rules.length ? rules : null;
}

export const HOURS_FORMAT_MESSAGE = "Giờ mở cửa viết theo mẫu: T2-T7 08:00-17:30; CN 08:00-12:00";

/** Is the place open at `now` (Vietnam time)? null when it has no readable hours. */
export function isOpenAt(hours: string | null, now: Date): boolean | null {
  if (!hours) return null;
  const rules = parseHours(hours);
  if (!rules) return null;
  // Vietnam has no daylight saving: UTC+7 all year.
  const local = new Date(now.getTime() + 7 * 60 * 60 * 1000);
  const day = local.getUTCDay();
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return rules.some((rule) => rule.days.includes(day) && minutes >= rule.opens && minutes < rule.closes);
}

/** A maps link that gives directions to the place (opens the visitor's maps app on a phone). */
export function directionsUrl(place: Pick<PlaceView, "latitude" | "longitude">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${place.latitude},${place.longitude}`;
}

/** The place's page on the finder. */
export function placePath(slug: string): string {
  return `/dealers/${slug}`;
}
