import { data, Form, redirect, useNavigation } from "react-router";
import { safeNextPath } from "#common/safe-redirect";
import { LabeledInput } from "~/components/admin/labeled-input";
import { attempt } from "~/lib/admin-action.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/login-step";

export function meta() {
  return adminMeta("Hoàn tất đăng nhập");
}

/** The session's staff member and the step it owes; without a session, the login page; with none owed, `next`. */
async function owed(request: Request, context: Route.LoaderArgs["context"]) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const session = await context.session.current();
  const staff = await context.services.users.signedIn(session);
  if (!session || !staff) throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  if (!staff.step) throw redirect(next);
  return { session, staff, next, actor: { id: staff.id, username: staff.username } };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, next } = await owed(request, context);
  return { step: staff.step!, username: staff.username, next };
}

/** Each step calls the same service as its /api/admin/login/* endpoint; then on to the next step or `next`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, staff, next, actor } = await owed(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/login/step?next=${encodeURIComponent(next)}`;
  if (intent === "new-password" && staff.step === "new-password") {
    if (form.get("password") !== form.get("confirmPassword")) {
      return data({ ok: false as const, message: "Hai lần nhập mật khẩu mới không khớp" }, { status: 400 });
    }
    const result = await attempt(() => context.services.staff.chooseNewPassword(actor, session.id, form.get("password")));
    if (result) return result;
    throw redirect(here);
  }
  throw redirect(here);
}

export default function AdminLoginStep({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state !== "idle";
  const error = actionData && !actionData.ok ? actionData.message : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Trang quản trị · {loaderData.username}</p>
        {error && (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {loaderData.step === "new-password" && (
          <>
            <h1 className="mt-1 text-2xl font-bold text-gray-900">Đặt mật khẩu mới</h1>
            <p className="mt-2 text-sm text-gray-600">Mật khẩu vừa dùng là mật khẩu tạm thời. Hãy chọn mật khẩu của riêng bạn (ít nhất 10 ký tự).</p>
            <Form method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="new-password" />
              <LabeledInput id="password" label="Mật khẩu mới" name="password" type="password" required minLength={10} autoComplete="new-password" />
              <LabeledInput id="confirmPassword" label="Nhập lại mật khẩu mới" name="confirmPassword" type="password" required autoComplete="new-password" />
              <button type="submit" disabled={submitting} className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
                Lưu mật khẩu
              </button>
            </Form>
          </>
        )}
        <Form method="post" action="/admin/logout" className="mt-6 text-center">
          <button type="submit" className="text-sm text-gray-600 underline-offset-2 hover:underline">
            Đăng xuất
          </button>
        </Form>
      </div>
    </main>
  );
}
