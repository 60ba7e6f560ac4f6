import type { RequestHandler, Response } from "express";
import type { SessionRecord, SessionService } from "../services/sessions";
import { VISITOR_SESSION_TTL_MS } from "../services/sessions";
import { parseCookies, signValue, unsignValue } from "./cookies";

export const SESSION_COOKIE = "sid";

/**
 * The request's session, loaded lazily: pages and API calls that never ask for it cost no database query,
 * and no cookie is set until something (the cart, a login) needs a session.
 */
export interface RequestSession {
  current(): Promise<SessionRecord | null>;
  /** The current session, or a new anonymous visitor session (sets the cookie). */
  ensure(): Promise<SessionRecord>;
  /** Starts an administrator session on a fresh token (the old one stops working). */
  login(userId: number): Promise<SessionRecord>;
  /** Ends the session on the server and clears the cookie. */
  logout(): Promise<void>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      session: RequestSession;
    }
  }
}

export interface SessionOptions {
  sessions: SessionService;
  secret: string;
  /** Secure cookies (HTTPS sites). */
  secure: boolean;
}

export function sessionMiddleware({ sessions, secret, secure }: SessionOptions): RequestHandler {
  const setCookie = (res: Response, record: SessionRecord) => {
    res.cookie(SESSION_COOKIE, signValue(record.token, secret), {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: VISITOR_SESSION_TTL_MS,
      encode: String,
    });
  };
  const clearCookie = (res: Response) => {
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/" });
  };

  return (req, res, next) => {
    let loaded: Promise<SessionRecord | null> | null = null;
    const current = () => {
      loaded ??= (async () => {
        const signed = parseCookies(req.headers.cookie)[SESSION_COOKIE];
        const token = signed ? unsignValue(signed, secret) : null;
        return token ? sessions.find(token) : null;
      })();
      return loaded;
    };

    req.session = {
      current,
      async ensure() {
        const existing = await current();
        if (existing) return existing;
        const created = await sessions.create(null);
        loaded = Promise.resolve(created);
        setCookie(res, created);
        return created;
      },
      async login(userId) {
        const next = await sessions.rotate(await current(), userId);
        loaded = Promise.resolve(next);
        setCookie(res, next);
        return next;
      },
      async logout() {
        const existing = await current();
        if (existing) await sessions.destroy(existing);
        loaded = Promise.resolve(null);
        clearCookie(res);
      },
    };
    next();
  };
}
