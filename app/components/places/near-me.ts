import { distanceKm, formatDistance } from "#common/place-distance";
import { hasPosition, type PublicPlace } from "#common/places";

/**
 * "Near me", loaded when the visitor presses it (the finder's JavaScript budget): the browser's position, then the
 * places sorted by distance in the page. The position is never sent anywhere.
 */

/** Why the position could not be had, in the page's language (common/page-texts/dealers.ts). */
export interface LocateMessages {
  locationDenied: string;
  locationUnavailable: string;
  locationTimeout: string;
  locationUnsupported: string;
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** The visitor's position, or the reason it could not be had in the page's language. */
export function locate(messages: LocateMessages): Promise<Position> {
  const reasons: Record<number, string> = { 1: messages.locationDenied, 2: messages.locationUnavailable, 3: messages.locationTimeout };
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new Error(messages.locationUnsupported));
    navigator.geolocation.getCurrentPosition(
      (result) => resolve({ latitude: result.coords.latitude, longitude: result.coords.longitude }),
      (error) => reject(new Error(reasons[error.code] ?? messages.locationUnavailable)),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/**
 * The places nearest first, each with its distance as a visitor reads it. Places without a position have no
 * distance: they come after, those of the nearest place's province first, in the list's order.
 */
export function byDistance(places: PublicPlace[], from: Position): Array<{ place: PublicPlace; distance?: string }> {
  const near = places
    .filter(hasPosition)
    .map((place) => ({ place, km: distanceKm(from, place) }))
    .sort((a, b) => a.km - b.km);
  const province = near[0]?.place.provinceCode;
  const unplaced = places.filter((place) => !hasPosition(place)).sort((a, b) => Number(b.provinceCode === province) - Number(a.provinceCode === province));
  return [...near.map(({ place, km }) => ({ place, distance: formatDistance(km) })), ...unplaced.map((place) => ({ place }))];
}
