import { Router, type RequestHandler } from "express";
import { ADMIN_API_ACCESS, FORBIDDEN_MESSAGE, PUBLIC, type Access, type Role } from "#common/admin-access";
import type { Services } from "../services";
import { ForbiddenError, UnauthorizedError } from "../services/foundation/errors";

/** The staff member behind an admin request, once a guard has let it through. */
interface AdminActor {
  id: number;
  username: string;
  role: Role;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      adminUserId?: number;
      admin?: AdminActor;
      /** Set by the guard of the ADMIN_API_ACCESS entry the request matched. */
      adminAccessChecked?: boolean;
    }
  }
}

/** Marks the guards' router, so a listing of the API's routes (tests) can tell guards from handlers. */
export const ACCESS_GUARDS = Symbol("adminAccessGuards");

const METHODS = { GET: "get", POST: "post", PUT: "put", PATCH: "patch", DELETE: "delete" } as const;

const FINISH_SIGN_IN_MESSAGE = "Vui lòng hoàn tất các bước đăng nhập";

/**
 * The fully signed-in staff member of this request, or an error to answer with: 401 without a staff session (or
 * a disabled account), 401 with `step` while the session still owes a sign-in step (second step, new password,
 * enrolment).
 */
async function staffOf(req: Parameters<RequestHandler>[0], services: Pick<Services, "users">): Promise<AdminActor | UnauthorizedError | ForbiddenError> {
  if (req.admin) return req.admin;
  const session = await req.session.current();
  // A dealer's portal session is signed in, but as no staff member: every admin call is refused (decision 0053).
  if (session?.dealerAccountId != null) return new ForbiddenError(FORBIDDEN_MESSAGE);
  const staff = await services.users.signedIn(session);
  if (!staff) return new UnauthorizedError();
  if (staff.step) return new UnauthorizedError(FINISH_SIGN_IN_MESSAGE, { step: staff.step });
  req.admin = { id: staff.id, username: staff.username, role: staff.role };
  req.adminUserId = staff.id;
  return req.admin;
}

/**
 * The role guards of ADMIN_API_ACCESS, mounted before every API router: each entry becomes a guard on its own
 * method and path, matched by Express exactly as the handler will be (case, trailing slash, HEAD for GET).
 * Whatever reaches /api/admin without matching an entry is refused — 401 without a staff session, 403 with one —
 * so an admin route nobody listed is closed, not open. 401 comes before 403 and 404: an unknown admin path
 * reveals nothing to a stranger.
 */
export function adminAccessGuards(services: Pick<Services, "users">): Router {
  const router = Object.assign(Router(), { [ACCESS_GUARDS]: true });
  const guard =
    (access: Access): RequestHandler =>
    async (req, _res, next) => {
      req.adminAccessChecked = true;
      if (access === PUBLIC) return next();
      const staff = await staffOf(req, services);
      if (staff instanceof Error) return next(staff);
      if (!access.includes(staff.role)) return next(new ForbiddenError(FORBIDDEN_MESSAGE));
      next();
    };
  for (const [key, access] of Object.entries(ADMIN_API_ACCESS)) {
    const [method, path] = key.split(" ") as [keyof typeof METHODS, string];
    router[METHODS[method]](path.replace(/^\/api/, ""), guard(access));
  }
  router.use("/admin", async (req, _res, next) => {
    if (req.adminAccessChecked) return next();
    const staff = await staffOf(req, services);
    next(staff instanceof Error ? staff : new ForbiddenError(FORBIDDEN_MESSAGE));
  });
  return router;
}

/**
 * Kept on routes as a second lock: passes only what a guard of ADMIN_API_ACCESS let through. A route carrying it
 * without an entry in the map is refused to everybody (401 to strangers, 403 to staff).
 */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  if (req.admin && req.adminAccessChecked) return next();
  const session = await req.session.current();
  next(session?.userId != null || session?.dealerAccountId != null ? new ForbiddenError(FORBIDDEN_MESSAGE) : new UnauthorizedError());
};
