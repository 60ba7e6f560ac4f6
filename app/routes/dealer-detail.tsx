import { Link } from "react-router";
import { placePath } from "#common/places";
import { sharedPageHandle } from "#common/shared-page";
import { PageHero } from "~/components/content/page-hero";
import { KindBadge, OpenNow, PlaceActions } from "~/components/places/place-card";
import { orNotFound } from "~/lib/loader-errors.server";
import { placeJsonLd } from "~/lib/place-json-ld";
import { brandedTitle, breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/dealer-detail";

/** /dealers/{slug}: one place with its own title, description and LocalBusiness data (issue 33). Shared. */
export const handle = sharedPageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const place = await orNotFound(context.services.places.bySlug(params.slug));
  return { siteUrl: context.env.siteUrl, place };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { siteUrl, place } = data;
  const { brandName } = siteInfoIn(matches);
  const path = placePath(place.slug);
  return seoMeta({
    siteUrl,
    path,
    title: brandedTitle(`${place.name} – ${place.wardName}, ${place.provinceName}`, brandName),
    description: `${place.name}: ${place.address}. Điện thoại ${place.phone}${place.hours ? `, mở cửa ${place.hours}` : ""}. Xem máy, mua hàng và bảo hành ${brandName}.`,
    jsonLd: [
      { "@context": "https://schema.org", ...placeJsonLd(siteUrl, place, brandName) },
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Đại lý & bảo hành", path: "/dealers" },
        { name: place.name, path },
      ]),
    ],
  });
}

export default function DealerDetail({ loaderData }: Route.ComponentProps) {
  const { place } = loaderData;
  return (
    <main>
      <PageHero
        eyebrow={place.provinceName}
        title={place.name}
        lead={place.address}
        breadcrumb={[{ label: "Trang chủ", to: "/" }, { label: "Đại lý & bảo hành", to: "/dealers" }, { label: place.name }]}
      />
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
