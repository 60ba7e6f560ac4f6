import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { publicEnv, type Config } from "./config";
import type { RequestSession } from "./http/session";
import type { Services } from "./services";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set when a render read the visitor's session: the page is someone's own, never shared or kept. */
      readPersonalData?: boolean;
    }
  }
}

/** The load context handed to every React Router loader and action. */
export function pageLoadContext(services: Services, config: Config) {
  const env = publicEnv(config);
  return (req: Request, res: Response): AppLoadContext => ({
    services,
    env,
    session: personalReadsMarked(req.session, res),
    cspNonce: res.locals.cspNonce ?? "",
    clientIp: req.ip ?? "",
  });
}

/**
 * The session as loaders see it: any use marks the answer as personal, so a route that says it may be shared
 * but reads a session after all is sent `private, no-store` and never kept by the page cache.
 */
function personalReadsMarked(session: RequestSession, res: Response): RequestSession {
  const marked = <T>(use: () => T): T => {
    res.locals.readPersonalData = true;
    if (!res.headersSent) res.setHeader("Cache-Control", "private, no-store");
    return use();
  };
  return {
    current: () => marked(() => session.current()),
    ensure: () => marked(() => session.ensure()),
    login: (userId, knownDevice) => marked(() => session.login(userId, knownDevice)),
    loginDealer: (dealerAccountId) => marked(() => session.loginDealer(dealerAccountId)),
    knownDevice: () => marked(() => session.knownDevice()),
    logout: () => marked(() => session.logout()),
  };
}
