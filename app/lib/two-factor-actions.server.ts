import { data, type AppLoadContext } from "react-router";
import type { TotpEnrolmentView } from "~/components/two-step/totp";
import { ENROLMENT_AT_SIGN_IN, type FactorChangeProof } from "../../server/services/staff-and-access/two-factor";
import { attempt, type ActionFailure } from "./admin-action.server";

/** The sign-in step enrols right after the password, which is its proof (server/services/staff-and-access/two-factor.ts). */
export { ENROLMENT_AT_SIGN_IN };

export type TotpActionResult = { ok: true; message?: string; enrolment?: TotpEnrolmentView; recoveryCodes?: string[] } | (ActionFailure & { enrolment?: TotpEnrolmentView });

/**
 * Enrolling the authenticator app from a page (my account, or the sign-in step the owner's policy imposes):
 * "totp-start" shows a new secret, "totp-confirm" stores it when the code is right and returns the recovery codes;
 * a wrong code keeps the same secret on screen (it is already in the app).
 */
export async function totpEnrolmentAction(
  context: AppLoadContext,
  actor: { id: number; username: string },
  sessionId: string,
  intent: "totp-start" | "totp-confirm",
  form: { get(name: string): unknown },
  /** For "totp-start": my password or a code (my account), or the sign-in's own enrolment step (`ENROLMENT_AT_SIGN_IN`). */
  proof: FactorChangeProof,
) {
  const twoFactor = context.services.twoFactor;
  if (intent === "totp-start") {
    return attempt(async (): Promise<TotpActionResult> => ({ ok: true, enrolment: await twoFactor.startTotp(actor, proof) }));
  }
  const token = form.get("token");
  const result = await attempt(async (): Promise<TotpActionResult> => ({
    ok: true,
    message: "Đã bật ứng dụng xác thực.",
    ...(await twoFactor.confirmTotp(actor, sessionId, { token, code: form.get("code") })),
  }));
  if (result && typeof result === "object" && "data" in result && (result.data as ActionFailure).ok === false) {
    const enrolment = await twoFactor.resumeTotp(actor, token).catch(() => undefined);
    return data<TotpActionResult>({ ...(result.data as ActionFailure), enrolment }, { status: result.init?.status ?? 400 });
  }
  return result;
}
