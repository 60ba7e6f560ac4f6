import { useEffect, useMemo, useState, type ComponentType } from "react";
import { Form, Link, useSubmit } from "react-router";
import { distanceKm, PLACE_KIND_LABELS, PLACE_KINDS, type PublicPlace } from "#common/places";
import { PlaceQuerySchema } from "#common/schemas/places";
import { sharedPageHandle } from "#common/shared-page";
import { PageHero } from "~/components/content/page-hero";
import { PlaceCard } from "~/components/places/place-card";
import { placesJsonLd } from "~/lib/place-json-ld";
import { useSiteInfo } from "~/lib/root-data";
import { brandedTitle, breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/dealers";

/**
 * /dealers: the dealer and service-centre finder (issue 33). The same page for every visitor (decision 0034): the
 * list is rendered on the server from the GET filter form, so it works without JavaScript and the page cache keeps
 * one copy per query. The map and "near me" come after, in the browser: the map's code loads only when opened,
 * and the visitor's position never leaves the browser.
 */
export const handle = sharedPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { places, locations } = context.services;
  const query = PlaceQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const all = await places.list({});
  const count = (predicate: (place: PublicPlace) => boolean) => all.filter(predicate).length;
  const provinces = locations.listProvinces().map((province) => ({ ...province, count: count((place) => place.provinceCode === province.code) }));
  const province = provinces.find((candidate) => candidate.code === query.province) ?? null;
  const wards = province
    ? [...new Map(all.filter((place) => place.provinceCode === province.code).map((place) => [place.wardCode, place.wardName])).entries()]
        .map(([code, name]) => ({ code, name, count: count((place) => place.wardCode === code) }))
        .sort((a, b) => a.name.localeCompare(b.name, "vi"))
    : [];
  return {
    siteUrl: context.env.siteUrl,
    mapTiles: context.env.mapTiles,
    query: { province: province?.code ?? "", ward: query.ward ?? "", kind: query.kind ?? "", q: query.q ?? "" },
    provinceName: province?.name ?? null,
    provinces,
    wards,
    places: await places.list(query),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const siteUrl = data?.siteUrl ?? "";
  const { brandName } = siteInfoIn(matches);
  const where = data?.provinceName ? ` tại ${data.provinceName}` : " trên toàn quốc";
  const path = data?.query.province ? `/dealers?province=${data.query.province}` : "/dealers";
  return seoMeta({
    siteUrl,
    path,
    title: brandedTitle(`Đại lý và trung tâm bảo hành${where}`, brandName),
    description: `Tìm đại lý, trung tâm bảo hành và văn phòng ${brandName}${where}: địa chỉ, giờ mở cửa, gọi điện, Zalo và chỉ đường tới nơi gần bạn nhất.`,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Đại lý & bảo hành", path: "/dealers" },
      ]),
      placesJsonLd(siteUrl, data?.places ?? [], brandName),
    ],
  });
}

type Position = { latitude: number; longitude: number };
type MapComponent = ComponentType<{ places: PublicPlace[]; tiles: { url: string; attribution: string }; position: Position | null }>;

const GEOLOCATION_MESSAGES: Record<number, string> = {
  1: "Bạn chưa cho phép dùng vị trí. Hãy chọn tỉnh/thành ở trên để tìm đại lý.",
  2: "Không xác định được vị trí của bạn. Hãy chọn tỉnh/thành ở trên.",
  3: "Lấy vị trí quá lâu. Vui lòng thử lại hoặc chọn tỉnh/thành.",
};

const FIELD = "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900";

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { query, provinces, wards, places, provinceName, mapTiles } = loaderData;
  const { hotline, supportHotline } = useSiteInfo();
  const submit = useSubmit();
  // Buttons that need JavaScript appear once it runs; without it the list and its links are the whole page.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [PlaceMap, setPlaceMap] = useState<MapComponent | null>(null);
  const [mapLoading, setMapLoading] = useState(false);

  const shown = useMemo(() => {
    if (!position) return places.map((place) => ({ place, distance: undefined as number | undefined }));
    return places
      .map((place) => ({ place, distance: distanceKm(position, place) }))
      .sort((a, b) => a.distance - b.distance);
  }, [places, position]);

  /** The position is used here only: the list is sorted in the browser, nothing is sent. */
  function nearMe() {
    if (!("geolocation" in navigator)) {
      setLocationError("Trình duyệt không hỗ trợ định vị. Hãy chọn tỉnh/thành ở trên.");
      return;
    }
    setLocating(true);
    setLocationError(null);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        setLocating(false);
        setPosition({ latitude: result.coords.latitude, longitude: result.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setLocationError(GEOLOCATION_MESSAGES[error.code] ?? GEOLOCATION_MESSAGES[2]!);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  function openMap() {
    setMapLoading(true);
    import("~/components/places/place-map")
      .then((module) => setPlaceMap(() => module.default))
      .catch(() => setLocationError("Không tải được bản đồ. Danh sách bên dưới vẫn đầy đủ."))
      .finally(() => setMapLoading(false));
  }

  const secondary = "inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

  return (
    <main>
      <PageHero
        eyebrow="Đại lý & bảo hành"
        title={provinceName ? `Đại lý và trung tâm bảo hành tại ${provinceName}` : "Tìm đại lý và trung tâm bảo hành gần bạn"}
        lead="Xem máy tận nơi, mua hàng và bảo hành tại đại lý, trung tâm bảo hành và văn phòng khu vực trên cả nước."
        breadcrumb={[{ label: "Trang chủ", to: "/" }, { label: "Đại lý & bảo hành" }]}
      />

      <section className="mx-auto max-w-6xl px-4 py-8">
        <Form method="get" action="/dealers" className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" role="search" aria-label="Tìm đại lý">
          <div>
            <label htmlFor="dealer-province" className="block text-sm font-medium text-gray-800">
              Tỉnh/thành phố
            </label>
            <select
              id="dealer-province"
              name="province"
              defaultValue={query.province}
              key={`province-${query.province}`}
              className={FIELD}
              onChange={(event) => {
                // A new province: its wards are different, so the ward filter starts over.
                const form = new FormData(event.currentTarget.form!);
                form.delete("ward");
                void submit(form, { method: "get", action: "/dealers", preventScrollReset: true });
              }}
            >
              <option value="">Tất cả tỉnh/thành</option>
              {provinces.map((province) => (
                <option key={province.code} value={province.code}>
                  {province.name.replace(/^Thành phố /, "TP. ")} ({province.count})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="dealer-ward" className="block text-sm font-medium text-gray-800">
              Phường/xã
            </label>
            <select id="dealer-ward" name="ward" defaultValue={query.ward} key={`ward-${query.province}-${query.ward}`} className={FIELD} disabled={wards.length === 0}>
              <option value="">{query.province ? "Tất cả phường/xã" : "Chọn tỉnh/thành trước"}</option>
              {wards.map((ward) => (
                <option key={ward.code} value={ward.code}>
                  {ward.name} ({ward.count})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="dealer-kind" className="block text-sm font-medium text-gray-800">
              Loại
            </label>
            <select id="dealer-kind" name="kind" defaultValue={query.kind} key={`kind-${query.kind}`} className={FIELD}>
              <option value="">Tất cả</option>
              {PLACE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {PLACE_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="dealer-q" className="block text-sm font-medium text-gray-800">
              Tên đại lý
            </label>
            <input id="dealer-q" type="search" name="q" defaultValue={query.q} key={`q-${query.q}`} maxLength={100} placeholder="Ví dụ: Ninh Kiều" className={FIELD} />
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className="min-h-11 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Tìm
            </button>
          </div>
        </Form>

        <div className="mt-4 flex flex-wrap items-center gap-3" hidden={!ready}>
          <button type="button" className={secondary} onClick={nearMe} disabled={locating}>
            {locating ? "Đang xác định vị trí…" : position ? "Đã sắp xếp theo vị trí của bạn" : "Gần tôi nhất"}
          </button>
          {mapTiles && !PlaceMap && (
            <button type="button" className={secondary} onClick={openMap} disabled={mapLoading}>
              {mapLoading ? "Đang tải bản đồ…" : "Xem bản đồ"}
            </button>
          )}
          <p className="text-sm text-gray-600">Vị trí của bạn chỉ dùng trên máy này để sắp xếp, không gửi đi đâu.</p>
        </div>
        {locationError && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {locationError}
          </p>
        )}

        {PlaceMap && mapTiles && (
          <div className="mt-6">
            <PlaceMap places={shown.map((entry) => entry.place)} tiles={mapTiles} position={position} />
          </div>
        )}

        <h2 className="mt-8 text-xl font-bold text-gray-900" aria-live="polite">
          {places.length ? `${places.length} địa điểm${provinceName ? ` tại ${provinceName}` : ""}` : "Chưa có địa điểm phù hợp"}
        </h2>
        {places.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-gray-300 p-6 text-gray-700">
            <p>
              {provinceName ? `Chưa có đại lý tại ${provinceName} khớp bộ lọc. ` : "Không có địa điểm khớp bộ lọc. "}
              Gọi hotline tư vấn{" "}
              <a href={hotline.href} className="font-semibold text-brand-800 underline">
                {hotline.display}
              </a>{" "}
              hoặc kỹ thuật{" "}
              <a href={supportHotline.href} className="font-semibold text-brand-800 underline">
                {supportHotline.display}
              </a>
              : chúng tôi cử kỹ thuật viên tới tận nơi.
            </p>
            <Link to="/dealers" className="mt-3 inline-block font-semibold text-brand-800 underline">
              Xem tất cả địa điểm
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Danh sách đại lý">
            {shown.map(({ place, distance }) => (
              <PlaceCard key={place.slug} place={place} distanceKm={distance} />
            ))}
          </ul>
        )}
        {places.some((place) => place.sample) && (
          <p className="mt-8 text-sm text-gray-600">
          Các địa điểm có nhãn “Dữ liệu mẫu” là ví dụ minh họa của bản trình diễn, không phải doanh nghiệp thật.
          </p>
        )}
      </section>
    </main>
  );
}
