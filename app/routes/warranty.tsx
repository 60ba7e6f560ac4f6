import { useSearchParams } from "react-router";
import { isOneOf } from "#common/labels";
import { SERVICE_PROBLEMS } from "#common/after-sale";
import { sharedPageHandle } from "#common/shared-page";
import { ActivationForm, ServiceRequestForm, WarrantyLookupForm } from "~/components/after-sale/warranty-forms";
import { useSiteInfo } from "~/lib/root-data";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/warranty";

/**
 * /warranty: look-up, service request and activation. The same page for every visitor (the forms; a `serial`
 * in the address only fills them in): the page cache may keep it, and every answer comes from the API.
 */
export const handle = sharedPageHandle;

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  return [
    { title: `Tra cứu bảo hành, kích hoạt bảo hành và yêu cầu sửa chữa – ${brandName}` },
    { name: "description", content: "Tra cứu bảo hành theo số serial, kích hoạt bảo hành máy mua qua đại lý, gửi yêu cầu sửa chữa hoặc bảo dưỡng và theo dõi tiến độ." },
    ...(data ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/warranty` }] : []),
  ];
}

export default function Warranty() {
  const [params] = useSearchParams();
  const { supportHotline } = useSiteInfo();
  const serial = (params.get("serial") ?? "").slice(0, 40);
  const problem = params.get("problem");
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">Bảo hành và sửa chữa</h1>
        <p className="mt-2 text-gray-600">
          Tra cứu bảo hành, gửi yêu cầu sửa chữa và theo dõi tiến độ trực tuyến. Máy dừng hoạt động cần xử lý gấp? Gọi hotline kỹ thuật 24/7{" "}
          <a href={supportHotline.href} className="font-semibold text-brand-700">{supportHotline.display}</a>.
        </p>
      </header>
      <WarrantyLookupForm initialSerial={serial} />
      <ServiceRequestForm initialSerial={serial} initialProblem={isOneOf(SERVICE_PROBLEMS, problem) ? problem : null} />
      <ActivationForm initialSerial={serial} />
    </main>
  );
}
