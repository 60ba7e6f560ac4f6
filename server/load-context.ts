import type { PublicEnv } from "./config";
import type { RequestSession } from "./http/session";
import type { Services } from "./services";

/** What every loader and action receives from the Express server (see server/index.ts). */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    env: PublicEnv;
    /** The visitor's or administrator's session (lazy; see server/http/session.ts). */
    session: RequestSession;
    /** Nonce for inline scripts allowed by the Content-Security-Policy (empty in development). */
    cspNonce: string;
    /** The client's IP address (Express `req.ip`; honours TRUST_PROXY), e.g. for login attempt limits. */
    clientIp: string;
  }
}

export {};
