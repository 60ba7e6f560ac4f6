import { Form } from "react-router";
import { maskedPhone } from "#common/zalo";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/zalo-opt-out";

/**
 * The opt-out link of each buyer e-mail (decision 0040): `?p=<84…>&s=<signature>`. Opening it only asks; the
 * button (a plain form post, no JavaScript needed) records the choice, so a mail scanner following the link changes
 * nothing. Personal (no shared handle): never kept by the page cache.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const phone = context.services.zalo.verifyOptOutLink(url.searchParams.get("p"), url.searchParams.get("s"));
  return { valid: phone !== null, phone: phone ? maskedPhone(phone) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const phone = context.services.zalo.verifyOptOutLink(url.searchParams.get("p"), url.searchParams.get("s"));
  if (!phone) return { done: false };
  await context.services.zalo.optOut({ phone }, "buyer");
  return { done: true };
}

export function meta() {
  return [{ title: "Ngừng nhận tin Zalo" }, ...noindexMeta()];
}

export default function ZaloOptOut({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-gray-900">Ngừng nhận tin Zalo</h1>
      {!loaderData.valid ? (
        <p className="mt-4 text-gray-700">Liên kết không hợp lệ. Vui lòng dùng đúng liên kết trong e-mail hoặc gọi hotline để được hỗ trợ.</p>
      ) : actionData?.done ? (
        <p role="status" className="mt-4 text-gray-700">
          Đã ghi nhận. Số {loaderData.phone} sẽ không nhận tin Zalo về đơn hàng và dịch vụ nữa; e-mail vẫn được gửi như thường.
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-gray-700">
            Số {loaderData.phone} đang nhận tin Zalo về đơn hàng, thanh toán, giao hàng và dịch vụ. Anh/chị muốn ngừng nhận các tin này?
          </p>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            Ngừng nhận tin Zalo
          </button>
        </Form>
      )}
    </main>
  );
}
