import { Link } from "react-router";
import { brandedTitle } from "~/lib/seo";
import { siteInfoIn } from "~/lib/site-info-meta";
import type { Route } from "./+types/privacy-notice";

/**
 * The privacy notice (`/chinh-sach-bao-mat`, issue 45, decision 0059): built on every request from the store
 * settings and the processors actually configured, with the version each consent names. Personal (no shared
 * handle): a processor switched on in its own settings shows at once, without waiting for the page cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { notice: await context.services.notice.privacyNotice(), siteUrl: context.env.siteUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { brandName } = siteInfoIn(matches);
  return [
    { title: brandedTitle("Chính sách bảo mật và xử lý dữ liệu cá nhân", brandName) },
    { name: "description", content: `Cách ${brandName} thu thập, sử dụng, chia sẻ và lưu giữ dữ liệu cá nhân của bạn, và cách bạn thực hiện quyền của mình.` },
    ...(data ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/chinh-sach-bao-mat` }] : []),
  ];
}

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const { controller } = notice;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">Chính sách bảo mật và xử lý dữ liệu cá nhân</h1>
      <p className="mt-2 text-sm text-gray-500" data-testid="notice-version">
        Phiên bản {notice.version}
      </p>

      <h2 className="mt-8 text-xl font-bold text-gray-900">1. Ai xử lý dữ liệu của bạn</h2>
      <p className="mt-2">
        Bên kiểm soát và xử lý dữ liệu cá nhân: <strong>{controller.seller?.legalName ?? controller.brandName}</strong>
        {controller.seller && <> (thương hiệu {controller.brandName}), mã số thuế {controller.seller.taxCode}, địa chỉ {controller.seller.address}</>}
        {controller.registration && <>, {controller.registration}</>}. Liên hệ: hotline {controller.hotline}, e-mail{" "}
        <a href={`mailto:${controller.privacyEmail}`} className="text-brand-700 underline">
          {controller.privacyEmail}
        </a>
        .
      </p>

      <h2 className="mt-8 text-xl font-bold text-gray-900">2. Mục đích và căn cứ xử lý</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-500">
            <tr>
              <th className="py-2 pr-3">Mục đích</th>
              <th className="py-2 pr-3">Căn cứ</th>
              <th className="py-2">Dữ liệu</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 align-top">
            {notice.purposes.map((row) => (
              <tr key={row.purpose}>
                <td className="py-2 pr-3">{row.purpose}</td>
                <td className="py-2 pr-3">{row.basis}</td>
                <td className="py-2">{row.data}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="mt-8 text-xl font-bold text-gray-900">3. Loại dữ liệu</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notice.categories.map((category) => (
          <li key={category}>{category}</li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-bold text-gray-900">4. Bên nhận và bên xử lý dữ liệu</h2>
      {notice.processors.length === 0 ? (
        <p className="mt-2">Hiện cửa hàng không chuyển dữ liệu cá nhân cho bên xử lý nào.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="notice-processors">
          {notice.processors.map((processor) => (
            <li key={processor.name}>
              <strong>{processor.name}</strong>: {processor.purpose} ({processor.data})
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-gray-600">Dữ liệu được lưu trên máy chủ của cửa hàng; cửa hàng không bán dữ liệu cá nhân.</p>

      <h2 className="mt-8 text-xl font-bold text-gray-900">5. Thời gian lưu giữ</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notice.retention.map((row) => (
          <li key={row.record}>
            {row.record}: {row.period}
          </li>
        ))}
      </ul>

      <h2 className="mt-8 text-xl font-bold text-gray-900">6. Quyền của bạn và cách thực hiện</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notice.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p className="mt-2">
        Gửi yêu cầu tại trang{" "}
        <Link to={notice.requestPath} className="text-brand-700 underline">
          Yêu cầu về dữ liệu cá nhân
        </Link>{" "}
        hoặc qua e-mail {controller.privacyEmail}. Mỗi e-mail tiếp thị và tin nhắn có đường dẫn để ngừng nhận ngay.
      </p>
    </main>
  );
}
