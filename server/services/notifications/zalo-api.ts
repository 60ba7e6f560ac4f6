/**
 * Zalo's published HTTP API, as decision 0040 cites it:
 * - ZNS template message: POST {ZALO_API_URL}/message/template, header `access_token`, JSON
 *   `{ phone: "84…", template_id, template_data, tracking_id }`; answer `{ error: 0, message, data: { msg_id, … } }`
 *   or `{ error: <negative code>, message }`.
 * - OA access token from the refresh token: POST {ZALO_OAUTH_URL}/v4/oa/access_token, header `secret_key`,
 *   form `refresh_token`, `app_id`, `grant_type=refresh_token`; answer `{ access_token, refresh_token, expires_in }`
 *   (the refresh token is single-use: the answer carries the next one), or `{ error, error_name, error_description }`.
 * Both base URLs come from the environment so tests point them at a local fake.
 */

export interface ZaloEndpoints {
  apiUrl: string;
  oauthUrl: string;
}

export const DEFAULT_ZALO_ENDPOINTS: ZaloEndpoints = {
  apiUrl: "https://business.openapi.zalo.me",
  oauthUrl: "https://oauth.zaloapp.com",
};

const TIMEOUT_MS = 10_000;

export interface ZnsAnswer {
  error: number;
  message: string;
  data?: { msg_id?: string; sent_time?: string };
}

export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: string | number;
  error?: number;
  error_name?: string;
  error_description?: string;
  message?: string;
}

/**
 * No usable answer from Zalo. `maybeDelivered`: the request may have reached Zalo (a timeout, a connection lost
 * after it was sent, an answer cut off), so a send may have been accepted; otherwise (no connection, a 5xx, an answer
 * that is not Zalo's JSON) it was not, and is worth a retry later.
 */
export class ZaloTransportError extends Error {
  constructor(
    message: string,
    readonly maybeDelivered = false,
  ) {
    super(message);
  }
}

/** fetch's causes that mean the request never left this machine (undici's error codes). */
const NOT_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

const neverSent = (error: unknown) => NOT_CONNECTED.has(String((error as { cause?: { code?: unknown } })?.cause?.code));

/** Zalo's timeout, cut short by the caller's deadline (the outbox's send budget). */
const deadlineOf = (signal: AbortSignal | undefined) => (signal ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS));

/** The answer's JSON. `sending`: a cut-off answer to a send leaves its outcome unknown. */
async function jsonOf<T>(response: Response, { sending }: { sending: boolean }): Promise<T> {
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw new ZaloTransportError(`Zalo trả lời HTTP ${response.status} nhưng câu trả lời bị cắt: ${(error as Error).message}`, sending);
  }
  try {
    return JSON.parse(body) as T;
  } catch {
    throw new ZaloTransportError(`Zalo trả lời HTTP ${response.status} không phải JSON`);
  }
}

export function zaloApi(endpoints: ZaloEndpoints) {
  return {
    async sendTemplate(
      accessToken: string,
      message: {
        phone: string;
        template_id: string;
        template_data: Record<string, string>;
        tracking_id: string;
      },
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<ZnsAnswer> {
      // The deadline passed before the request (a slow token refresh): nothing was sent.
      if (signal?.aborted) throw new ZaloTransportError("Hết thời gian gửi trước khi gọi Zalo");
      let response: Response;
      try {
        response = await fetch(`${endpoints.apiUrl}/message/template`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            access_token: accessToken,
          },
          body: JSON.stringify(message),
          signal: deadlineOf(signal),
        });
      } catch (error) {
        if (neverSent(error)) throw new ZaloTransportError(`Không kết nối được Zalo: ${(error as Error).message}`);
        throw new ZaloTransportError(`Zalo không trả lời kịp: ${(error as Error).message}`, true);
      }
      if (response.status >= 500) throw new ZaloTransportError(`Zalo trả lời HTTP ${response.status}`);
      return jsonOf<ZnsAnswer>(response, { sending: true });
    },

    async refreshAccessToken(credentials: { appId: string; secretKey: string; refreshToken: string }): Promise<TokenAnswer> {
      let response: Response;
      try {
        response = await fetch(`${endpoints.oauthUrl}/v4/oa/access_token`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            secret_key: credentials.secretKey,
          },
          body: new URLSearchParams({
            refresh_token: credentials.refreshToken,
            app_id: credentials.appId,
            grant_type: "refresh_token",
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new ZaloTransportError(`Không kết nối được Zalo: ${(error as Error).message}`);
      }
      if (response.status >= 500) throw new ZaloTransportError(`Zalo trả lời HTTP ${response.status}`);
      return jsonOf<TokenAnswer>(response, { sending: false });
    },
  };
}

export type ZaloApi = ReturnType<typeof zaloApi>;

/** What to do after a ZNS error code (zalo.cloud/zns/guidelines/handle-error-code; decision 0040). */
export type ZnsOutcome = "refresh" | "unreachable" | "config" | "retry";

/** The phone cannot get this message (no Zalo account, refuses ZNS, old app, bad number): no retry, e-mail still goes. */
const UNREACHABLE = new Set([-108, -110, -114, -118, -119, -139]);
/** The shop's set-up is wrong (app, secret, OA link, template, data, quota, permission): the owner must act. */
const CONFIG = new Set([-101, -102, -103, -104, -105, -106, -109, -111, -112, -115, -117, -120, -125, -126, -131, -135, -138, -140]);

export function znsOutcome(code: number): ZnsOutcome {
  if (code === -124) return "refresh"; // access token invalid or expired
  if (UNREACHABLE.has(code)) return "unreachable";
  if (CONFIG.has(code)) return "config";
  return "retry"; // -100 unknown, -133 outside sending hours, -144/-147 daily quota, and anything new
}
