import { data, UNSAFE_ErrorResponseImpl, type ActionFunctionArgs, type ClientActionFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { adminClientAction, NO_ANSWER_MESSAGE } from "../../app/lib/admin-action";
import { adminActions } from "../../app/lib/admin-action.server";

/** An editor's session: the page guard lets them post to /admin/uploads and /admin/products. */
const context = {
  session: { current: async () => ({ userId: 7 }) },
  services: { users: { signedIn: async () => ({ id: 7, username: "mai", role: "editor", step: null }) } },
} as never;

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  ({ request: new Request(`http://shop.test${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit), params: {}, context }) as unknown as ActionFunctionArgs;

/** What an action answered: the `data()` of a refusal, or the plain answer of a success. */
function answerOf(answer: unknown): { status: number; body: unknown } {
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    return { status: (answer.init as ResponseInit | undefined)?.status ?? 200, body: answer.data };
  }
  return { status: 200, body: answer };
}

describe("adminActions", () => {
  it("gives the intent's handler the submission without its intent, and answers with its result", async () => {
    const handler = vi.fn(({ payload, id }: { payload: Record<string, unknown>; id: () => number }) => ({ payload, id: id() }));
    const action = adminActions({ rename: handler as never });
    const answer = answerOf(await action(post("/admin/products", JSON.stringify({ intent: "rename", id: 4, name: "LT-300" }), { "content-type": "application/json" })));
    expect(answer).toEqual({ status: 200, body: { ok: true, intent: "rename", result: { payload: { id: 4, name: "LT-300" }, id: 4 } } });
  });

  it("sends a handler's own data() as it is, and refuses an unknown intent", async () => {
    const action = adminActions({ check: () => data({ ok: false, message: "Không khớp" }, { status: 400 }) });
    const form = (intent: string) => new URLSearchParams({ intent });
    const type = { "content-type": "application/x-www-form-urlencoded" };
    expect(answerOf(await action(post("/admin/products", form("check"), type)))).toEqual({ status: 400, body: { ok: false, message: "Không khớp" } });
    expect(answerOf(await action(post("/admin/products", form("drop"), type)))).toEqual({ status: 400, body: { ok: false, intent: "drop", message: "Thao tác không hợp lệ" } });
  });

  it("refuses a body over the page's limit with 413 before any handler runs, declared or streamed", async () => {
    const handler = vi.fn(() => "stored");
    const action = adminActions({ upload: handler }, { bodyLimit: { bytes: 1024, message: "Ảnh tối đa 5 MB" } });
    const big = new FormData();
    big.set("intent", "upload");
    big.set("file", new Blob([new Uint8Array(2048)], { type: "image/png" }));
    expect(answerOf(await action(post("/admin/uploads", big)))).toEqual({ status: 413, body: { ok: false, message: "Ảnh tối đa 5 MB" } });

    // No Content-Length: the body is counted as it arrives.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let chunk = 0; chunk < 4; chunk++) controller.enqueue(new Uint8Array(512));
        controller.close();
      },
    });
    expect(answerOf(await action(post("/admin/uploads", stream, { "content-type": "application/json" })))).toMatchObject({ status: 413 });
    expect(handler).not.toHaveBeenCalled();

    const small = new FormData();
    small.set("intent", "upload");
    small.set("file", new Blob([new Uint8Array(10)], { type: "image/png" }));
    expect(answerOf(await action(post("/admin/uploads", small)))).toEqual({ status: 200, body: { ok: true, intent: "upload", result: "stored" } });
  });
});

describe("adminClientAction", () => {
  const failingWith = (error: unknown) => ({ serverAction: () => Promise.reject(error) }) as unknown as ClientActionFunctionArgs;

  it("turns a submission without a usable answer into a failure the screen shows", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await adminClientAction(failingWith(new TypeError("Failed to fetch")))).toEqual({ ok: false, message: NO_ANSWER_MESSAGE });
    // What the router makes of a 500 that is not the action's answer (a proxy's page, a crash).
    expect(await adminClientAction(failingWith(new UNSAFE_ErrorResponseImpl(500, "Internal Server Error", "{}")))).toEqual({ ok: false, message: NO_ANSWER_MESSAGE });
  });

  it("leaves a redirect (signed out) and the page's refusal (403) to the router", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/admin/login" } });
    await expect(adminClientAction(failingWith(redirect))).rejects.toBe(redirect);
    const refused = new UNSAFE_ErrorResponseImpl(403, "Forbidden", { message: "Bạn không có quyền truy cập chức năng này" });
    await expect(adminClientAction(failingWith(refused))).rejects.toBe(refused);
  });

  it("passes the action's own answer through", async () => {
    const answer = { ok: true, intent: "remove", result: null };
    expect(await adminClientAction({ serverAction: async () => answer } as unknown as ClientActionFunctionArgs)).toBe(answer);
  });
});
