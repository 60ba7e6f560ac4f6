import { useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { SignInStep } from "#common/admin-access";
import { safeNextPath } from "#common/safe-redirect";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { AddPasskey, PASSKEY_INTENTS, RecoveryCodesNotice, SignInWithPasskey, TotpEnrolmentForm, type TotpEnrolmentView } from "~/components/admin/two-factor";
import { attempt, payloadOf } from "~/lib/admin-action.server";
import { ENROLMENT_AT_SIGN_IN, totpEnrolmentAction } from "~/lib/two-factor-actions.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/login-step";

export function meta() {
  return adminMeta("Hoàn tất đăng nhập");
}

/** Without a staff session, the login page; with no step owed, `next`; else the step the session owes. */
async function owed(request: Request, context: Route.LoaderArgs["context"]) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const staff = await context.services.users.signedIn(await context.session.current());
  if (!staff) throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  if (!staff.step) throw redirect(next);
  return { staff, next };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, next } = await owed(request, context);
  return { step: staff.step!, username: staff.username, next, hasTotp: staff.hasTotp, hasPasskey: staff.hasPasskey };
}

/**
 * The recovery codes of an enrolment are shown once: reloading the step now would send the page on to `next`. A
 * passkey ceremony's answers do not reload it either: the page itself shows the codes or moves on to `next`.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "recoveryCodes" in actionResult) return false;
  if (isPasskeyAnswer(actionResult)) return false;
  return defaultShouldRevalidate;
}

const PASSKEY_INTENT_NAMES: readonly string[] = Object.values(PASSKEY_INTENTS);

function isPasskeyAnswer(actionResult: unknown): boolean {
  const intent = actionResult && typeof actionResult === "object" && "intent" in actionResult ? actionResult.intent : undefined;
  return typeof intent === "string" && PASSKEY_INTENT_NAMES.includes(intent);
}

/** What a step's action answers: a failure to show, an app enrolment under way, or the recovery codes once. */
type StepData = { ok: boolean; message?: string; fieldErrors?: Record<string, string[]>; enrolment?: TotpEnrolmentView; recoveryCodes?: string[] };

/** The step each form's intent belongs to. */
const STEP_OF_INTENT: Record<string, SignInStep> = {
  "new-password": "new-password",
  "second-factor": "second-factor",
  recovery: "second-factor",
  "totp-start": "enrol",
  "totp-confirm": "enrol",
  [PASSKEY_INTENTS.signInOptions]: "second-factor",
  [PASSKEY_INTENTS.signIn]: "second-factor",
  [PASSKEY_INTENTS.addOptions]: "enrol",
  [PASSKEY_INTENTS.add]: "enrol",
};

/**
 * Each step calls the same service as its /api/admin/login/* endpoint, behind the same gate (users.owing); then on
 * to the next step or `next`. A form of a step the session does not owe goes back to the step it does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const fields = (await payloadOf(request)) ?? {};
  // A form's missing field reads as null, as FormData.get gives it.
  const form = { get: (name: string): unknown => fields[name] ?? null };
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/login/step?next=${encodeURIComponent(next)}`;
  const step = Object.hasOwn(STEP_OF_INTENT, intent) ? STEP_OF_INTENT[intent]! : null;
  const owing = step && (await context.services.users.owing(await context.session.current(), step));
  if (!owing) throw redirect(here);
  const { session, actor } = owing;
  if (intent === "new-password") {
    if (form.get("password") !== form.get("confirmPassword")) {
      return data({ ok: false as const, message: "Hai lần nhập mật khẩu mới không khớp" }, { status: 400 });
    }
    const result = await attempt(() => context.services.staff.chooseNewPassword(actor, session.id, form.get("password")));
    if (result) return result;
    throw redirect(here);
  }
  if (intent === "second-factor" || intent === "recovery") {
    const result = await attempt(() => context.services.twoFactor.verifyCode(actor, session.id, { code: form.get("code"), recovery: intent === "recovery" }));
    if (result) return result;
    throw redirect(here);
  }
  // The passkey ceremonies (two-factor.tsx): `{ ok, intent, result }` as useAdminAction reads it.
  const twoFactor = context.services.twoFactor;
  if (intent === PASSKEY_INTENTS.signInOptions) {
    return attempt(async () => ({ ok: true as const, intent, result: await twoFactor.passkeyAuthenticationOptions(actor, session.id) }), intent);
  }
  if (intent === PASSKEY_INTENTS.signIn) {
    return attempt(async () => {
      await twoFactor.verifyPasskey(actor, session.id, { response: form.get("response") });
      return { ok: true as const, intent, result: { signedIn: true } };
    }, intent);
  }
  if (intent === PASSKEY_INTENTS.addOptions) {
    return attempt(async () => ({ ok: true as const, intent, result: await twoFactor.passkeyRegistrationOptions(actor, session.id, ENROLMENT_AT_SIGN_IN) }), intent);
  }
  if (intent === PASSKEY_INTENTS.add) {
    return attempt(async () => {
      const added = await twoFactor.registerPasskey(actor, session.id, { response: form.get("response"), name: form.get("name") });
      return { ok: true as const, intent, result: added };
    }, intent);
  }
  return totpEnrolmentAction(context, actor, session.id, intent as "totp-start" | "totp-confirm", form, ENROLMENT_AT_SIGN_IN);
}

export { adminClientAction as clientAction } from "~/lib/admin-action";

const PRIMARY = "w-full rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60";

export default function AdminLoginStep({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state !== "idle";
  const navigate = useNavigate();
  const result = actionData as StepData | undefined;
  const error = result && !result.ok ? result.message : null;
  const enrolment = result?.enrolment;
  const [useRecovery, setUseRecovery] = useState(false);
  const [passkeyCodes, setPasskeyCodes] = useState<string[] | null>(null);
  const recoveryCodes = result?.recoveryCodes ?? passkeyCodes;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Trang quản trị · {loaderData.username}</p>
        {error && (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {recoveryCodes ? (
          <>
            <h1 className="mt-1 text-2xl font-bold text-gray-900">Đã bật đăng nhập hai bước</h1>
            <div className="mt-4">
              <RecoveryCodesNotice codes={recoveryCodes} />
            </div>
            <Link to={loaderData.next} className={`mt-6 block text-center ${PRIMARY}`}>
              Tôi đã lưu mã, tiếp tục
            </Link>
          </>
        ) : loaderData.step === "new-password" ? (
          <>
            <h1 className="mt-1 text-2xl font-bold text-gray-900">Đặt mật khẩu mới</h1>
            <p className="mt-2 text-sm text-gray-600">Mật khẩu vừa dùng là mật khẩu tạm thời. Hãy chọn mật khẩu của riêng bạn (ít nhất 10 ký tự).</p>
            <Form method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="new-password" />
              <LabeledInput id="password" label="Mật khẩu mới" name="password" type="password" required minLength={10} autoComplete="new-password" />
              <LabeledInput id="confirmPassword" label="Nhập lại mật khẩu mới" name="confirmPassword" type="password" required autoComplete="new-password" />
              <button type="submit" disabled={submitting} className={PRIMARY}>
                Lưu mật khẩu
              </button>
            </Form>
          </>
        ) : loaderData.step === "second-factor" ? (
          <>
            <h1 className="mt-1 text-2xl font-bold text-gray-900">Xác minh hai bước</h1>
            {loaderData.hasTotp && !useRecovery && (
              <Form method="post" className="mt-6 space-y-4">
                <input type="hidden" name="intent" value="second-factor" />
                <LabeledInput id="code" label="Mã 6 chữ số trong ứng dụng xác thực" name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={7} autoFocus />
                <button type="submit" disabled={submitting} className={PRIMARY}>
                  Xác minh
                </button>
              </Form>
            )}
            {(useRecovery || !loaderData.hasTotp) && (
              <Form method="post" className="mt-6 space-y-4">
                <input type="hidden" name="intent" value="recovery" />
                <LabeledInput id="recovery-code" label="Mã khôi phục" name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} required maxLength={20} placeholder="xxxxx-xxxxx" />
                <button type="submit" disabled={submitting} className={PRIMARY}>
                  Dùng mã khôi phục
                </button>
              </Form>
            )}
            {loaderData.hasPasskey && (
              <div className="mt-4">
                <SignInWithPasskey onSignedIn={() => navigate(loaderData.next)} />
              </div>
            )}
            {loaderData.hasTotp && (
              <button type="button" onClick={() => setUseRecovery(!useRecovery)} className="mt-4 text-sm text-brand-700 underline-offset-2 hover:underline">
                {useRecovery ? "Dùng mã trong ứng dụng xác thực" : "Dùng mã khôi phục"}
              </button>
            )}
          </>
        ) : loaderData.step === "enrol" ? (
          <>
            <h1 className="mt-1 text-2xl font-bold text-gray-900">Bật đăng nhập hai bước</h1>
            <p className="mt-2 text-sm text-gray-600">Cửa hàng yêu cầu mọi tài khoản đăng nhập hai bước. Hãy bật ứng dụng xác thực hoặc thêm khóa truy cập để tiếp tục.</p>
            <div className="mt-6">
              {enrolment ? (
                <TotpEnrolmentForm enrolment={enrolment} busy={submitting} error={result?.fieldErrors?.code?.[0]} />
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="totp-start" />
                  <button type="submit" disabled={submitting} className={PRIMARY}>
                    Bật ứng dụng xác thực
                  </button>
                </Form>
              )}
            </div>
            <div className="mt-6 border-t border-gray-200 pt-6">
              <AddPasskey onAdded={(codes) => (codes ? setPasskeyCodes(codes) : navigate(loaderData.next))} />
            </div>
          </>
        ) : null}
        <Form method="post" action="/admin/logout" className="mt-6 text-center">
          <button type="submit" className="text-sm text-gray-600 underline-offset-2 hover:underline">
            Đăng xuất
          </button>
        </Form>
      </div>
    </main>
  );
}
