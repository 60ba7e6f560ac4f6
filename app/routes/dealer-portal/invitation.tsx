import { data, Form, redirect, useNavigation } from "react-router";
import { DEALER_PORTAL_PATH } from "#common/dealers";
import { PASSWORD_MIN_LENGTH } from "#common/schemas/auth";
import { noindexMeta } from "~/lib/seo";
import { refusalOf } from "~/lib/action-refusal.server";
import type { Route } from "./+types/invitation";

/**
 * The invitation link (valid 72 hours, once): the invitee chooses a password by the staff rules and lands in the
 * portal, signed in. Opening the link changes nothing; only the form's post takes the invitation.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = form.get("password");
  if (password !== form.get("confirm")) return data({ error: "Hai mật khẩu không khớp" }, { status: 400 });
  try {
    const account = await context.services.dealerAccounts.acceptInvitation(params.token, { password });
    await context.session.loginDealer(account.id);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.message }, { status: refusal.status });
  }
  throw redirect(DEALER_PORTAL_PATH);
}

export function meta() {
  return [{ title: "Nhận lời mời cổng đại lý" }, ...noindexMeta()];
}

export default function DealerInvitation({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = actionData?.error;
  return (
    <main className="mx-auto w-full max-w-sm px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Cổng đại lý</p>
      <h1 className="mt-1 text-2xl font-bold text-gray-900">Chào mừng anh/chị</h1>
      <p className="mt-2 text-gray-700">Đặt mật khẩu để đăng nhập cổng đại lý: đặt hàng theo giá đại lý, xem công nợ và sao kê.</p>
      <Form method="post" className="mt-6 space-y-4">
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <label className="block text-sm font-medium text-gray-800">
          Mật khẩu mới (ít nhất {PASSWORD_MIN_LENGTH} ký tự)
          <input name="password" type="password" required minLength={PASSWORD_MIN_LENGTH} autoComplete="new-password" className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2.5 text-base" />
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Nhập lại mật khẩu
          <input name="confirm" type="password" required minLength={PASSWORD_MIN_LENGTH} autoComplete="new-password" className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2.5 text-base" />
        </label>
        <button type="submit" disabled={submitting} className="w-full rounded-md bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          Đặt mật khẩu và vào cổng đại lý
        </button>
      </Form>
    </main>
  );
}
