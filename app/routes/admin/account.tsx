import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { auditTime } from "#common/audit";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AddPasskey, PASSKEY_INTENTS, RecoveryCodesNotice, TotpEnrolmentForm, type TotpEnrolmentView } from "~/components/admin/two-factor";
import { totpEnrolmentAction } from "~/lib/two-factor-actions.server";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { ActionFailure, ActionOutcome } from "~/lib/admin-action";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/account";

export function meta() {
  return adminMeta("Tài khoản của tôi");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdminPage(request, context);
  const session = await context.session.current();
  const [sessions, twoFactor] = await Promise.all([
    context.services.staff.sessions(me.userId, session?.id ?? null),
    context.services.twoFactor.status(me.userId),
  ]);
  return { username: me.username, sessions, twoFactor };
}

/** What a change of my account tells me: a message, an app enrolment under way, or the recovery codes once. */
type AccountChange = { message?: string; enrolment?: TotpEnrolmentView; recoveryCodes?: string[] };

/** The proof that it is me: my password, or a code from the app (or a recovery code). */
const proofOf = (payload: Record<string, unknown>) => ({ password: payload.password || undefined, code: payload.code || undefined });

async function sessionIdOf(context: Route.ActionArgs["context"]): Promise<string> {
  return (await context.session.current())!.id;
}

/** The same services as /api/admin/me/*: my password, my sessions, my two-step sign-in. */
export const action = adminActions({
  // The app's enrolment is the sign-in step's too (a wrong code keeps the same secret on screen): its answers as they are.
  // Adding or removing a factor asks for my password (or a code) again, as turning one off does (issue 45).
  "totp-start": async ({ context, actor, payload }) =>
    totpEnrolmentAction(context, actor, await sessionIdOf(context), "totp-start", fieldsOf(payload), proofOf(payload)),
  // The confirmation needs no proof: the password was asked at the start, and the code proves holding the app.
  "totp-confirm": async ({ context, actor, payload }) => totpEnrolmentAction(context, actor, await sessionIdOf(context), "totp-confirm", fieldsOf(payload), null),
  "totp-disable": async ({ services, actor, payload, context }): Promise<AccountChange> => {
    await services.twoFactor.disableTotp(actor, proofOf(payload), await sessionIdOf(context));
    return { message: "Đã tắt ứng dụng xác thực. Các phiên đăng nhập khác đã kết thúc." };
  },
  "recovery-codes": async ({ services, actor, payload }): Promise<AccountChange> => {
    const { recoveryCodes } = await services.twoFactor.regenerateRecoveryCodes(actor, proofOf(payload));
    return { message: "Đã tạo mã khôi phục mới. Các mã cũ không còn dùng được.", recoveryCodes };
  },
  // Adding a passkey: the options (the challenge waits on this session), then the browser's credential stored.
  [PASSKEY_INTENTS.addOptions]: async ({ services, actor, payload, context }) =>
    services.twoFactor.passkeyRegistrationOptions(actor, await sessionIdOf(context), proofOf(payload)),
  [PASSKEY_INTENTS.add]: async ({ services, actor, payload, context }) =>
    services.twoFactor.registerPasskey(actor, await sessionIdOf(context), { response: payload.response, name: payload.name }),
  "passkey-remove": async ({ services, actor, payload, context }): Promise<AccountChange> => {
    await services.twoFactor.removePasskey(actor, String(payload.id ?? ""), proofOf(payload), await sessionIdOf(context));
    return { message: "Đã xóa khóa truy cập. Các phiên đăng nhập khác đã kết thúc." };
  },
  password: async ({ services, actor, payload, context }) => {
    if (payload.newPassword !== payload.confirmPassword) {
      const message = "Hai lần nhập mật khẩu mới không khớp";
      return data<ActionFailure>({ ok: false, intent: "password", message, fieldErrors: { confirmPassword: [message] } }, { status: 400 });
    }
    await services.staff.changePassword(actor, await sessionIdOf(context), { currentPassword: payload.currentPassword, newPassword: payload.newPassword });
    return { message: "Đã đổi mật khẩu. Các phiên đăng nhập khác đã kết thúc." } satisfies AccountChange;
  },
  "end-other-sessions": async ({ services, actor, context }): Promise<AccountChange> => {
    const ended = await services.staff.endOtherSessions(actor, await sessionIdOf(context));
    return { message: `Đã đăng xuất khỏi ${ended} phiên đăng nhập khác.` };
  },
  "end-session": async ({ services, staff, payload }): Promise<AccountChange> => {
    await services.staff.endSession(staff.userId, String(payload.handle ?? ""));
    return { message: "Đã kết thúc phiên đăng nhập." };
  },
});

export { adminClientAction as clientAction } from "~/lib/admin-action";

/** A submission's fields as the enrolment reads a form's. */
function fieldsOf(payload: Record<string, unknown>) {
  return { get: (name: string) => payload[name] ?? null };
}

type AccountResult = { ok: boolean; message?: string; fieldErrors?: Record<string, string[]>; enrolment?: TotpEnrolmentView; recoveryCodes?: string[] };

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  // The page's own answers carry their news in `result`; the enrolment's come as the sign-in step shows them.
  const outcome = actionData as ActionOutcome<AccountChange> | (ActionFailure & AccountChange) | undefined;
  const result: AccountResult | undefined = outcome && (outcome.ok ? { ok: true, ...outcome.result } : outcome);
  const fieldError = (name: string) => result?.fieldErrors?.[name]?.[0];
  const [passkeyCodes, setPasskeyCodes] = useState<string[] | null>(null);
  // Adding or removing a passkey asks for the current password again (issue 45), typed once for the section.
  const [passkeyPassword, setPasskeyPassword] = useState("");
  const recoveryCodes = result?.recoveryCodes ?? passkeyCodes;
  const { twoFactor } = loaderData;
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">Tài khoản của tôi: {loaderData.username}</h1>
      {result?.message && (
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

      <div className="max-w-3xl space-y-6 rounded-lg border border-gray-200 bg-white p-5">
        <div>
          <h2 className="text-lg font-semibold text-gray-900">Đăng nhập hai bước</h2>
          <p className="mt-1 text-sm text-gray-600">
            Sau mật khẩu, bạn nhập mã từ ứng dụng xác thực hoặc dùng khóa truy cập: người biết mật khẩu của bạn vẫn không đăng nhập được.
          </p>
        </div>
        {recoveryCodes && <RecoveryCodesNotice codes={recoveryCodes} />}

        <div className="space-y-3">
          <h3 className="font-semibold text-gray-900">Ứng dụng xác thực</h3>
          {twoFactor.totp ? (
            <>
              <p className="text-sm text-green-700">Đang bật · còn {twoFactor.recoveryCodesLeft} mã khôi phục chưa dùng</p>
              <Form method="post" className="grid max-w-xl gap-3 sm:grid-cols-2 sm:items-end">
                <LabeledInput id="proof-password" label="Mật khẩu hiện tại" name="password" type="password" autoComplete="current-password" error={fieldError("password")} />
                <LabeledInput id="proof-code" label="hoặc mã xác minh / mã khôi phục" name="code" autoComplete="one-time-code" error={fieldError("code")} />
                <div className="flex flex-wrap gap-2 sm:col-span-2">
                  <button type="submit" name="intent" value="recovery-codes" disabled={busy} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50">
                    Tạo mã khôi phục mới
                  </button>
                  <button type="submit" name="intent" value="totp-disable" disabled={busy} className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50">
                    Tắt ứng dụng xác thực
                  </button>
                </div>
              </Form>
            </>
          ) : result?.enrolment ? (
            <TotpEnrolmentForm enrolment={result.enrolment} busy={busy} error={fieldError("code")} />
          ) : (
            <Form method="post" className="flex max-w-xl flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="totp-start" />
              <LabeledInput id="totp-start-password" label="Mật khẩu hiện tại (để bật ứng dụng)" name="password" type="password" required autoComplete="current-password" error={fieldError("password")} />
              <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
                Bật ứng dụng xác thực
              </button>
            </Form>
          )}
        </div>

        <div className="space-y-3">
          <h3 className="font-semibold text-gray-900">Khóa truy cập (passkey)</h3>
          <div className="max-w-md">
            <LabeledInput
              id="passkey-password"
              label="Mật khẩu hiện tại (để thêm hoặc xóa khóa truy cập)"
              type="password"
              autoComplete="current-password"
              value={passkeyPassword}
              onChange={(event) => setPasskeyPassword(event.target.value)}
            />
          </div>
          {twoFactor.passkeys.length > 0 ? (
            <ul className="divide-y divide-gray-100 text-sm" data-testid="passkeys">
              {twoFactor.passkeys.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <div>
                    <p className="font-medium text-gray-900">{passkey.name}</p>
                    <p className="text-gray-500">
                      Thêm lúc {auditTime(passkey.createdAt)} · {passkey.lastUsedAt ? `dùng gần nhất ${auditTime(passkey.lastUsedAt)}` : "chưa dùng"}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="passkey-remove" />
                    <input type="hidden" name="id" value={passkey.id} />
                    <input type="hidden" name="password" value={passkeyPassword} />
                    <button type="submit" disabled={busy} aria-label={`Xóa khóa truy cập ${passkey.name}`} className="rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50">
                      Xóa
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">Chưa có khóa truy cập nào.</p>
          )}
          <AddPasskey onAdded={setPasskeyCodes} password={passkeyPassword} />
        </div>
      </div>

      <section aria-labelledby="sessions-title" className="max-w-3xl rounded-lg border border-gray-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-title" className="text-lg font-semibold text-gray-900">Các phiên đăng nhập</h2>
          <Form method="post">
            <input type="hidden" name="intent" value="end-other-sessions" />
            <button type="submit" disabled={busy} className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50">
              Đăng xuất khỏi mọi nơi khác
            </button>
          </Form>
        </div>
        <ul className="mt-3 divide-y divide-gray-100 text-sm">
          {loaderData.sessions.map((session) => (
            <li key={session.handle} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-gray-900" title={session.userAgent ?? undefined}>
                  {session.device}
                </p>
                <p className="text-gray-500">
                  Bắt đầu {auditTime(session.createdAt)} · hoạt động gần nhất {auditTime(session.lastSeenAt)}
                  {session.lastIp ? ` từ địa chỉ IP ${session.lastIp}` : ""}
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
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
