import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { fill } from "#common/i18n-vi";
import { hasPosition, placePath, type PublicPlace } from "#common/places";

/**
 * The finder's map (Leaflet), loaded only when a visitor opens it (decision 0039): this module, Leaflet and its
 * CSS are a chunk of their own, outside the page's preloaded JavaScript. Markers are vector circles (no marker
 * images to fetch); popups are built as DOM nodes, so a place's name is text, never HTML. Without tiles (the tile
 * service down or blocked) the markers still show on a grey background. A place without a position is in the list
 * only; a line under the map says how many are not on it.
 */
export default function PlaceMap({
  places,
  tiles,
  position,
  labels,
}: {
  places: PublicPlace[];
  tiles: { url: string; attribution: string };
  position: { latitude: number; longitude: number } | null;
  /** The map's own words in the page's language: its name and the visitor's marker. */
  labels: { map: string; here: string; unplaced: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const place of places.filter(hasPosition)) {
      const point: L.LatLngExpression = [place.latitude, place.longitude];
      points.push(point);
      const popup = document.createElement("div");
      const link = document.createElement("a");
      link.href = placePath(place.slug);
      link.textContent = place.name;
      popup.lang = "vi";
      link.style.fontWeight = "600";
      const address = document.createElement("div");
      address.textContent = place.address;
      popup.append(link, address);
      L.circleMarker(point, { radius: 8, color: "#7c2d12", weight: 2, fillColor: place.kind === "service_center" ? "#0369a1" : "#c2410c", fillOpacity: 0.9 })
        .bindPopup(popup)
        .bindTooltip(Object.assign(document.createElement("span"), { lang: "vi", textContent: place.name }))
        .addTo(map);
    }
    if (position) {
      const here: L.LatLngExpression = [position.latitude, position.longitude];
      points.push(here);
      L.circleMarker(here, { radius: 7, color: "#1d4ed8", fillColor: "#3b82f6", fillOpacity: 1 }).bindTooltip(labels.here).addTo(map);
    }
    if (points.length === 1) map.setView(points[0]!, 14);
    else if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
    else map.setView([16.0, 106.0], 5);
    return () => {
      map.remove();
    };
  }, [places, tiles, position, labels.here]);
  const unplaced = places.filter((place) => !hasPosition(place)).length;
  return (
    <>
      <div ref={container} className="h-96 w-full rounded-xl border border-gray-200 bg-gray-100" role="region" aria-label={labels.map} data-testid="place-map" />
      {unplaced > 0 && (
        <p className="mt-2 text-sm text-gray-600" data-testid="place-map-unplaced">
          {fill(labels.unplaced, { count: unplaced })}
        </p>
      )}
    </>
  );
}
