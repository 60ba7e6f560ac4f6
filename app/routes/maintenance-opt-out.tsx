import { Form } from "react-router";
import { vi } from "#common/i18n-vi";
import { orNotFound } from "~/lib/loader-errors.server";
import type { Route } from "./+types/maintenance-opt-out";

/**
 * The maintenance reminders' opt-out (`/maintenance/opt-out?t=…`, the link of every reminder): one button, which
 * works without JavaScript. A GET changes nothing, so a mail scanner opening the link cannot opt anyone out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  return { token, ...(await orNotFound(context.services.afterSale.machines.reminderTarget(token))) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  await orNotFound(context.services.afterSale.machines.optOutOfReminders(String(form.get("t") ?? "")));
  return { done: true };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? "Tắt nhắc bảo dưỡng" : vi.notFoundTitle }, { name: "robots", content: "noindex, nofollow" }];
}

export default function MaintenanceOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const off = actionData?.done || loaderData.remindersOff;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Nhắc bảo dưỡng định kỳ</h1>
      <p className="mt-3 text-gray-700">Máy {loaderData.productName} · serial {loaderData.serial}</p>
      {off ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-4 text-green-900">Đã tắt. Anh/chị sẽ không nhận e-mail nhắc bảo dưỡng cho máy này nữa.</p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="t" value={loaderData.token} />
          <button type="submit" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">Không nhận nhắc bảo dưỡng nữa</button>
        </Form>
      )}
    </main>
  );
}
