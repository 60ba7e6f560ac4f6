/**
 * The browser's one HTTP client for the shop's REST API (spec section 7): every call goes with the visitor's
 * cookies, asks for JSON, sends a body as JSON (or a file as its own bytes), and every failure — a non-2xx
 * answer or no answer at all — becomes one `ApiError`. Screens put the spec's toasts on top of it.
 */

/** The message of a request that got no answer at all (`status` 0): offline, server down, blocked. */
export const NETWORK_FAILURE_MESSAGE = "Không thể kết nối máy chủ. Vui lòng thử lại.";

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    /** The answer's status code; 0 when the request never got an answer. */
    readonly status: number,
    /** The server's `message` when its body had one, else the spec's form: status code, colon, response text. */
    message: string,
    /** The `errors` of a `{ message, errors }` body: messages by field path. */
    readonly fieldErrors: FieldErrors = {},
    /** The server's own `message`, when the body had one. */
    readonly serverMessage: string | null = null,
    /** A 429's wait before trying again, from the body's `retryAfterSeconds` or the `Retry-After` header. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Sent as `Idempotency-Key`: a retry with the same key cannot repeat the effect (see `newIdempotencyKey`). */
  idempotencyKey?: string;
  /** Cancels the request; the caller then gets the browser's own `AbortError`, not an `ApiError`. */
  signal?: AbortSignal;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One call. A `Blob` body (an image file) is sent as is with its own content type; any other body as JSON.
 * Resolves with the parsed JSON answer, or `undefined` for 204 No Content or an empty body.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (typeof Blob !== "undefined" && body instanceof Blob) {
    headers["Content-Type"] = body.type || "application/octet-stream";
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(path, { method, credentials: "include", headers, body: payload, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_FAILURE_MESSAGE);
  }
  if (response.status === 204) return undefined as T;

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_FAILURE_MESSAGE);
  }
  const json = parseJson(text);

  if (!response.ok) {
    const answer = typeof json === "object" && json !== null ? (json as { message?: unknown; errors?: unknown; retryAfterSeconds?: unknown }) : {};
    const serverMessage = typeof answer.message === "string" && answer.message !== "" ? answer.message : null;
    const fieldErrors = isFieldErrors(answer.errors) ? answer.errors : {};
    throw new ApiError(
      response.status,
      serverMessage ?? `${response.status}: ${text || response.statusText}`,
      fieldErrors,
      serverMessage,
      retryAfterOf(answer, response.headers.get("Retry-After")),
    );
  }
  if (text === "") return undefined as T;
  // A 2xx that is not JSON did not come from the API (a proxy or a captive portal): not a success.
  if (json === NOT_JSON) throw new ApiError(response.status, `${response.status}: ${response.statusText || "not JSON"}`);
  return json as T;
}

/** The verbs, as bulletproof-react's client offers them. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, body, options),
  delete: <T = void>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, undefined, options),
};

/**
 * A fresh key for one attempt of a state-changing call; keep it for the retries of that attempt. `randomUUID`
 * exists only in secure contexts (https, localhost), so plain http falls back to 16 random bytes in hex.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The keys of one form's submissions: sending the same content again (a retry after a failure or a lost
 * answer) reuses the attempt's key, so the server stores it once; changed content, or any send after a
 * success, is a new attempt with a new key.
 */
export function submissionKeys() {
  let attempt: { content: string; key: string } | null = null;
  return {
    keyFor(content: unknown): string {
      const text = JSON.stringify(content);
      if (attempt?.content !== text) attempt = { content: text, key: newIdempotencyKey() };
      return attempt.key;
    },
    /** The attempt succeeded: the next send starts a new one. */
    succeeded() {
      attempt = null;
    },
  };
}

const NOT_JSON = Symbol("not JSON");

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(Array.isArray);
}

/** Seconds to wait, from a `{ retryAfterSeconds }` body or a delta-seconds `Retry-After` header; else null. */
function retryAfterOf(answer: { retryAfterSeconds?: unknown }, header: string | null): number | null {
  if (typeof answer.retryAfterSeconds === "number" && answer.retryAfterSeconds > 0) return Math.ceil(answer.retryAfterSeconds);
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : 0;
  return seconds > 0 ? seconds : null;
}
