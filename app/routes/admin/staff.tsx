import { Form, useNavigation } from "react-router";
import { ROLE_LABELS, ROLES, type Role } from "#common/admin-access";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { ActionOutcome } from "~/lib/admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/staff";

export function meta() {
  return adminMeta("Nhân viên");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdminPage(request, context);
  const [staff, policy] = await Promise.all([context.services.staff.list(), context.services.staff.policy()]);
  return { staff, policy, myId: me.userId };
}

/** What a staff change tells the owner; a new or reset password is shown this once. */
type StaffChange = { message: string; temporaryPassword?: string; forUser?: string };

/** The same staff service as /api/admin/staff: create, change role, disable, reset password, the sign-in policy. */
export const action = adminActions({
  create: async ({ services, payload, actor }): Promise<StaffChange> => {
    const { user, temporaryPassword } = await services.staff.create({ username: payload.username, role: payload.role }, actor);
    return { message: `Đã tạo tài khoản ${user.username}.`, temporaryPassword, forUser: user.username };
  },
  policy: async ({ services, payload, actor }): Promise<StaffChange> => {
    const { requireTwoFactor } = await services.staff.setPolicy({ requireTwoFactor: payload.requireTwoFactor === "on" }, actor);
    return {
      message: requireTwoFactor
        ? "Đã bắt buộc đăng nhập hai bước: tài khoản chưa bật sẽ phải bật ngay sau khi nhập mật khẩu."
        : "Đã bỏ bắt buộc đăng nhập hai bước.",
    };
  },
  role: async ({ services, id, payload, actor }): Promise<StaffChange> => {
    const user = await services.staff.update(id("Mã nhân viên"), { role: payload.role }, actor);
    return { message: `${user.username} giờ có vai trò ${ROLE_LABELS[user.role]}.` };
  },
  disable: async ({ services, id, actor }): Promise<StaffChange> => {
    const user = await services.staff.update(id("Mã nhân viên"), { disabled: true }, actor);
    return { message: `Đã khóa tài khoản ${user.username}.` };
  },
  enable: async ({ services, id, actor }): Promise<StaffChange> => {
    const user = await services.staff.update(id("Mã nhân viên"), { disabled: false }, actor);
    return { message: `Đã mở khóa tài khoản ${user.username}.` };
  },
  "reset-two-factor": async ({ services, id, actor }): Promise<StaffChange> => {
    const user = await services.staff.resetTwoFactor(id("Mã nhân viên"), actor);
    return { message: `Đã tắt đăng nhập hai bước của ${user.username}. Người đó đăng nhập bằng mật khẩu và bật lại.` };
  },
  reset: async ({ services, id, actor }): Promise<StaffChange> => {
    const { user, temporaryPassword } = await services.staff.resetPassword(id("Mã nhân viên"), actor);
    return { message: `Đã đặt lại mật khẩu của ${user.username}.`, temporaryPassword, forUser: user.username };
  },
});

const SELECT_CLASS = "rounded-md border border-gray-300 px-2 py-1.5 text-sm";
const BUTTON_CLASS = "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50";

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, myId, policy } = loaderData;
  const busy = useNavigation().state !== "idle";
  const outcome = actionData as ActionOutcome<StaffChange> | undefined;
  const result: (StaffChange & { ok: boolean }) | undefined = outcome && (outcome.ok ? { ok: true, ...outcome.result } : outcome);
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">Nhân viên</h1>

      {result && (
        <div role={result.ok ? "status" : "alert"} className={`rounded-md p-3 text-sm ${result.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}>
          <p>{result.message}</p>
          {result.temporaryPassword && (
            <p className="mt-2">
              Mật khẩu tạm thời của {result.forUser} (chỉ hiện một lần, người đó phải đổi ngay khi đăng nhập):{" "}
              <code data-testid="temporary-password" className="rounded bg-white px-2 py-1 font-mono text-gray-900">
                {result.temporaryPassword}
              </code>
            </p>
          )}
        </div>
      )}

      <Form method="post" className="max-w-xl space-y-3 rounded-lg border border-gray-200 bg-white p-5">
        <input type="hidden" name="intent" value="policy" />
        <label className="flex items-start gap-3 text-sm text-gray-800">
          <input type="checkbox" name="requireTwoFactor" defaultChecked={policy.requireTwoFactor} key={String(policy.requireTwoFactor)} className="mt-0.5 h-4 w-4" />
          <span>
            <span className="font-medium">Bắt buộc đăng nhập hai bước cho mọi tài khoản</span>
            <span className="block text-gray-600">Tài khoản chưa bật ứng dụng xác thực hoặc khóa truy cập sẽ phải bật ngay sau khi nhập mật khẩu (kể cả bạn).</span>
          </span>
        </label>
        <button type="submit" disabled={busy} className={BUTTON_CLASS}>
          Lưu quy định
        </button>
      </Form>

      <Form method="post" className="grid max-w-xl gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <input type="hidden" name="intent" value="create" />
        <LabeledInput id="new-username" label="Tên đăng nhập mới" name="username" required autoComplete="off" autoCapitalize="none" spellCheck={false} />
        <div>
          <label htmlFor="new-role" className="block text-sm font-medium text-gray-700">
            Vai trò
          </label>
          <select id="new-role" name="role" defaultValue="sales" className={`mt-1 block w-full ${SELECT_CLASS} py-2`}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          Tạo tài khoản
        </button>
      </Form>

      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Tài khoản nhân viên</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-3">Tên đăng nhập</th>
              <th scope="col" className="px-4 py-3">Vai trò</th>
              <th scope="col" className="px-4 py-3">Đăng nhập hai bước</th>
              <th scope="col" className="px-4 py-3">Trạng thái</th>
              <th scope="col" className="px-4 py-3">Thao tác</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {staff.map((user) => (
              <tr key={user.id} data-testid={`staff-${user.username}`}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-gray-900">
                  {user.username}
                  {user.id === myId && <span className="ml-1 text-xs text-gray-500">(bạn)</span>}
                </th>
                <td className="px-4 py-3">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={user.id} />
                    <select name="role" aria-label={`Vai trò của ${user.username}`} defaultValue={user.role} key={user.role} className={SELECT_CLASS}>
                      {ROLES.map((role: Role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                    <button type="submit" disabled={busy} className={BUTTON_CLASS}>
                      Lưu
                    </button>
                  </Form>
                </td>
                <td className="px-4 py-3 text-gray-700">
                  {[user.hasTotp && "Ứng dụng xác thực", user.passkeys > 0 && `${user.passkeys} khóa truy cập`].filter(Boolean).join(", ") || "Chưa bật"}
                </td>
                <td className="px-4 py-3 text-gray-700">
                  {user.disabled ? "Đã khóa" : user.mustChangePassword ? "Chờ đổi mật khẩu" : "Đang hoạt động"}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={user.id} />
                      <button type="submit" name="intent" value={user.disabled ? "enable" : "disable"} disabled={busy} className={BUTTON_CLASS}>
                        {user.disabled ? "Mở khóa" : "Khóa"}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={user.id} />
                      <button type="submit" name="intent" value="reset" disabled={busy} className={BUTTON_CLASS}>
                        Đặt lại mật khẩu
                      </button>
                    </Form>
                    {(user.hasTotp || user.passkeys > 0) && (
                      <Form method="post">
                        <input type="hidden" name="id" value={user.id} />
                        <button type="submit" name="intent" value="reset-two-factor" disabled={busy} className={BUTTON_CLASS}>
                          Tắt đăng nhập hai bước
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
