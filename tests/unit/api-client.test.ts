import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, NETWORK_FAILURE_MESSAGE, newIdempotencyKey, submissionKeys } from "~/lib/api-client";

function answer(status: number, body: string, init: ResponseInit = {}): Response {
  return new Response(status === 204 ? null : body, { status, ...init });
}

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url, init: init!, headers: init!.headers as Record<string, string> };
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("sends a JSON body with the visitor's cookies and reads a 2xx JSON answer", async () => {
    const fetchMock = mockFetch(answer(201, JSON.stringify({ id: 7, quantity: 2 }), { headers: { "content-type": "application/json" } }));
    await expect(api.post("/api/cart", { productId: 1, quantity: 2 })).resolves.toEqual({ id: 7, quantity: 2 });
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe("/api/cart");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(headers).toMatchObject({ Accept: "application/json", "Content-Type": "application/json" });
    expect(init.body).toBe(JSON.stringify({ productId: 1, quantity: 2 }));
    expect(headers["Idempotency-Key"]).toBeUndefined();
  });

  it("sends no body and no content type on a GET", async () => {
    const fetchMock = mockFetch(answer(200, "[]"));
    await expect(api.get("/api/cart")).resolves.toEqual([]);
    const { init, headers } = sent(fetchMock);
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(headers["Content-Type"]).toBeUndefined();
  });

  it("resolves 204 No Content with undefined", async () => {
    mockFetch(answer(204, ""));
    await expect(api.delete("/api/cart/3")).resolves.toBeUndefined();
  });

  it("turns a 4xx with { message, errors } into an ApiError with the server's message and field errors", async () => {
    const body = { message: "Dữ liệu không hợp lệ", errors: { "address.phone": ["Invalid phone number"] } };
    mockFetch(answer(400, JSON.stringify(body), { headers: { "content-type": "application/json" } }));
    const error = await failure(api.post("/api/orders", {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Dữ liệu không hợp lệ");
    expect(error.serverMessage).toBe("Dữ liệu không hợp lệ");
    expect(error.fieldErrors).toEqual({ "address.phone": ["Invalid phone number"] });
  });

  it("words a 500 without JSON as the spec does: status code, colon, response text (or status text)", async () => {
    mockFetch(answer(500, "Internal Server Error", { statusText: "Internal Server Error" }));
    const error = await failure(api.get("/api/cart"));
    expect(error.status).toBe(500);
    expect(error.message).toBe("500: Internal Server Error");
    expect(error.serverMessage).toBeNull();
    expect(error.fieldErrors).toEqual({});

    mockFetch(answer(503, "", { statusText: "Service Unavailable" }));
    expect((await failure(api.get("/api/cart"))).message).toBe("503: Service Unavailable");
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    const error = await failure(api.put("/api/contact-requests/1/status", { status: "contacted" }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_FAILURE_MESSAGE);
  });

  it("does not count a 2xx that is not JSON (a proxy's page) as a success", async () => {
    mockFetch(answer(200, "<html>Wi-Fi login</html>", { statusText: "OK" }));
    const error = await failure(api.post("/api/contact-requests", { fullName: "An" }));
    expect(error.status).toBe(200);
  });

  it("sends the Idempotency-Key it is given", async () => {
    const fetchMock = mockFetch(answer(201, JSON.stringify({ id: 12 })));
    const key = newIdempotencyKey();
    await api.post("/api/orders", { total: "1" }, { idempotencyKey: key });
    expect(sent(fetchMock).headers["Idempotency-Key"]).toBe(key);
  });

  it("makes keys the server accepts, with and without crypto.randomUUID", () => {
    const accepted = /^[A-Za-z0-9_-]{8,100}$/;
    const first = newIdempotencyKey();
    expect(first).toMatch(accepted);
    expect(newIdempotencyKey()).not.toBe(first);
    const realCrypto = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => realCrypto.getRandomValues(bytes) });
    const fallback = newIdempotencyKey();
    vi.unstubAllGlobals();
    expect(fallback).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends a file as its own bytes with its content type", async () => {
    const fetchMock = mockFetch(answer(201, JSON.stringify({ url: "/uploads/a.png" })));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    await expect(api.post("/api/admin/uploads", file)).resolves.toEqual({ url: "/uploads/a.png" });
    const { init, headers } = sent(fetchMock);
    expect(headers["Content-Type"]).toBe("image/png");
    expect(init.body).toBe(file);
  });

  it("passes the abort signal and lets an abort through as the browser's AbortError", async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const pending = api.get("/api/products/search?q=tra", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(fetchMock.mock.calls[0]![1]!.signal).toBe(controller.signal);
  });
});

describe("submissionKeys: one Idempotency-Key per submission attempt", () => {
  it("reuses the key when the same content is sent again, and starts a new attempt on changed content or after a success", () => {
    const keys = submissionKeys();
    const form = { fullName: "Lê Lan", phone: "0912345678" };
    const first = keys.keyFor(form);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // A retry after a failure or a lost answer.
    expect(keys.keyFor({ ...form })).toBe(first);
    const edited = keys.keyFor({ ...form, phone: "0987654321" });
    expect(edited).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ ...form, phone: "0987654321" })).not.toBe(edited);
  });
});
