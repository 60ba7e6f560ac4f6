import type { Request, RequestHandler } from "express";
import type { Services } from "../services";
import type { SignedInDealer } from "../services/dealers/accounts";
import { UnauthorizedError } from "../services/foundation/errors";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The dealer of a portal request, once `requireDealer` let it through. */
      dealer?: SignedInDealer;
    }
  }
}

/**
 * The dealer portal's guard (`/api/dealer/*` but its sign-in steps): the session's dealer account, read fresh on
 * every request, so a disabled account or a deactivated place is refused at once (401). Staff and visitor sessions
 * are no dealer's. A session that still owes its second step is 401 with `step`, as the staff guard answers.
 */
export function requireDealer(services: Pick<Services, "dealerAccounts">): RequestHandler {
  return async (req, _res, next) => {
    const session = await req.session.current();
    const dealer = await services.dealerAccounts.signedIn(session);
    if (!dealer) {
      if (await services.dealerAccounts.owing(session)) return next(new UnauthorizedError("Vui lòng hoàn tất các bước đăng nhập", { step: "second-factor" }));
      return next(new UnauthorizedError("Vui lòng đăng nhập cổng đại lý"));
    }
    req.dealer = dealer;
    next();
  };
}

/** The dealer a guard let through. */
export function dealerOf(req: Request): SignedInDealer {
  if (!req.dealer) throw new UnauthorizedError();
  return req.dealer;
}
