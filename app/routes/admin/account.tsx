import { Form, useNavigation } from "react-router";
import { auditTime } from "#common/audit";
import { LabeledInput } from "~/components/admin/labeled-input";
import { AdminRouteError } from "~/components/admin/route-error";
import { attempt } from "~/lib/admin-action.server";
import { actorOf, requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/account";

export function meta() {
  return adminMeta("Tài khoản của tôi");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdminPage(request, context);
  const session = await context.session.current();
  return { username: me.username, sessions: await context.services.staff.sessions(me.userId, session?.id ?? null) };
}

/** The same services as /api/admin/me/*: change my password, end one of my other sessions. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAdminPage(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const session = await context.session.current();
  return attempt(async () => {
    if (intent === "password") {
      if (form.get("newPassword") !== form.get("confirmPassword")) {
        return { ok: false as const, message: "Hai lần nhập mật khẩu mới không khớp", fieldErrors: { confirmPassword: ["Hai lần nhập mật khẩu mới không khớp"] } };
      }
      await context.services.staff.changePassword(actorOf(me), session!.id, {
        currentPassword: form.get("currentPassword"),
        newPassword: form.get("newPassword"),
      });
      return { ok: true as const, message: "Đã đổi mật khẩu. Các phiên đăng nhập khác đã kết thúc." };
    }
    if (intent === "end-session") {
      await context.services.staff.endSession(me.userId, String(form.get("handle") ?? ""));
      return { ok: true as const, message: "Đã kết thúc phiên đăng nhập." };
    }
    return { ok: false as const, message: "Thao tác không hợp lệ" };
  });
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData as { ok: boolean; message: string; fieldErrors?: Record<string, string[]> } | undefined;
  const fieldError = (name: string) => result?.fieldErrors?.[name]?.[0];
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">Tài khoản của tôi: {loaderData.username}</h1>
      {result && (
        <p role={result.ok ? "status" : "alert"} className={`rounded-md p-3 text-sm ${result.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}>
          {result.message}
        </p>
      )}

      <Form method="post" className="max-w-md space-y-4 rounded-lg border border-gray-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-gray-900">Đổi mật khẩu</h2>
        <input type="hidden" name="intent" value="password" />
        <LabeledInput id="currentPassword" label="Mật khẩu hiện tại" name="currentPassword" type="password" required autoComplete="current-password" error={fieldError("currentPassword")} />
        <LabeledInput id="newPassword" label="Mật khẩu mới (ít nhất 10 ký tự)" name="newPassword" type="password" required minLength={10} autoComplete="new-password" error={fieldError("newPassword")} />
        <LabeledInput id="confirmPassword" label="Nhập lại mật khẩu mới" name="confirmPassword" type="password" required autoComplete="new-password" error={fieldError("confirmPassword")} />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          Đổi mật khẩu
        </button>
      </Form>

      <div className="max-w-3xl rounded-lg border border-gray-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-gray-900">Các phiên đăng nhập</h2>
        <ul className="mt-3 divide-y divide-gray-100 text-sm">
          {loaderData.sessions.map((session) => (
            <li key={session.handle} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-gray-900">{session.userAgent ?? "Trình duyệt không rõ"}</p>
                <p className="text-gray-500">
                  Bắt đầu {auditTime(session.createdAt)} · hoạt động gần nhất {auditTime(session.lastSeenAt)}
                </p>
              </div>
              {session.current ? (
                <span className="text-sm font-medium text-green-700">Phiên này</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="handle" value={session.handle} />
                  <button type="submit" disabled={busy} className="rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50">
                    Kết thúc
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
