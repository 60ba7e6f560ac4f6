import { useSearchParams } from "react-router";
import { formatOfficeAddress } from "#common/site-info";
import { ContactForm } from "~/components/content/contact-form";
import { PageHero, Section } from "~/components/content/page-hero";
import { useSiteInfo } from "~/lib/root-data";
import { siteInfoIn } from "~/lib/site-info-meta";
import { brandedTitle, breadcrumbJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";
import { sharedPageHandle } from "#common/shared-page";

/** The same page for every visitor: the page cache may keep it (common/shared-page.ts). */
export const handle = sharedPageHandle;

export function loader({ context }: Route.LoaderArgs) {
  const provinces = context.services.locations.listProvinces().map(({ code, name }) => ({ code, name }));
  return { siteUrl: context.env.siteUrl, provinces };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const siteUrl = data?.siteUrl ?? "";
  const { brandName, hotline } = siteInfoIn(matches);
  return seoMeta({
    siteUrl,
    path: "/contact",
    title: brandedTitle("Liên hệ tư vấn máy pha trà, cà phê và khóa học", brandName),
    description: `Liên hệ ${brandName}: hotline tư vấn 24/7 ${hotline.display}, văn phòng tại Hà Nội, Đà Nẵng, TP. Hồ Chí Minh. Gửi yêu cầu tư vấn máy pha, setup quán và khóa học.`,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Trang chủ", path: "/" },
        { name: "Liên hệ", path: "/contact" },
      ]),
    ],
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const product = searchParams.get("product")?.slice(0, 120) || undefined;
  const { hotline, supportHotline, contactEmail, offices, seller, registration, moitUrl } = useSiteInfo();
  return (
    <main>
      <PageHero
        eyebrow="Liên hệ"
        title="Liên hệ với chúng tôi"
        lead={<p>Tư vấn chọn máy, setup quán, bảo hành hay khóa học — đội ngũ của chúng tôi hỗ trợ bạn 24/7.</p>}
        breadcrumb={[{ label: "Trang chủ", to: "/" }, { label: "Liên hệ" }]}
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-xl font-bold text-gray-900">Thông tin liên hệ</h2>
            <dl className="mt-4 space-y-3 text-gray-700">
              <div>
                <dt className="font-semibold text-gray-900">Hotline tư vấn bán hàng (24/7)</dt>
                <dd>
                  <a href={hotline.href} className="text-brand-700 underline">
                    {hotline.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-900">Hotline kỹ thuật, bảo hành (24/7)</dt>
                <dd>
                  <a href={supportHotline.href} className="text-brand-700 underline">
                    {supportHotline.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-900">Email</dt>
                <dd>
                  <a href={`mailto:${contactEmail}`} className="text-brand-700 underline">
                    {contactEmail}
                  </a>
                </dd>
              </div>
            </dl>
            {seller && (
              <>
                {/* The seller's legal identity (Decree 52/2013 art. 29, issue 45), from the store settings. */}
                <h2 className="mt-8 text-xl font-bold text-gray-900">Thông tin người bán</h2>
                <dl className="mt-4 space-y-1 text-gray-700" data-testid="contact-seller">
                  <div><dt className="inline font-semibold text-gray-900">Tên doanh nghiệp: </dt><dd className="inline">{seller.legalName}</dd></div>
                  <div><dt className="inline font-semibold text-gray-900">Mã số thuế: </dt><dd className="inline">{seller.taxCode}</dd></div>
                  {registration && <div><dt className="inline font-semibold text-gray-900">Đăng ký kinh doanh: </dt><dd className="inline">{registration}</dd></div>}
                  <div><dt className="inline font-semibold text-gray-900">Địa chỉ trụ sở: </dt><dd className="inline">{seller.address}</dd></div>
                </dl>
                {moitUrl && (
                  <a href={moitUrl} target="_blank" rel="noopener" className="mt-3 inline-block rounded border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-700">
                    ✓ Đã thông báo Bộ Công Thương
                  </a>
                )}
              </>
            )}
            <h2 className="mt-8 text-xl font-bold text-gray-900">Văn phòng và trung tâm dịch vụ</h2>
            <ul className="mt-4 space-y-4">
              {offices.map((office) => (
                <li key={office.region} className="rounded-xl border border-gray-200 p-4">
                  <h3 className="font-semibold text-brand-800">{office.label}</h3>
                  <address className="mt-1 text-gray-700 not-italic">{formatOfficeAddress(office)}</address>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
            <ContactForm product={product} provinces={loaderData.provinces} />
          </div>
        </div>
      </Section>
    </main>
  );
}
