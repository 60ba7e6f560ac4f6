import type { RequestHandler, Response } from "express";
import { KNOWN_DEVICE_TTL_MS } from "../services/staff-and-access/auth";
import type { SessionRecord, SessionService } from "../services/staff-and-access/sessions";
import { VISITOR_SESSION_TTL_MS } from "../services/staff-and-access/sessions";
import { parseCookies, signValue, unsignValue } from "./cookies";

export const SESSION_COOKIE = "sid";
/** The known-device token of the administrator who signed in on this browser (see services/staff-and-access/auth.ts). */
const KNOWN_DEVICE_COOKIE = "admin_device";

/**
 * The request's session, loaded lazily: pages and API calls that never ask for it cost no database query,
 * and no cookie is set until something (the cart, a login) needs a session.
 */
export interface RequestSession {
  current(): Promise<SessionRecord | null>;
  /** The current session, or a new anonymous visitor session (sets the cookie). */
  ensure(): Promise<SessionRecord>;
  /**
   * Starts an administrator session on a fresh token (the old one stops working) and keeps the administrator's
   * known-device token in this browser.
   */
  login(userId: number, knownDevice: string): Promise<SessionRecord>;
  /** Starts a dealer's portal session on a fresh token (issue 43). */
  loginDealer(dealerAccountId: number): Promise<SessionRecord>;
  /** The known-device token this browser holds from an earlier sign-in, if any. */
  knownDevice(): string | null;
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

interface SessionOptions {
  sessions: SessionService;
  secret: string;
  /** Secure cookies (HTTPS sites). */
  secure: boolean;
}

/** One Set-Cookie per response for the session: a later decision (login, logout) replaces an earlier renewal. */
function dropSessionCookie(res: Response) {
  const previous = res.getHeader("Set-Cookie");
  if (!Array.isArray(previous)) {
    if (typeof previous === "string" && previous.startsWith(`${SESSION_COOKIE}=`)) res.removeHeader("Set-Cookie");
    return;
  }
  res.setHeader("Set-Cookie", previous.filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`)));
}

export function sessionMiddleware({ sessions, secret, secure }: SessionOptions): RequestHandler {
  // A visitor's cookie keeps the cart for 30 days. An administrator's lives exactly as long as the session on
  // the server (2 idle hours) and is renewed with it on every request, so a browser does not hold a dead
  // admin cookie for weeks.
  const setCookie = (res: Response, record: SessionRecord) => {
    if (res.headersSent) return;
    dropSessionCookie(res);
    // A signed-in session's cookie ends with the session (its idle or absolute end, whichever is first).
    const visitor = record.userId === null && record.dealerAccountId === null;
    const maxAge = visitor ? VISITOR_SESSION_TTL_MS : Math.max(0, record.expiresAt.getTime() - Date.now());
    res.cookie(SESSION_COOKIE, signValue(record.token, secret), {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge,
      encode: String,
    });
  };
  // Only the login reads it, always from this site: Strict keeps it off every request another site starts.
  const setKnownDeviceCookie = (res: Response, token: string) => {
    res.cookie(KNOWN_DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: "strict",
      secure,
      path: "/",
      maxAge: KNOWN_DEVICE_TTL_MS,
      encode: String,
    });
  };
  const clearCookie = (res: Response) => {
    dropSessionCookie(res);
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/" });
  };

  return (req, res, next) => {
    let loaded: Promise<SessionRecord | null> | null = null;
    const current = () => {
      loaded ??= (async () => {
        const signed = parseCookies(req.headers.cookie)[SESSION_COOKIE];
        const token = signed ? unsignValue(signed, secret) : null;
        const found = token ? await sessions.find(token, req.ip ?? null) : null;
        if (found && (found.userId != null || found.dealerAccountId != null)) setCookie(res, found);
        return found;
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
      async login(userId, knownDevice) {
        const next = await sessions.rotate(await current(), userId, req.get("user-agent") ?? null, req.ip ?? null);
        loaded = Promise.resolve(next);
        setCookie(res, next);
        setKnownDeviceCookie(res, knownDevice);
        return next;
      },
      async loginDealer(dealerAccountId) {
        const next = await sessions.rotate(await current(), null, req.get("user-agent") ?? null, req.ip ?? null, dealerAccountId);
        loaded = Promise.resolve(next);
        setCookie(res, next);
        return next;
      },
      knownDevice() {
        return parseCookies(req.headers.cookie)[KNOWN_DEVICE_COOKIE] ?? null;
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
