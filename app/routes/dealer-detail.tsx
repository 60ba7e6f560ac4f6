import { Link } from "react-router";
import { sharedPageHandle } from "#common/shared-page";
import { FinderHero } from "~/components/places/finder-hero";
import { KindBadge, OpenNow, PlaceActions } from "~/components/places/place-card";
import { orNotFound } from "~/lib/loader-errors.server";
import { dealerMeta } from "~/lib/place-meta.server";
import type { Route } from "./+types/dealer-detail";

/** /dealers/{slug}: one place with its own title, description and LocalBusiness data (issue 33). Shared. */
export const handle = sharedPageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const place = await orNotFound(context.services.places.bySlug(params.slug));
  const { brandName } = await context.services.storeSettings.siteInfo();
  return { meta: dealerMeta(context.env.siteUrl, brandName, place), place };
}

/** Built by the loader (app/lib/place-meta.server.ts), so no SEO code reaches the browser. */
export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

export default function DealerDetail({ loaderData }: Route.ComponentProps) {
  const { place } = loaderData;
  return (
    <main>
      <FinderHero title={place.name} lead={place.address} place />
      <section className="mx-auto max-w-3xl px-4 py-8">
        <KindBadge place={place} />
        <dl className="mt-4 grid gap-3 text-gray-800 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Địa chỉ</dt>
          <dd>
            {place.address} ({place.wardName}, {place.provinceName})
          </dd>
          <dt className="font-semibold">Điện thoại</dt>
          <dd>{place.phone}</dd>
          {place.hours && (
            <>
              <dt className="font-semibold">Giờ mở cửa</dt>
              <dd className="flex flex-wrap items-center gap-2">
                {place.hours} <OpenNow hours={place.hours} />
              </dd>
            </>
          )}
          {place.models.length > 0 && (
            <>
              <dt className="font-semibold">Mẫu máy trưng bày / bảo hành</dt>
              <dd>{place.models.join(", ")}</dd>
            </>
          )}
        </dl>
        <div className="mt-6">
          <PlaceActions place={place} />
        </div>
        {place.sample && (
          <p className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Địa điểm minh họa của bản trình diễn (dữ liệu mẫu), không phải doanh nghiệp thật.</p>
        )}
        <Link to={`/dealers?province=${place.provinceCode}`} className="mt-8 inline-block font-semibold text-brand-800 underline">
          Các địa điểm khác tại {place.provinceName}
        </Link>
      </section>
    </main>
  );
}
