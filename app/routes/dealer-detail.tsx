import { Link } from "react-router";
import { englishPageHandle } from "#common/i18n-vi";
import { dealersTexts, type DealersTexts } from "#common/page-texts/dealers";
import { sharedPageHandle } from "#common/shared-page";
import { FinderHero } from "~/components/places/finder-hero";
import { KindBadge, OpenNow, PlaceActions } from "~/components/places/place-card";
import { fillParts, usePageTexts } from "~/lib/language";
import { orNotFound } from "~/lib/loader-errors.server";
import { pageTextsFor } from "~/lib/page-texts.server";
import { dealerMeta } from "~/lib/place-meta.server";
import type { Route } from "./+types/dealer-detail";

/**
 * /dealers/{slug}: one place with its own title, description and LocalBusiness data (issue 33). Shared; it has an
 * English variant (the interface; the place's own words stay as written).
 */
export const handle = { ...sharedPageHandle, ...englishPageHandle };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = await orNotFound(context.services.places.bySlug(params.slug));
  const { brandName } = await context.services.storeSettings.siteInfo();
  const { texts } = pageTextsFor(request, dealersTexts);
  return { texts, meta: dealerMeta(context.env.siteUrl, brandName, place, texts), place };
}

/** Built by the loader (app/lib/place-meta.server.ts), so no SEO code reaches the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

export default function DealerDetail({ loaderData }: Route.ComponentProps) {
  const { place } = loaderData;
  const t = usePageTexts<DealersTexts>();
  return (
    <main>
      <FinderHero
        title={<span lang="vi">{place.name}</span>}
        lead={
          <span lang="vi" translate="no">
            {place.address}
          </span>
        }
        place
      />
      <section className="mx-auto max-w-3xl px-4 py-8">
        <KindBadge place={place} />
        <dl className="mt-4 grid gap-3 text-gray-800 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">{t.address}</dt>
          <dd>
            <span lang="vi" translate="no">
              {place.address}
            </span>{" "}
            (<span lang="vi">{place.wardName}</span>, <span lang="vi">{place.provinceName}</span>)
          </dd>
          <dt className="font-semibold">{t.phone}</dt>
          <dd>{place.phone}</dd>
          {place.hours && (
            <>
              <dt className="font-semibold">{t.hours}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span lang="vi">{place.hours}</span> <OpenNow hours={place.hours} />
              </dd>
            </>
          )}
          {place.models.length > 0 && (
            <>
              <dt className="font-semibold">{t.models}</dt>
              <dd>{place.models.join(", ")}</dd>
            </>
          )}
        </dl>
        <div className="mt-6">
          <PlaceActions place={place} />
        </div>
        {place.sample && (
          <p className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t.sampleNote}</p>
        )}
        <Link to={`/dealers?province=${place.provinceCode}`} className="mt-8 inline-block font-semibold text-brand-800 underline">
          {fillParts(t.otherPlaces, { province: <span lang="vi">{place.provinceName}</span> })}
        </Link>
      </section>
    </main>
  );
}
