import { useState } from "react";
import { Form } from "react-router";
import { apiRequest, ApiError } from "~/lib/api-client";
import { LabeledInput } from "./ui/labeled-input";

/*
 * The pieces of two-step sign-in both my account and the sign-in step show: enrolling an authenticator app, the
 * recovery codes shown once, adding a passkey, signing in with one. Passkeys need the browser's WebAuthn API:
 * @simplewebauthn/browser is loaded only when a passkey button is pressed, and only admin routes have one.
 */

const PRIMARY = "rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60";
const SECONDARY = "rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-60";

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

const PASSKEY_CANCELLED = "Thao tác với khóa truy cập đã bị hủy hoặc hết thời gian.";

/** A WebAuthn failure in the browser (cancelled, timed out, unsupported) or a refusal of the server, in words. */
function passkeyError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name === "NotAllowedError") return PASSKEY_CANCELLED;
  if (typeof window !== "undefined" && !window.PublicKeyCredential) return "Trình duyệt này không hỗ trợ khóa truy cập.";
  return PASSKEY_CANCELLED;
}

/**
 * Adds a passkey: options from `optionsPath`, the browser creates the credential, `registerPath` stores it.
 * `onAdded` gets the recovery codes when this was the account's first second step.
 */
export function AddPasskey({
  optionsPath,
  registerPath,
  onAdded,
}: {
  optionsPath: string;
  registerPath: string;
  onAdded: (recoveryCodes: string[] | null) => void;
}) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function add() {
    setBusy(true);
    setError(null);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]["optionsJSON"]>("POST", optionsPath);
      const response = await startRegistration({ optionsJSON });
      const added = await apiRequest<{ recoveryCodes: string[] | null }>("POST", registerPath, { response, name });
      setName("");
      onAdded(added.recoveryCodes);
    } catch (caught) {
      setError(passkeyError(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-3">
      <LabeledInput id="passkey-name" label="Tên khóa truy cập (ví dụ: Máy tính văn phòng)" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="button" disabled={busy} onClick={add} className={SECONDARY}>
        Thêm khóa truy cập
      </button>
    </div>
  );
}

/** The second step with a passkey; `onSignedIn` runs when the server accepted it. */
export function SignInWithPasskey({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("POST", "/api/admin/login/passkey/options");
      const response = await startAuthentication({ optionsJSON });
      await apiRequest("POST", "/api/admin/login/passkey", { response });
      onSignedIn();
    } catch (caught) {
      setError(passkeyError(caught));
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="button" disabled={busy} onClick={signIn} className={`w-full ${SECONDARY}`}>
        Dùng khóa truy cập
      </button>
    </div>
  );
}
