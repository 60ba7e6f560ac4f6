import { useEffect, useState, type ComponentType } from "react";
import { Form, Link } from "react-router";
import { englishPageHandle, fill } from "#common/i18n-vi";
import { dealersTexts, type DealersTexts } from "#common/page-texts/dealers";
import { FINDER_PAGE_SIZE, PLACE_KINDS, type PublicPlace } from "#common/places";
import { FinderQuerySchema } from "#common/schemas/places";
import { sharedPageHandle } from "#common/shared-page";
import { FinderHero } from "~/components/places/finder-hero";
import { PlaceCard, placeKindLabel } from "~/components/places/place-card";
import { PlaceSelect } from "~/components/places/place-select";
import { fillParts, usePageTexts } from "~/lib/language";
import { pageTextsFor } from "~/lib/page-texts.server";
import { dealersMeta } from "~/lib/place-meta.server";
import { useSiteInfo } from "~/lib/root-data";
import type { Route } from "./+types/dealers";

/**
 * /dealers: the dealer and service-centre finder (issue 33). The same page for every visitor (decision 0034): the
 * list is rendered on the server from the GET filter form, so it works without JavaScript and the page cache keeps
 * one copy per query (with JavaScript the same form navigates without a reload). The map and "near me" come after,
 * in the browser: their code loads only when used, and the visitor's position never leaves the browser.
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { places, locations } = context.services;
  const query = FinderQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const all = await places.list({});
  const count = (predicate: (place: PublicPlace) => boolean) => all.filter(predicate).length;
  const provinces = locations.listProvinces().map((province) => ({ ...province, count: count((place) => place.provinceCode === province.code) }));
  const province = provinces.find((candidate) => candidate.code === query.province) ?? null;
  const wards = province
    ? [...new Map(all.filter((place) => place.provinceCode === province.code).map((place) => [place.wardCode, place.wardName])).entries()]
        .map(([code, name]) => ({ code, name, count: count((place) => place.wardCode === code) }))
        .sort((a, b) => a.name.localeCompare(b.name, "vi"))
    : [];
  const listed = await places.list(query);
  const { brandName } = await context.services.storeSettings.siteInfo();
  const { texts } = pageTextsFor(request, dealersTexts);
  return {
    texts,
    meta: dealersMeta({ siteUrl: context.env.siteUrl, brandName, provinceCode: province?.code ?? "", provinceName: province?.name ?? null, places: listed, texts }),
    mapTiles: context.env.mapTiles,
    query: { province: province?.code ?? "", ward: query.ward ?? "", kind: query.kind ?? "", q: query.q ?? "", show: query.show },
    provinceName: province?.name ?? null,
    provinces,
    wards,
    places: listed,
  };
}

/** Built by the loader (app/lib/place-meta.server.ts), so no SEO code reaches the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

type Position = { latitude: number; longitude: number };
type MapComponent = ComponentType<{
  places: PublicPlace[];
  tiles: { url: string; attribution: string };
  position: Position | null;
  labels: { map: string; here: string; unplaced: string };
}>;

const LABEL = "block text-sm font-medium text-gray-800";
const FIELD = "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900";

export default function Dealers({ loaderData }: Route.ComponentProps) {
  const { query, provinces, wards, places, provinceName, mapTiles } = loaderData;
  const { hotline } = useSiteInfo();
  const t = usePageTexts<DealersTexts>();
  const inProvince = provinceName ? <span lang="vi">{provinceName}</span> : null;
  // Buttons that need JavaScript appear once it runs; without it the list and its links are the whole page.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [PlaceMap, setPlaceMap] = useState<MapComponent | null>(null);

  const [sorted, setSorted] = useState<Array<{ place: PublicPlace; distance?: string }> | null>(null);
  const shown = (position && sorted) || places.map((place) => ({ place, distance: undefined }));

  /** The position is used here only: the list is sorted in the browser, nothing is sent. */
  async function nearMe() {
    setLocating(true);
    setLocationError(null);
    try {
      const { locate, byDistance } = await import("~/components/places/near-me");
      const here = await locate(t);
      setSorted(byDistance(places, here));
      setPosition(here);
    } catch (error) {
      setLocationError((error as Error).message);
    } finally {
      setLocating(false);
    }
  }
  // A new list (another filter) is sorted again from the same position.
  useEffect(() => {
    if (!position) return;
    void import("~/components/places/near-me").then(({ byDistance }) => setSorted(byDistance(places, position)));
  }, [places, position]);

  function openMap() {
    import("~/components/places/place-map")
      .then((module) => setPlaceMap(() => module.default))
      .catch(() => setLocationError(t.mapFailed));
  }

  // The nearest first once the visitor asked; a page at a time either way.
  const listed = Math.min(shown.length, query.show ?? FINDER_PAGE_SIZE);
  const moreSearch = searchWith(query, { show: String(listed + FINDER_PAGE_SIZE) });

  const secondary = "inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

  return (
    <main>
      <FinderHero
        title={inProvince ? fillParts(t.titleIn, { province: inProvince }) : t.title}
        lead={t.lead}
      />

      <section className="mx-auto max-w-6xl px-4 py-8">
        <Form method="get" action="/dealers" className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" role="search" aria-label={t.searchLabel}>
          <PlaceSelect
            id="dealer-province"
            label={t.province}
            labelClassName={LABEL}
            noneOption={t.allProvinces}
            options={provinces.map((province) => ({ code: province.code, name: `${province.name} (${province.count})` }))}
            name="province"
            optionsLang="vi"
            defaultValue={query.province}
            key={`province-${query.province}`}
            className={FIELD}
          />
          <PlaceSelect
            id="dealer-ward"
            label={t.ward}
            labelClassName={LABEL}
            noneOption={query.province ? t.allWards : t.provinceFirst}
            options={wards.map((ward) => ({ code: ward.code, name: `${ward.name} (${ward.count})` }))}
            name="ward"
            optionsLang="vi"
            defaultValue={query.ward}
            key={`ward-${query.province}-${query.ward}`}
            className={FIELD}
            disabled={wards.length === 0}
          />
          <PlaceSelect
            id="dealer-kind"
            label={t.kind}
            labelClassName={LABEL}
            noneOption={t.allKinds}
            options={PLACE_KINDS.map((kind) => ({ code: kind, name: placeKindLabel(t, kind) }))}
            name="kind"
            defaultValue={query.kind}
            key={`kind-${query.kind}`}
            className={FIELD}
          />
          <div>
            <label htmlFor="dealer-q" className={LABEL}>
              {t.name}
            </label>
            <input id="dealer-q" type="search" name="q" defaultValue={query.q} key={`q-${query.q}`} maxLength={100} placeholder={t.namePlaceholder} className={FIELD} />
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className="min-h-11 w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {t.search}
            </button>
          </div>
        </Form>

        <div className="mt-4 flex flex-wrap items-center gap-3" hidden={!ready}>
          <button type="button" className={secondary} onClick={() => void nearMe()} disabled={locating}>
            {locating ? t.locating : position ? t.sortedNearMe : t.nearMe}
          </button>
          {mapTiles && !PlaceMap && (
            <button type="button" className={secondary} onClick={openMap}>
              {t.showMap}
            </button>
          )}
          <p className="text-sm text-gray-600">{t.positionStaysHere}</p>
        </div>
        {locationError && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {locationError}
          </p>
        )}

        {PlaceMap && mapTiles && (
          <div className="mt-6">
            <PlaceMap places={shown.map((entry) => entry.place)} tiles={mapTiles} position={position} labels={{ map: t.mapLabel, here: t.mapHere, unplaced: t.mapUnplaced }} />
          </div>
        )}

        <h2 className="mt-8 text-xl font-bold text-gray-900" aria-live="polite">
          {places.length
            ? inProvince
              ? fillParts(t.countIn, { count: places.length, province: inProvince })
              : fill(t.count, { count: places.length })
            : t.noPlaces}
        </h2>
        {places.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-gray-300 p-6 text-gray-700">
            {fillParts(t.noPlacesCall, {
              hotline: (
                <a href={hotline.href} className="font-semibold text-brand-800 underline">
                  {hotline.display}
                </a>
              ),
            })}{" "}
            <Link to="/dealers" className="font-semibold text-brand-800 underline">
              {t.allPlaces}
            </Link>
          </p>
        ) : (
          <>
            <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label={t.listLabel}>
              {shown.slice(0, listed).map(({ place, distance }) => (
                <PlaceCard key={place.slug} place={place} distance={distance} />
              ))}
            </ul>
            {listed < shown.length && (
              <div className="mt-6 flex flex-wrap items-center justify-center gap-3 text-gray-700">
                <p>{fill(t.showing, { shown: listed, total: shown.length })}</p>
                {/* A link, so it works before (and without) the page's code; the list stays where it was. */}
                <Link to={`?${moreSearch}`} preventScrollReset replace className={secondary}>
                  {fill(t.showMore, { count: Math.min(FINDER_PAGE_SIZE, shown.length - listed) })}
                </Link>
              </div>
            )}
          </>
        )}
      </section>
    </main>
  );
}

/** The finder's query string with some values changed: the filters the visitor chose stay. */
function searchWith(query: Record<string, string | number | undefined>, changes: Record<string, string>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...changes })) if (value !== undefined && value !== "") search.set(name, String(value));
  return search.toString();
}
