import { Form } from "react-router";
import { LabeledInput } from "~/components/admin/ui/labeled-input";

/*
 * The authenticator app's enrolment and the recovery codes shown once: the same on a staff member's account, the
 * staff sign-in's enrolment step and the dealer portal (two-step sign-in "as for staff", issue 43). Plain forms:
 * they work without JavaScript.
 */

const PRIMARY = "rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60";

export interface TotpEnrolmentView {
  secret: string;
  qr: string;
  token: string;
}

/** Step two of enrolling an app: scan (or type) the secret, then type the code it shows. */
export function TotpEnrolmentForm({ enrolment, busy, error }: { enrolment: TotpEnrolmentView; busy: boolean; error?: string }) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="totp-confirm" />
      <input type="hidden" name="token" value={enrolment.token} />
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>Mở ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, 1Password…) và quét mã QR.</li>
        <li>Không quét được? Nhập khóa bí mật bên dưới vào ứng dụng.</li>
        <li>Nhập mã 6 chữ số ứng dụng đang hiển thị.</li>
      </ol>
      <img src={enrolment.qr} alt="Mã QR để thêm tài khoản vào ứng dụng xác thực" width={200} height={200} className="rounded border border-gray-200" />
      <p className="text-sm text-gray-700">
        Khóa bí mật:{" "}
        <code data-testid="totp-secret" className="break-all rounded bg-gray-100 px-2 py-1 font-mono text-gray-900">
          {enrolment.secret}
        </code>
      </p>
      <LabeledInput id="totp-code" label="Mã xác minh" name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={7} error={error} />
      <button type="submit" disabled={busy} className={PRIMARY}>
        Xác nhận và bật
      </button>
    </Form>
  );
}

/** The ten recovery codes, shown this once. */
export function RecoveryCodesNotice({ codes }: { codes: string[] }) {
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Mã khôi phục (chỉ hiện một lần)</p>
      <p className="mt-1">
        Hãy lưu hoặc in các mã này và cất ở nơi an toàn. Khi không có điện thoại, mỗi mã dùng được một lần thay cho mã xác minh.
      </p>
      <ul data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-1 font-mono text-base text-gray-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
