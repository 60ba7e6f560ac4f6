import { useState } from "react";
import { useAdminAction } from "./ui/use-admin-action";
import { LabeledInput } from "./ui/labeled-input";

/*
 * The pieces of two-step sign-in both my account and the sign-in step show: enrolling an authenticator app, the
 * recovery codes shown once, adding a passkey, signing in with one. Passkeys need the browser's WebAuthn API:
 * @simplewebauthn/browser is loaded only when a passkey button is pressed, and only admin routes have one.
 */

const SECONDARY = "rounded-md border border-gray-300 px-4 py-2 font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-60";

// The app's enrolment and the codes are the dealer portal's too (issue 43): one copy, in components/two-step.
export { RecoveryCodesNotice, TotpEnrolmentForm, type TotpEnrolmentView } from "~/components/two-step/totp";

const PASSKEY_CANCELLED = "Thao tác với khóa truy cập đã bị hủy hoặc hết thời gian.";

/** A WebAuthn failure in the browser (cancelled, timed out, unsupported), in words. */
function passkeyError(error: unknown): string {
  if (error instanceof Error && error.name === "NotAllowedError") return PASSKEY_CANCELLED;
  if (typeof window !== "undefined" && !window.PublicKeyCredential) return "Trình duyệt này không hỗ trợ khóa truy cập.";
  return PASSKEY_CANCELLED;
}

/**
 * The page's intents for the passkey ceremonies, the same on my account and the sign-in step: each ceremony is
 * options from the server, the browser's WebAuthn call, then the server's verification.
 */
export const PASSKEY_INTENTS = {
  addOptions: "passkey-add-options",
  add: "passkey-add",
  signInOptions: "passkey-sign-in-options",
  signIn: "passkey-sign-in",
} as const;

/**
 * One passkey ceremony through the page's action: the server's refusal (the hook's `error`) or the browser's
 * failure, whichever came last, is the one shown; nothing is toasted.
 */
function usePasskeyCeremony() {
  const { run, busy, error: refusal } = useAdminAction<unknown>();
  const [browserError, setBrowserError] = useState<string | null>(null);
  const [ceremony, setCeremony] = useState(false);
  async function perform(steps: (call: <T>(intent: string, payload?: Record<string, unknown>) => Promise<T | null>) => Promise<void>) {
    setCeremony(true);
    setBrowserError(null);
    try {
      await steps(async <T,>(intent: string, payload: Record<string, unknown> = {}) => (await run(intent, payload, { failure: false })) as T | null);
    } catch (caught) {
      setBrowserError(passkeyError(caught));
    } finally {
      setCeremony(false);
    }
  }
  return { perform, busy: busy || ceremony, error: browserError ?? refusal };
}

/**
 * Adds a passkey through the page's action (`passkey-add-options`, then `passkey-add`), the browser creating the
 * credential between the two. `onAdded` gets the recovery codes when this was the account's first second step.
 */
export function AddPasskey({ onAdded, password }: { onAdded: (recoveryCodes: string[] | null) => void; password?: string }) {
  const [name, setName] = useState("");
  const { perform, busy, error } = usePasskeyCeremony();
  function add() {
    return perform(async (call) => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      // My account asks for the current password again (`password`); the sign-in's enrolment step does not.
      const optionsJSON = await call<Parameters<typeof startRegistration>[0]["optionsJSON"]>(PASSKEY_INTENTS.addOptions, password === undefined ? {} : { password });
      if (!optionsJSON) return;
      const response = await startRegistration({ optionsJSON });
      const added = await call<{ recoveryCodes: string[] | null }>(PASSKEY_INTENTS.add, { response, name });
      if (!added) return;
      setName("");
      onAdded(added.recoveryCodes);
    });
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

/**
 * The second step with a passkey through the sign-in step's action (`passkey-sign-in-options`, then
 * `passkey-sign-in`); `onSignedIn` runs when the server accepted it, and the button stays busy while it moves on.
 */
export function SignInWithPasskey({ onSignedIn }: { onSignedIn: () => void }) {
  const [signedIn, setSignedIn] = useState(false);
  const { perform, busy, error } = usePasskeyCeremony();
  function signIn() {
    return perform(async (call) => {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const optionsJSON = await call<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(PASSKEY_INTENTS.signInOptions);
      if (!optionsJSON) return;
      const response = await startAuthentication({ optionsJSON });
      if (!(await call(PASSKEY_INTENTS.signIn, { response }))) return;
      setSignedIn(true);
      onSignedIn();
    });
  }
  return (
    <div className="space-y-2">
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="button" disabled={busy || signedIn} onClick={signIn} className={`w-full ${SECONDARY}`}>
        Dùng khóa truy cập
      </button>
    </div>
  );
}
