import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Zalo's two endpoints the shop calls (decision 0040), checking what the published docs require:
 * - POST /v4/oa/access_token: form-encoded, header `secret_key`, body `app_id`, `grant_type=refresh_token` and the
 *   CURRENT refresh token. Refresh tokens are single-use and rotate: each success issues a new pair and the used
 *   refresh token is dead (a second use answers an error, as Zalo does) — so a chain broken by two processes
 *   refreshing at once, or by a pair not stored, shows as failures.
 * - POST /message/template: JSON, header `access_token` (the current one, else -124), `phone` as 84 + 9 digits,
 *   `template_id`, `template_data` (an object of strings), `tracking_id` (at most 48 characters).
 * It counts, per tracking id, the messages it accepted (answered with success): a message is delivered when its
 * answer is written; a request whose connection died before the answer (its sender was killed) is not.
 */
export interface FakeZalo {
  url: string;
  appId: string;
  secretKey: string;
  /** The refresh token the owner enters first. */
  firstRefreshToken: string;
  /** The refresh token Zalo takes now (the last one it issued). */
  currentRefreshToken(): string;
  /** tracking id → messages accepted. */
  delivered: Map<string, number>;
  /** Every accepted message, in order. */
  messages: Array<{
    phone: string;
    template_id: string;
    template_data: Record<string, string>;
    tracking_id: string;
    msg_id: string;
  }>;
  /** Every request the fake refused for breaking the docs' rules (a test expects none). */
  violations: string[];
  refreshes: number;
  /** Refresh attempts with a refresh token already used (a broken chain). */
  reusedRefreshTokens: number;
  /** The next N sends answer this error code. */
  failNext(count: number, code?: number): void;
  /** Phones (84…) whose sends answer -119 (account cannot receive). */
  unreachable: Set<string>;
  /** Makes the current access token invalid (Zalo then answers -124), as when it expires. */
  expireAccessToken(): void;
  /** Each refresh answers after this many ms (so concurrent refreshes overlap). */
  refreshDelayMs: number;
  /** Each send answers after this many ms. */
  sendDelayMs: number;
  /** Called when a send arrives (before its delay): the crash test kills the sender there. */
  onSend?: (count: number) => void;
  close(): Promise<void>;
}

const ERRORS: Record<number, string> = {
  [-100]: "Unknown error",
  [-108]: "Phone number invalid",
  [-109]: "Template ID invalid",
  [-119]: "Account can not receive message",
  [-124]: "Access token invalid",
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeZalo(): Promise<FakeZalo> {
  let generation = 0;
  let refreshToken = "rt-0-first";
  const usedRefreshTokens = new Set<string>();
  let accessToken: string | null = null;
  let failures: { count: number; code: number } = { count: 0, code: -100 };
  let sends = 0;

  const fake: FakeZalo = {
    url: "",
    appId: "4318000000000000001",
    secretKey: "fake-secret-key-0123456789",
    firstRefreshToken: refreshToken,
    currentRefreshToken: () => refreshToken,
    delivered: new Map(),
    messages: [],
    violations: [],
    refreshes: 0,
    reusedRefreshTokens: 0,
    failNext(count, code = -100) {
      failures = { count, code };
    },
    unreachable: new Set(),
    expireAccessToken() {
      accessToken = `expired-${generation}`;
    },
    refreshDelayMs: 0,
    sendDelayMs: 0,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close").catch(() => undefined);
    },
  };

  const json = (res: ServerResponse, value: unknown) => {
    if (res.destroyed || res.socket?.destroyed) return false;
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    return true;
  };
  const refuse = (res: ServerResponse, why: string, code = -100) => {
    fake.violations.push(why);
    json(res, { error: code, message: why });
  };

  async function refresh(req: IncomingMessage, res: ServerResponse) {
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) return refuse(res, "refresh: not form-encoded");
    if (req.headers.secret_key !== fake.secretKey) return json(res, { error: -14002, error_name: "Invalid secret key" });
    const form = new URLSearchParams(await bodyOf(req));
    if (form.get("app_id") !== fake.appId) return json(res, { error: -14001, error_name: "Invalid app id" });
    if (form.get("grant_type") !== "refresh_token") return refuse(res, "refresh: grant_type is not refresh_token");
    const given = form.get("refresh_token") ?? "";
    await sleep(fake.refreshDelayMs);
    if (given !== refreshToken) {
      if (usedRefreshTokens.has(given)) fake.reusedRefreshTokens++;
      return json(res, {
        error: -14014,
        error_name: "Invalid refresh token",
        error_description: "Refresh token is invalid or used",
      });
    }
    usedRefreshTokens.add(given);
    generation++;
    refreshToken = `rt-${generation}-${Math.random().toString(36).slice(2)}`;
    accessToken = `at-${generation}-${Math.random().toString(36).slice(2)}`;
    fake.refreshes++;
    json(res, {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: "90000",
    });
  }

  async function send(req: IncomingMessage, res: ServerResponse) {
    fake.onSend?.(++sends);
    if (!String(req.headers["content-type"]).startsWith("application/json")) return refuse(res, "send: not JSON");
    const token = req.headers.access_token;
    let body: {
      phone?: unknown;
      template_id?: unknown;
      template_data?: unknown;
      tracking_id?: unknown;
    };
    try {
      body = JSON.parse(await bodyOf(req));
    } catch {
      return refuse(res, "send: body is not JSON");
    }
    await sleep(fake.sendDelayMs);
    if (!token || token !== accessToken) return json(res, { error: -124, message: ERRORS[-124] });
    if (typeof body.phone !== "string" || !/^84\d{9}$/.test(body.phone))
      return refuse(res, `send: phone ${String(body.phone)} not in 84… form`, -108);
    if (typeof body.template_id !== "string" || !body.template_id) return refuse(res, "send: no template_id", -109);
    const data = body.template_data;
    if (!data || typeof data !== "object" || Object.values(data).some((value) => typeof value !== "string"))
      return refuse(res, "send: template_data is not an object of strings", -112);
    if (typeof body.tracking_id !== "string" || !body.tracking_id || body.tracking_id.length > 48)
      return refuse(res, "send: tracking_id missing or longer than 48");
    if (failures.count > 0) {
      failures.count--;
      return json(res, {
        error: failures.code,
        message: ERRORS[failures.code] ?? "Error",
      });
    }
    if (fake.unreachable.has(body.phone)) return json(res, { error: -119, message: ERRORS[-119] });
    const msgId = `msg-${fake.messages.length + 1}`;
    // Accepted only if the answer can be written: a sender killed mid-request never got it.
    if (
      !json(res, {
        error: 0,
        message: "Success",
        data: {
          msg_id: msgId,
          sent_time: String(Date.now()),
          quota: { dailyQuota: "500", remainingQuota: "499" },
        },
      })
    )
      return;
    fake.delivered.set(body.tracking_id, (fake.delivered.get(body.tracking_id) ?? 0) + 1);
    fake.messages.push({
      phone: body.phone,
      template_id: body.template_id,
      template_data: data as Record<string, string>,
      tracking_id: body.tracking_id,
      msg_id: msgId,
    });
  }

  const server = createServer((req, res) => {
    const handle =
      req.method === "POST" && req.url === "/v4/oa/access_token" ? refresh : req.method === "POST" && req.url === "/message/template" ? send : null;
    if (!handle) {
      fake.violations.push(`unknown ${req.method} ${req.url}`);
      res.writeHead(404).end();
      return;
    }
    handle(req, res).catch((error) => {
      fake.violations.push(String(error));
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
