import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import DealerLogin, { action, loader } from "../../app/routes/dealer-portal/login";
import { ValidationError } from "../../server/services/foundation/errors";

const dealer = { id: 3, name: "Chị Hạnh", email: "hanh@example.com", placeId: 9 };
const session = { id: "session-1", dealerAccountId: 3, secondFactorAt: null };

/** A sign-in whose session owes the second step (the account has the app), or is fully signed in. */
function contextWith(options: { owing: boolean; verifyCode?: ReturnType<typeof vi.fn>; login?: ReturnType<typeof vi.fn> }) {
  return {
    services: {
      dealerAccounts: {
        signedIn: async () => (options.owing ? null : dealer),
        owing: async () => (options.owing ? { session, dealer, actor: { id: 3, username: dealer.email, dealer: true } } : null),
      },
      dealerAuth: { login: options.login ?? vi.fn(async () => ({ id: 3, name: dealer.name, username: dealer.email })) },
      dealerTwoFactor: { verifyCode: options.verifyCode ?? vi.fn() },
    },
    session: { current: async () => session, loginDealer: vi.fn(async () => session), logout: vi.fn() },
    clientIp: "203.0.113.9",
  } as unknown as AppLoadContext;
}

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://shop.test/dai-ly/dang-nhap", { method: "POST", body });
};

describe("the dealer sign-in's second step", () => {
  it("after the right password, an account with the app comes back to this page, which asks for the code", async () => {
    const redirected = await action({ request: post({ username: dealer.email, password: "trà-ngon-mỗi-ngày" }), context: contextWith({ owing: true }), params: {} } as never).catch((error) => error);
    expect((redirected as Response).headers.get("location")).toBe("/dai-ly/dang-nhap");

    const data = await loader({ request: new Request("http://shop.test/dai-ly/dang-nhap"), context: contextWith({ owing: true }), params: {} } as never);
    expect(data).toEqual({ step: "second-factor", email: dealer.email });
    const Stub = createRoutesStub([{ path: "/dai-ly/dang-nhap", Component: DealerLogin as never, loader: () => data, HydrateFallback: () => null }]);
    const html = renderToString(<Stub initialEntries={["/dai-ly/dang-nhap"]} hydrationData={{ loaderData: { "0": data } }} />);
    expect(html).toContain("Xác minh hai bước");
    expect(html).toContain("Mã 6 chữ số trong ứng dụng xác thực");
    // The recovery code sits in a <details>: no script needed to reach it.
    expect(html).toMatch(/<details[^>]*>.*Dùng mã khôi phục/);
  });

  it("the code is checked by the two-step service under the dealer's account; a wrong one is shown in its words", async () => {
    const verifyCode = vi.fn(async () => undefined);
    const done = await action({ request: post({ intent: "second-factor", code: "123456" }), context: contextWith({ owing: true, verifyCode }), params: {} } as never).catch((error) => error);
    expect(verifyCode).toHaveBeenCalledWith({ id: 3, username: dealer.email, dealer: true }, "session-1", { code: "123456", recovery: false });
    expect((done as Response).headers.get("location")).toBe("/dai-ly");

    const refusing = vi.fn(async () => {
      throw new ValidationError("Mã xác minh không đúng hoặc đã được dùng", { code: ["Mã xác minh không đúng hoặc đã được dùng"] });
    });
    const refused = (await action({ request: post({ intent: "recovery", code: "abcde-fghij" }), context: contextWith({ owing: true, verifyCode: refusing }), params: {} } as never)) as {
      data: unknown;
      init: { status: number };
    };
    expect(refusing).toHaveBeenCalledWith(expect.anything(), "session-1", { code: "abcde-fghij", recovery: true });
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ error: "Mã xác minh không đúng hoặc đã được dùng", recovery: true });
  });

  it("a session that owes nothing has no second step to take", async () => {
    const verifyCode = vi.fn();
    const thrown = await action({ request: post({ intent: "second-factor", code: "123456" }), context: contextWith({ owing: false, verifyCode }), params: {} } as never).catch((error) => error);
    expect((thrown as Response).headers.get("location")).toBe("/dai-ly/dang-nhap");
    expect(verifyCode).not.toHaveBeenCalled();
  });
});
