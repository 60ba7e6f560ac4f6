import { data, Form, redirect, useNavigation } from "react-router";
import { DEALER_PORTAL_PATH } from "#common/dealers";
import { LOGIN_FAILED_MESSAGE, LoginSchema } from "#common/schemas/auth";
import { noindexMeta } from "~/lib/seo";
import { refusalOf } from "~/lib/action-refusal.server";
import type { Route } from "./+types/login";

/**
 * The dealer portal's sign-in (issue 43): the e-mail the invitation went to and the password chosen with it. The
 * same rule as `POST /api/dealer/login` (the staff login's limits, counted apart). Personal: never shared or cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.services.dealerAccounts.signedIn(await context.session.current())) throw redirect(DEALER_PORTAL_PATH);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const username = typeof form.get("username") === "string" ? String(form.get("username")) : "";
  const parsed = LoginSchema.safeParse({ username, password: form.get("password") });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? LOGIN_FAILED_MESSAGE, username }, { status: 400 });
  try {
    const account = await context.services.dealerAuth.login({ ...parsed.data, ip: context.clientIp });
    await context.session.loginDealer(account.id);
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

export default function DealerLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = actionData?.error;
  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Cổng đại lý</p>
      <h1 className="mt-1 text-2xl font-bold text-gray-900">Đăng nhập</h1>
      <Form method="post" className="mt-6 space-y-4" aria-describedby={error ? "dealer-login-error" : undefined}>
        {error && (
          <p id="dealer-login-error" role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <label className="block text-sm font-medium text-gray-800">
          E-mail
          <input name="username" type="email" required autoComplete="username" autoCapitalize="none" spellCheck={false} defaultValue={actionData?.username ?? ""} className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2.5 text-base" />
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Mật khẩu
          <input name="password" type="password" required autoComplete="current-password" className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2.5 text-base" />
        </label>
        <button type="submit" disabled={submitting} className="w-full rounded-md bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          Đăng nhập
        </button>
      </Form>
    </main>
  );
}
