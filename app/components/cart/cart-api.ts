import type { CartItem } from "#common/cart";

/** A non-ok answer (spec section 7): the text is the status code, a colon, and the response text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body (`{ message, errors?, … }`) when there was one. */
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export async function apiRequest<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = null;
    }
    throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, parsed);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The spec's cart calls (section 7). */
export const cartApi = {
  list: () => apiRequest<CartItem[]>("GET", "/api/cart"),
  add: (productId: number, quantity = 1) => apiRequest<CartItem>("POST", "/api/cart", { productId, quantity }),
  update: (id: number, quantity: number) => apiRequest<CartItem>("PUT", `/api/cart/${id}`, { quantity }),
  remove: (id: number) => apiRequest<void>("DELETE", `/api/cart/${id}`),
  clear: () => apiRequest<void>("DELETE", "/api/cart"),
};
