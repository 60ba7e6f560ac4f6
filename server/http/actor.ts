import type { Request } from "express";
import type { Actor } from "../services/staff-and-access/audit";
import { UnauthorizedError } from "../services/foundation/errors";

/** The staff member a role guard let through (server/http/require-admin.ts), as the author of a change. */
export function actorOf(req: Request): Actor {
  if (!req.admin) throw new UnauthorizedError();
  return { id: req.admin.id, username: req.admin.username };
}
