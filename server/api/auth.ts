import { Router, type Request } from "express";
import type { Services } from "../services";
import type { SignInStep } from "#common/admin-access";
import { requireAdmin } from "../http/require-admin";
import { actorOf } from "../http/actor";
import { parseTextParam } from "../http/params";
import { TooManyRequestsError, UnauthorizedError } from "../services/foundation/errors";
import { ENROLMENT_AT_SIGN_IN } from "../services/staff-and-access/two-factor";

/**
 * `POST /api/admin/login` and `POST /api/admin/logout` — mounted BEFORE the `/admin` guard (they are how one
 * gets a session). The login page's action calls the same `auth.login`.
 */
export function authRouter({ auth, users, staff, sessions, twoFactor }: Services): Router {
  const router = Router();

  /** The session's staff member when it owes exactly `step` (the one gate, users.owing); 401 otherwise. */
  const owing = async (req: Request, step: SignInStep) => {
    const owed = await users.owing(await req.session.current(), step);
    if (!owed) throw new UnauthorizedError();
    return owed;
  };

  router.post("/admin/login", async (req, res) => {
    try {
      const user = await auth.login({
        username: req.body?.username,
        password: req.body?.password,
        ip: req.ip ?? "",
        knownDevice: req.session.knownDevice(),
      });
      const session = await req.session.login(user.id, user.knownDevice);
      req.log?.info({ userId: user.id }, "administrator logged in");
      // `step`: what the session still owes before the administration opens (null = nothing).
      const step = (await users.signedIn(session))?.step ?? null;
      res.json({ id: user.id, username: user.username, role: user.role, step });
    } catch (error) {
      // Neither the username (people type passwords into it) nor anything secret goes into the log.
      if (error instanceof UnauthorizedError) req.log?.warn({ ip: req.ip }, "administrator login failed");
      // The 429's Retry-After is the error handler's, as for every other limit.
      if (error instanceof TooManyRequestsError) req.log?.warn({ ip: req.ip }, "administrator login rate-limited");
      throw error;
    }
  });

  /** After an owner's reset: the new password, chosen right after signing in with the one-time one. */
  router.post("/admin/login/new-password", async (req, res) => {
    const { session, actor } = await owing(req, "new-password");
    await staff.chooseNewPassword(actor, session.id, req.body?.password);
    res.json({ step: (await users.signedIn(session))?.step ?? null });
  });

  /** The step the session owes next (null: the administration is open), the answer of every step endpoint. */
  const nextStep = async (req: Request) => {
    // Read again: the request's session was loaded before the step marked it.
    const current = await req.session.current();
    return { step: (await users.signedIn(current && (await sessions.find(current.token))))?.step ?? null };
  };

  /** The second step with a code: `{ code }` from the app, or `{ code, recovery: true }` for a recovery code. */
  router.post("/admin/login/second-factor", async (req, res) => {
    const { session, actor } = await owing(req, "second-factor");
    await twoFactor.verifyCode(actor, session.id, { code: req.body?.code, recovery: req.body?.recovery === true });
    res.json(await nextStep(req));
  });

  router.post("/admin/login/passkey/options", async (req, res) => {
    const { session, actor } = await owing(req, "second-factor");
    res.json(await twoFactor.passkeyAuthenticationOptions(actor, session.id));
  });

  router.post("/admin/login/passkey", async (req, res) => {
    const { session, actor } = await owing(req, "second-factor");
    await twoFactor.verifyPasskey(actor, session.id, { response: req.body?.response });
    res.json(await nextStep(req));
  });

  /** The owner requires two-step sign-in and this account has none: it enrols an app or a passkey, nothing else. */
  router.post("/admin/login/enrol/totp", async (req, res) => {
    const { actor } = await owing(req, "enrol");
    res.json(await twoFactor.startTotp(actor, ENROLMENT_AT_SIGN_IN));
  });

  router.post("/admin/login/enrol/totp/confirm", async (req, res) => {
    const { session, actor } = await owing(req, "enrol");
    const { recoveryCodes } = await twoFactor.confirmTotp(actor, session.id, { token: req.body?.token, code: req.body?.code });
    res.json({ recoveryCodes, ...(await nextStep(req)) });
  });

  router.post("/admin/login/enrol/passkey/options", async (req, res) => {
    const { session, actor } = await owing(req, "enrol");
    res.json(await twoFactor.passkeyRegistrationOptions(actor, session.id, ENROLMENT_AT_SIGN_IN));
  });

  router.post("/admin/login/enrol/passkey", async (req, res) => {
    const { session, actor } = await owing(req, "enrol");
    const added = await twoFactor.registerPasskey(actor, session.id, { response: req.body?.response, name: req.body?.name });
    res.status(201).json({ ...added, ...(await nextStep(req)) });
  });

  /** Ends the session on the server (the old cookie stops working) and clears the cookie; idempotent. */
  router.post("/admin/logout", async (req, res) => {
    await req.session.logout();
    res.status(204).end();
  });

  return router;
}

/** My account: every role, for itself only (the role guards of /api/admin/me*). */
export function adminAccountRouter({ users, staff, twoFactor }: Services): Router {
  const router = Router();
  router.get("/admin/me", requireAdmin, async (req, res) => {
    const user = await users.findById(req.adminUserId!);
    if (!user) throw new UnauthorizedError();
    res.json({ id: user.id, username: user.username, role: user.role });
  });

  /** The current password proves it; the other sessions end. */
  router.put("/admin/me/password", async (req, res) => {
    const session = await req.session.current();
    await staff.changePassword(actorOf(req), session!.id, req.body ?? {});
    res.status(204).end();
  });

  router.get("/admin/me/sessions", async (req, res) => {
    res.json(await staff.sessions(req.admin!.id, (await req.session.current())?.id ?? null));
  });

  router.delete("/admin/me/sessions/:id", async (req, res) => {
    await staff.endSession(req.admin!.id, parseTextParam(req.params.id, "id"));
    res.status(204).end();
  });

  // Two-step sign-in: my authenticator app, recovery codes and passkeys.
  router.get("/admin/me/two-factor", async (req, res) => {
    res.json(await twoFactor.status(req.admin!.id));
  });

  /** A new secret and its QR code (`{ password }` or `{ code }` proves it is me); stored only by the confirmation. */
  router.post("/admin/me/totp", async (req, res) => {
    res.json(await twoFactor.startTotp(actorOf(req), req.body ?? {}));
  });

  /** 200 with the ten recovery codes, shown this once. */
  router.post("/admin/me/totp/confirm", async (req, res) => {
    const session = await req.session.current();
    res.json(await twoFactor.confirmTotp(actorOf(req), session!.id, { token: req.body?.token, code: req.body?.code }));
  });

  /** `{ password }` or `{ code }` proves it is me. */
  router.post("/admin/me/totp/disable", async (req, res) => {
    await twoFactor.disableTotp(actorOf(req), req.body ?? {}, (await req.session.current())?.id ?? null);
    res.status(204).end();
  });

  router.post("/admin/me/recovery-codes", async (req, res) => {
    res.json(await twoFactor.regenerateRecoveryCodes(actorOf(req), req.body ?? {}));
  });

  router.post("/admin/me/passkeys/options", async (req, res) => {
    const session = await req.session.current();
    res.json(await twoFactor.passkeyRegistrationOptions(actorOf(req), session!.id, req.body ?? {}));
  });

  router.post("/admin/me/passkeys", async (req, res) => {
    const session = await req.session.current();
    res.status(201).json(await twoFactor.registerPasskey(actorOf(req), session!.id, { response: req.body?.response, name: req.body?.name }));
  });

  router.delete("/admin/me/passkeys/:id", async (req, res) => {
    await twoFactor.removePasskey(actorOf(req), parseTextParam(req.params.id, "id"), req.body ?? {}, (await req.session.current())?.id ?? null);
    res.status(204).end();
  });
  return router;
}
