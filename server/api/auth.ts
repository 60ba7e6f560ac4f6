import { Router, type Request } from "express";
import type { Services } from "../services";
import type { SignInStep } from "../services/users";
import { requireAdmin } from "../http/require-admin";
import { actorOf } from "./staff";
import { TooManyRequestsError, UnauthorizedError } from "../services/errors";

/**
 * `POST /api/admin/login` and `POST /api/admin/logout` — mounted BEFORE the `/admin` guard (they are how one
 * gets a session). The login page's action calls the same `auth.login`.
 */
export function authRouter({ auth, users, staff }: Services): Router {
  const router = Router();

  /** The session's staff member when it owes exactly `step`; 401 otherwise. */
  const owing = async (req: Request, step: SignInStep) => {
    const session = await req.session.current();
    const signedIn = await users.signedIn(session);
    if (!session || !signedIn || signedIn.step !== step) throw new UnauthorizedError();
    return { session, staff: signedIn, actor: { id: signedIn.id, username: signedIn.username } };
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
      if (error instanceof TooManyRequestsError) {
        req.log?.warn({ ip: req.ip }, "administrator login rate-limited");
        const seconds = error.details?.retryAfterSeconds;
        if (typeof seconds === "number") res.setHeader("Retry-After", String(seconds));
      }
      throw error;
    }
  });

  /** After an owner's reset: the new password, chosen right after signing in with the one-time one. */
  router.post("/admin/login/new-password", async (req, res) => {
    const { session, actor } = await owing(req, "new-password");
    await staff.chooseNewPassword(actor, session.id, req.body?.password);
    res.json({ step: (await users.signedIn(session))?.step ?? null });
  });

  /** Ends the session on the server (the old cookie stops working) and clears the cookie; idempotent. */
  router.post("/admin/logout", async (req, res) => {
    await req.session.logout();
    res.status(204).end();
  });

  return router;
}

/** My account: every role, for itself only (the role guards of /api/admin/me*). */
export function adminAccountRouter({ users, staff }: Services): Router {
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
    await staff.endSession(req.admin!.id, String(req.params.id));
    res.status(204).end();
  });
  return router;
}
