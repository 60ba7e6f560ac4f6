import { Form } from "react-router";
import { RecoveryCodesNotice, TotpEnrolmentForm, type TotpEnrolmentView } from "~/components/two-step/totp";

/** What the portal's security forms answer (portal.server.ts, `security`). */
export interface SecurityResult {
  error?: string;
  fieldErrors?: Record<string, string[]>;
  done?: string;
  enrolment?: TotpEnrolmentView;
  recoveryCodes?: string[];
}

const inputClass = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base";

/**
 * Two-step sign-in of the dealer's own account (issue 43, as staff have it on their account page): turning the
 * authenticator app on asks the password again and shows the ten recovery codes once; turning it off and new
 * codes take the password or a code. Plain forms: they work without JavaScript.
 */
export function SecuritySection({ twoFactor, result, busy }: { twoFactor: { totp: boolean; recoveryCodesLeft: number }; result: SecurityResult | null; busy: boolean }) {
  const fieldError = (name: string) => result?.fieldErrors?.[name]?.[0];
  return (
    <section aria-labelledby="security-heading" className="mt-8">
      <h2 id="security-heading" className="text-lg font-semibold text-gray-900">
        Đăng nhập hai bước
      </h2>
      <p className="mt-1 text-sm text-gray-600">Sau mật khẩu, nhập mã 6 chữ số từ ứng dụng xác thực trên điện thoại: người biết mật khẩu của bạn vẫn không đăng nhập được.</p>
      {result?.error && (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {result.error}
        </p>
      )}
      {result?.done && (
        <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {result.done}
        </p>
      )}
      {result?.recoveryCodes && (
        <div className="mt-3">
          <RecoveryCodesNotice codes={result.recoveryCodes} />
        </div>
      )}
      <div className="mt-3 rounded-lg border border-gray-200 bg-white p-3 text-sm">
        {twoFactor.totp ? (
          <>
            <p className="font-medium text-green-700">Đang bật · còn {twoFactor.recoveryCodesLeft} mã khôi phục chưa dùng</p>
            <Form method="post" className="mt-3 space-y-2">
              <label className="block text-gray-800">
                Mật khẩu hiện tại
                <input name="password" type="password" autoComplete="current-password" className={inputClass} aria-invalid={fieldError("password") ? true : undefined} />
              </label>
              <label className="block text-gray-800">
                hoặc mã xác minh / mã khôi phục
                <input name="code" autoComplete="one-time-code" className={inputClass} aria-invalid={fieldError("code") ? true : undefined} />
              </label>
              <div className="flex flex-wrap gap-2">
                <button type="submit" name="intent" value="recovery-codes" disabled={busy} className="rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-700">
                  Tạo mã khôi phục mới
                </button>
                <button type="submit" name="intent" value="totp-disable" disabled={busy} className="rounded-md border border-red-300 px-4 py-2 font-medium text-red-700">
                  Tắt đăng nhập hai bước
                </button>
              </div>
            </Form>
          </>
        ) : result?.enrolment ? (
          <TotpEnrolmentForm enrolment={result.enrolment} busy={busy} error={fieldError("code")} />
        ) : (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="totp-start" />
            <label className="block text-gray-800">
              Mật khẩu hiện tại (để bật đăng nhập hai bước)
              <input name="password" type="password" required autoComplete="current-password" className={inputClass} />
            </label>
            <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-3 font-medium text-white sm:w-auto">
              Bật đăng nhập hai bước
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
