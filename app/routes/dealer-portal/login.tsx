import { data, Form, redirect, useNavigation } from "react-router";
import { DEALER_LOGIN_PATH, DEALER_PORTAL_PATH } from "#common/dealers";
import { LOGIN_FAILED_MESSAGE, LoginSchema } from "#common/schemas/auth";
import { noindexMeta } from "~/lib/seo";
import { refusalOf } from "~/lib/action-refusal.server";
import type { Route } from "./+types/login";

/**
 * The dealer portal's sign-in (issue 43): the e-mail the invitation went to and the password chosen with it, then
 * — for an account with two-step sign-in — the code from the app or a recovery code. The same rules as
 * `POST /api/dealer/login` and `/api/dealer/login/second-factor` (the staff login's limits, counted apart).
 * Personal: never shared or cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = await context.session.current();
  if (await context.services.dealerAccounts.signedIn(session)) throw redirect(DEALER_PORTAL_PATH);
  const owing = await context.services.dealerAccounts.owing(session);
  return { step: owing ? ("second-factor" as const) : null, email: owing?.dealer.email ?? null };
}

/** The second step: the app's code (`second-factor`) or a recovery code (`recovery`), behind the same gate as the API. */
async function secondStep(form: FormData, context: Route.ActionArgs["context"], recovery: boolean) {
  const owing = await context.services.dealerAccounts.owing(await context.session.current());
  if (!owing) throw redirect(DEALER_LOGIN_PATH);
  try {
    await context.services.dealerTwoFactor.verifyCode(owing.actor, owing.session.id, { code: form.get("code"), recovery });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.message, username: "", recovery }, { status: refusal.status, headers: refusal.headers });
  }
  throw redirect(DEALER_PORTAL_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "second-factor" || intent === "recovery") return secondStep(form, context, intent === "recovery");
  if (intent === "restart") {
    await context.session.logout();
    throw redirect(DEALER_LOGIN_PATH);
  }
  const username = typeof form.get("username") === "string" ? String(form.get("username")) : "";
  const parsed = LoginSchema.safeParse({ username, password: form.get("password") });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? LOGIN_FAILED_MESSAGE, username }, { status: 400 });
  try {
    const account = await context.services.dealerAuth.login({ ...parsed.data, ip: context.clientIp });
    const session = await context.session.loginDealer(account.id);
    // An account with the app owes its code: this page asks for it next.
    if (await context.services.dealerAccounts.owing(session)) throw redirect(DEALER_LOGIN_PATH);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.status === 401 ? "E-mail hoặc mật khẩu không đúng" : refusal.message, username }, { status: refusal.status, headers: refusal.headers });
  }
  throw redirect(DEALER_PORTAL_PATH);
}

export function meta() {
  return [{ title: "Đăng nhập cổng đại lý" }, ...noindexMeta()];
}

const inputClass = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2.5 text-base";
const primaryClass = "w-full rounded-md bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 disabled:opacity-60";

export default function DealerLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = actionData?.error;
  const alert = error && (
    <p id="dealer-login-error" role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {error}
    </p>
  );
  if (loaderData.step === "second-factor") {
    const recovery = Boolean(actionData && "recovery" in actionData && actionData.recovery);
    return (
      <main className="mx-auto w-full max-w-sm px-4 py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Cổng đại lý · {loaderData.email}</p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">Xác minh hai bước</h1>
        <div className="mt-6 space-y-4">
          {alert}
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="second-factor" />
            <label className="block text-sm font-medium text-gray-800">
              Mã 6 chữ số trong ứng dụng xác thực
              <input name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={7} autoFocus={!recovery} className={inputClass} />
            </label>
            <button type="submit" disabled={submitting} className={primaryClass}>
              Xác minh
            </button>
          </Form>
          {/* A <details>, not a toggle in script: the recovery code works without JavaScript too. */}
          <details open={recovery} className="rounded-md border border-gray-200 p-3">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">Không có điện thoại? Dùng mã khôi phục</summary>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="recovery" />
              <label className="block text-sm font-medium text-gray-800">
                Mã khôi phục
                <input name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} required maxLength={20} placeholder="xxxxx-xxxxx" className={inputClass} />
              </label>
              <button type="submit" disabled={submitting} className="w-full rounded-md border border-brand-700 px-4 py-3 font-medium text-brand-700">
                Dùng mã khôi phục
              </button>
            </Form>
          </details>
          <p className="text-sm text-gray-600">Mất cả điện thoại và mã khôi phục? Hãy gọi cửa hàng để được tắt đăng nhập hai bước.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="restart" />
            <button type="submit" className="text-sm text-gray-600 underline-offset-2 hover:underline">
              Đăng nhập bằng tài khoản khác
            </button>
          </Form>
        </div>
      </main>
    );
  }
  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Cổng đại lý</p>
      <h1 className="mt-1 text-2xl font-bold text-gray-900">Đăng nhập</h1>
      <Form method="post" className="mt-6 space-y-4" aria-describedby={error ? "dealer-login-error" : undefined}>
        {alert}
        <label className="block text-sm font-medium text-gray-800">
          E-mail
          <input name="username" type="email" required autoComplete="username" autoCapitalize="none" spellCheck={false} defaultValue={actionData?.username ?? ""} className={inputClass} />
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Mật khẩu
          <input name="password" type="password" required autoComplete="current-password" className={inputClass} />
        </label>
        <button type="submit" disabled={submitting} className={primaryClass}>
          Đăng nhập
        </button>
      </Form>
    </main>
  );
}
