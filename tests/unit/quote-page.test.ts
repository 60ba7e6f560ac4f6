import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { action } from "../../app/routes/quote";
import { ConflictError } from "../../server/services/foundation/errors";

function contextWith(quotes: Record<string, unknown>): AppLoadContext {
  return { services: { quotes }, session: { current: async () => ({ id: "session-hash" }) } } as unknown as AppLoadContext;
}

const post = (fields: Record<string, string>, context: AppLoadContext) =>
  action({
    request: new Request("http://shop.test/quotes/tok", { method: "POST", body: new URLSearchParams(fields) }),
    params: { token: "tok" },
    context,
    unstable_pattern: "",
  } as unknown as Parameters<typeof action>[0]);

describe("the buyer's quote page action (works without JavaScript)", () => {
  it("accepts with the invoice details and opens the order's signed page", async () => {
    const accept = vi.fn(async () => ({ orderId: 9, created: true, orderUrl: "/orders/9?t=abc" }));
    const answer = (await post(
      { intent: "accept", name: "Bình", phone: "0912345678", companyName: "Công ty A", taxCode: "0300588569", address: "25 Lê Lợi", email: "kt@a.vn" },
      contextWith({ accept }),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/orders/9?t=abc");
    expect(accept).toHaveBeenCalledWith(
      "tok",
      { name: "Bình", phone: "0912345678", invoice: { companyName: "Công ty A", taxCode: "0300588569", address: "25 Lê Lợi", email: "kt@a.vn" } },
      "session-hash",
    );
  });

  it("shows the service's refusal (an expired quote) instead of failing the page", async () => {
    const accept = vi.fn(async () => {
      throw new ConflictError("Báo giá đã hết hạn, vui lòng liên hệ để nhận báo giá mới");
    });
    const answer = (await post({ intent: "accept" }, contextWith({ accept }))) as unknown as { data: { ok: boolean; message: string }; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, message: "Báo giá đã hết hạn, vui lòng liên hệ để nhận báo giá mới" });
  });

  it("declines with the reason", async () => {
    const decline = vi.fn(async () => ({}));
    expect(await post({ intent: "decline", reason: "Giá cao" }, contextWith({ decline }))).toMatchObject({ ok: true });
    expect(decline).toHaveBeenCalledWith("tok", { reason: "Giá cao" });
  });
});
