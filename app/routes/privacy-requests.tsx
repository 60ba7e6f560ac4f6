import { sharedPageHandle } from "#common/shared-page";
import { PrivacyRequestForm } from "~/components/privacy/privacy-request-form";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/privacy-requests";

/** The same page for every visitor (decision 0034): what is personal comes from the API after the code. */
export const handle = sharedPageHandle;

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  return [
    { title: `Yêu cầu về dữ liệu cá nhân – ${brandName}` },
    { name: "description", content: "Xem, tải về, sửa, xóa dữ liệu cá nhân của bạn, rút lại sự đồng ý hoặc phản đối việc xử lý." },
    ...(data ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/yeu-cau-du-lieu` }] : []),
  ];
}

export default function PrivacyRequestsPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Yêu cầu về dữ liệu cá nhân</h1>
      <p className="mt-3 text-gray-700">
        Theo Luật Bảo vệ dữ liệu cá nhân (số 91/2025/QH15), bạn có quyền xem, tải về, sửa hoặc xóa dữ liệu cá nhân của mình, rút lại sự đồng ý và
        phản đối việc xử lý. Để bảo vệ bạn, cửa hàng gửi một mã xác minh đến số điện thoại hoặc e-mail bạn đã dùng khi mua hàng.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-600">
        <li>Cửa hàng chỉ tìm dữ liệu đúng theo số điện thoại hoặc e-mail bạn nhập, không theo tên.</li>
        <li>Mã được gửi qua e-mail (hoặc Zalo) cửa hàng có của bạn. Nếu bạn chỉ để lại số điện thoại và không nhận được mã, hãy gọi cho cửa hàng.</li>
        <li>Khi xóa, cửa hàng phải giữ thông tin người mua trên hóa đơn điện tử đã xuất theo quy định về kế toán, thuế; bạn sẽ được báo rõ.</li>
      </ul>
      <div className="mt-6">
        <PrivacyRequestForm />
      </div>
    </div>
  );
}
