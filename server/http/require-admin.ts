import type { RequestHandler } from "express";
import { UnauthorizedError } from "../services/errors";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      adminUserId?: number;
    }
  }
}

/** Admin APIs: 401 JSON unless the session belongs to a logged-in administrator. */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const session = await req.session.current();
  if (session?.userId == null) return next(new UnauthorizedError());
  req.adminUserId = session.userId;
  next();
};
