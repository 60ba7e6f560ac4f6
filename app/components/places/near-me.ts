import { distanceKm, formatDistance } from "#common/place-distance";
import { hasPosition, type PublicPlace } from "#common/places";

/**
 * "Near me", loaded when the visitor presses it (the finder's JavaScript budget): the browser's position, then the
 * places sorted by distance in the page. The position is never sent anywhere.
 */

const MESSAGES: Record<number, string> = {
  1: "Bạn chưa cho phép dùng vị trí. Hãy chọn tỉnh/thành ở trên.",
  2: "Không xác định được vị trí của bạn. Hãy chọn tỉnh/thành ở trên.",
  3: "Lấy vị trí quá lâu. Vui lòng thử lại hoặc chọn tỉnh/thành.",
};

export interface Position {
  latitude: number;
  longitude: number;
}

/** The visitor's position, or a Vietnamese reason it could not be had. */
export function locate(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new Error("Trình duyệt không hỗ trợ định vị. Hãy chọn tỉnh/thành ở trên."));
    navigator.geolocation.getCurrentPosition(
      (result) => resolve({ latitude: result.coords.latitude, longitude: result.coords.longitude }),
      (error) => reject(new Error(MESSAGES[error.code] ?? MESSAGES[2])),
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
