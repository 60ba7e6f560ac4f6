import { Router } from "express";
import type { Services } from "../services";
import { requireAdmin } from "../http/require-admin";
import { TooManyRequestsError, UnauthorizedError } from "../services/errors";

/**
 * `POST /api/admin/login` and `POST /api/admin/logout` — mounted BEFORE the `/admin` guard (they are how one
 * gets a session). The login page's action calls the same `auth.login`.
 */
export function authRouter({ auth }: Services): Router {
  const router = Router();

  router.post("/admin/login", async (req, res) => {
    try {
      const user = await auth.login({
        username: req.body?.username,
        password: req.body?.password,
        ip: req.ip ?? "",
        knownDevice: req.session.knownDevice(),
      });
      await req.session.login(user.id, user.knownDevice);
      req.log?.info({ userId: user.id }, "administrator logged in");
      res.json({ id: user.id, username: user.username, role: user.role });
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

  /** Ends the session on the server (the old cookie stops working) and clears the cookie; idempotent. */
  router.post("/admin/logout", async (req, res) => {
    await req.session.logout();
    res.status(204).end();
  });

  return router;
}

/** The administrator's own account (guarded by the /admin prefix guard, and here again on its own). */
export function adminAccountRouter({ users }: Services): Router {
  const router = Router();
  router.get("/admin/me", requireAdmin, async (req, res) => {
    const user = await users.findById(req.adminUserId!);
    if (!user) throw new UnauthorizedError();
    res.json({ id: user.id, username: user.username, role: user.role });
  });
  return router;
}
