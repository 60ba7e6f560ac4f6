import { data, Form, redirect, useNavigation } from "react-router";
import { LoginSchema, LOGIN_FAILED_MESSAGE } from "#common/schemas/auth";
import { safeNextPath } from "#common/safe-redirect";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { adminMeta } from "~/lib/admin-meta";
import { refusalOf } from "~/lib/action-refusal.server";
import type { Route } from "./+types/login";

export function meta() {
  return adminMeta("Đăng nhập");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const session = await context.session.current();
  if (session?.userId != null) throw redirect(next);
  return { next };
}

/** Same rule as `POST /api/admin/login`: `auth.login` checks limits and credentials, then the session rotates. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = safeNextPath(String(form.get("next") ?? new URL(request.url).searchParams.get("next") ?? ""));
  const username = typeof form.get("username") === "string" ? String(form.get("username")) : "";
  // A missing field is the form's own mistake: answered here without asking the service.
  const parsed = LoginSchema.safeParse({ username, password: form.get("password") });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? LOGIN_FAILED_MESSAGE, username }, { status: 400 });
  }
  try {
    const user = await context.services.auth.login({ ...parsed.data, ip: context.clientIp, knownDevice: context.session.knownDevice() });
    await context.session.login(user.id, user.knownDevice);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    // A wrong username or password is one sentence, whichever of the two it was.
    return data({ error: refusal.status === 401 ? LOGIN_FAILED_MESSAGE : refusal.message, username }, { status: refusal.status, headers: refusal.headers });
  }
  throw redirect(next);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = actionData?.error;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Trang quản trị</p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">Đăng nhập</h1>
        <Form method="post" className="mt-6 space-y-4" aria-describedby={error ? "login-error" : undefined}>
          <input type="hidden" name="next" value={loaderData.next} />
          {error && (
            <p id="login-error" role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <LabeledInput
            id="username"
            label="Tên đăng nhập"
            name="username"
            type="text"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={actionData?.username ?? ""}
          />
          <LabeledInput id="password" label="Mật khẩu" name="password" type="password" required autoComplete="current-password" />
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Đăng nhập
          </button>
        </Form>
      </div>
    </main>
  );
}
