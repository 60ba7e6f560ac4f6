/**
 * Distances for the finder's "near me" (issue 33): computed in the browser from the visitor's position, which is
 * never sent. A module of its own so the finder loads it only when "near me" is pressed. Pure.
 */

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
