import { Form } from "react-router";
import { CONSENT_PURPOSE_LABELS, isConsentPurpose } from "#common/consent";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/consent-withdraw";

/**
 * The withdrawal link of every marketing message (issue 45, decision 0059): `?m=<purpose>&c=<contact>&s=<signature>`.
 * Opening it only asks; the button (a plain form post) withdraws at once, so a mail scanner following the link
 * changes nothing. Personal (no shared handle): never kept by the page cache.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const valid = context.services.consent.verifyWithdrawLink(url.searchParams.get("m"), url.searchParams.get("c"), url.searchParams.get("s"));
  return { valid: valid !== null, purpose: valid ? CONSENT_PURPOSE_LABELS[valid.purpose] : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const done = await context.services.consent.withdrawByLink(url.searchParams.get("m"), url.searchParams.get("c"), url.searchParams.get("s"));
  return { done: done !== null && isConsentPurpose(done.purpose) };
}

export function meta() {
  return [{ title: "Rút lại sự đồng ý" }, ...noindexMeta()];
}

export default function ConsentWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-gray-900">Rút lại sự đồng ý</h1>
      {!loaderData.valid ? (
        <p className="mt-4 text-gray-700">Liên kết không hợp lệ. Vui lòng dùng đúng liên kết trong tin nhắn hoặc gọi hotline để được hỗ trợ.</p>
      ) : actionData?.done ? (
        <p role="status" className="mt-4 text-gray-700">
          Đã ghi nhận, có hiệu lực ngay: “{loaderData.purpose}” đã được rút lại.
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-gray-700">Anh/chị muốn rút lại sự đồng ý: “{loaderData.purpose}”?</p>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            Rút lại đồng ý
          </button>
        </Form>
      )}
    </main>
  );
}
