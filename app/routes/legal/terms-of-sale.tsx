import { Link } from "react-router";
import { sharedPageHandle } from "#common/shared-page";
import { PRIVACY_NOTICE_PATH } from "#common/legal";
import { brandedTitle } from "~/lib/seo";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/terms-of-sale";

/** The same page for every visitor, from the store settings (a change announces itself and empties the cache). */
export const handle = sharedPageHandle;

/** The terms of sale (`/dieu-khoan-ban-hang`, issue 45): delivery, payment, returns and warranty, with their version. */
export async function loader({ context }: Route.LoaderArgs) {
  return { terms: await context.services.notice.termsOfSale(), siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  return [
    { title: brandedTitle("Điều khoản bán hàng", brandName) },
    { name: "description", content: `Điều khoản giao hàng, thanh toán, đổi trả, hủy đơn và bảo hành của ${brandName}.` },
    ...(data ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/dieu-khoan-ban-hang` }] : []),
  ];
}

const SECTIONS = [
  { key: "delivery", title: "Giao hàng và lắp đặt" },
  { key: "payment", title: "Thanh toán" },
  { key: "returns", title: "Hủy đơn, đổi trả và hoàn tiền" },
  { key: "warranty", title: "Bảo hành" },
] as const;

export default function TermsOfSale({ loaderData }: Route.ComponentProps) {
  const { terms } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">Điều khoản bán hàng</h1>
      <p className="mt-2 text-sm text-gray-500" data-testid="terms-version">
        Phiên bản {terms.version}
      </p>
      <p className="mt-4">
        Người bán: <strong>{terms.seller?.legalName ?? terms.brandName}</strong>
        {terms.seller && <>, mã số thuế {terms.seller.taxCode}, địa chỉ {terms.seller.address}</>}
        {terms.registration && <>, {terms.registration}</>}.
      </p>
      {SECTIONS.map((section) => (
        <section key={section.key}>
          <h2 className="mt-8 text-xl font-bold text-gray-900">{section.title}</h2>
          <p className="mt-2 whitespace-pre-line">{terms.terms[section.key]}</p>
        </section>
      ))}
      <p className="mt-8 text-sm text-gray-600">
        Dữ liệu cá nhân trong đơn hàng được xử lý theo{" "}
        <Link to={PRIVACY_NOTICE_PATH} className="text-brand-700 underline">
          Chính sách bảo mật
        </Link>
        .
      </p>
    </main>
  );
}
