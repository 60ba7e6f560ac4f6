import { describe, expect, it } from "vitest";
import { ADMIN_HOME, safeNextPath } from "#common/safe-redirect";
import { LOGIN_FAILED_MESSAGE, NewAdminSchema } from "#common/schemas/auth";
import {
  DEFAULT_SCRYPT_PARAMS,
  formatHash,
  hashPassword,
  needsRehash,
  parseHash,
  randomPassword,
  verifyPassword,
} from "../../server/services/staff-and-access/passwords";
import { TooManyRequestsError, UnauthorizedError } from "../../server/services/foundation/errors";
import { action as loginAction } from "../../app/routes/admin/login";

const FAST = { ln: 10, r: 8, p: 1 };

describe("password hashes (scrypt)", () => {
  it("are self-describing, salted and verify in constant time", async () => {
    const hash = await hashPassword("Mật-khẩu-rất-dài-2026", FAST);
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain("Mật-khẩu");
    expect(await verifyPassword("Mật-khẩu-rất-dài-2026", hash)).toBe(true);
    expect(await verifyPassword("Mật-khẩu-rất-dài-2027", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    // A fresh salt every time.
    expect(await hashPassword("Mật-khẩu-rất-dài-2026", FAST)).not.toBe(hash);
  });

  it("use strong parameters by default", async () => {
    expect(DEFAULT_SCRYPT_PARAMS.ln).toBeGreaterThanOrEqual(15);
    const hash = await hashPassword("correct horse battery staple");
    expect(parseHash(hash)?.params).toEqual(DEFAULT_SCRYPT_PARAMS);
    expect(parseHash(hash)?.salt.length).toBe(16);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it("round-trip through format/parse and reject malformed or absurd strings", () => {
    const parsed = { params: FAST, salt: Buffer.alloc(16, 1), key: Buffer.alloc(32, 2) };
    expect(parseHash(formatHash(parsed))).toEqual(parsed);
    for (const bad of [
      "",
      "plain-text-password",
      "unusable: test sessions are created directly",
      "$scrypt$ln=30,r=8,p=1$AQEBAQEBAQEBAQEBAQEBAQ==$AgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgI=",
      "$scrypt$ln=16,r=8,p=1$AQE=$AgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgI=",
      "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA",
    ]) {
      expect(parseHash(bad), bad).toBeNull();
    }
  });

  it("flag hashes made with weaker parameters for re-hashing", async () => {
    expect(needsRehash(await hashPassword("abcdefghijk", FAST))).toBe(true);
    expect(needsRehash("garbage")).toBe(true);
  });

  it("never accept a malformed stored value", async () => {
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
  });

  it("random first passwords are long and different", () => {
    const a = randomPassword();
    expect(a.length).toBeGreaterThanOrEqual(20);
    expect(randomPassword()).not.toBe(a);
    expect(NewAdminSchema.safeParse({ username: "admin", password: a }).success).toBe(true);
  });
});

describe("new administrator rules", () => {
  it("refuse passwords under 10 characters, blank ones and the username itself", () => {
    const problems = (username: string, password: string) => {
      const result = NewAdminSchema.safeParse({ username, password });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(problems("admin", "short-pw1")).toEqual(["Mật khẩu cần ít nhất 10 ký tự"]);
    expect(problems("admin", "          x")).toContain("Mật khẩu không được chỉ gồm khoảng trắng");
    expect(problems("administrator", "Administrator")).toContain("Mật khẩu không được trùng tên đăng nhập");
    expect(problems("aaaaaaaaaaaa", "aaaaaaaaaaaa")).toContain("Mật khẩu quá dễ đoán");
    expect(problems("a", "good-password-123")).toEqual(["Tên đăng nhập cần ít nhất 3 ký tự"]);
    expect(problems("tên có dấu", "good-password-123").length).toBe(1);
    expect(problems("quan.tri-01", "good-password-123")).toEqual([]);
  });
});

describe("safeNextPath (no open redirect)", () => {
  it.each([
    ["/admin/orders", "/admin/orders"],
    ["/admin/contact-requests?status=new#top", "/admin/contact-requests?status=new#top"],
    ["/admin/../products/1", "/products/1"],
  ])("keeps same-site path %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "admin/orders",
    "/admin/login",
    "/admin/login?next=/admin",
    "http:/evil.example",
  ])("falls back for %s", (next) => {
    expect(safeNextPath(next)).toBe(ADMIN_HOME);
  });
});

describe("login page action", () => {
  type Login = (attempt: { username: string; password: string; ip: string; knownDevice?: string | null }) => Promise<{
    id: number;
    username: string;
    knownDevice: string;
  }>;
  function context(login: Login) {
    const calls: Array<[number, string]> = [];
    return {
      calls,
      value: {
        services: { auth: { login } },
        session: {
          login: async (userId: number, knownDevice: string) => void calls.push([userId, knownDevice]),
          knownDevice: () => "device-from-an-earlier-sign-in",
        },
        clientIp: "203.0.113.9",
      },
    };
  }
  function post(fields: Record<string, string>, url = "http://shop.test/admin/login") {
    return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  }
  // The action is called the way React Router calls it; only the members it reads are provided.
  const run = (request: Request, ctx: ReturnType<typeof context>) =>
    loginAction({ request, context: ctx.value, params: {} } as unknown as Parameters<typeof loginAction>[0]);

  it("logs in (rotating the session, renewing the known device) and redirects to a safe next", async () => {
    const ctx = context(async ({ ip, knownDevice }) => {
      expect(ip).toBe("203.0.113.9");
      expect(knownDevice).toBe("device-from-an-earlier-sign-in");
      return { id: 7, username: "admin", knownDevice: "renewed-device" };
    });
    const thrown = await run(post({ username: "admin", password: "right-password", next: "/admin/orders" }), ctx).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/admin/orders");
    expect(ctx.calls).toEqual([[7, "renewed-device"]]);

    const offsite = await run(post({ username: "admin", password: "right-password", next: "https://evil.example" }), ctx).catch((e) => e);
    expect((offsite as Response).headers.get("location")).toBe(ADMIN_HOME);
  });

  it("shows the generic message on wrong credentials and the limit message on 429", async () => {
    const wrong = await run(post({ username: "admin", password: "nope-nope" }), context(async () => {
      throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);
    }));
    expect(wrong).toMatchObject({ init: { status: 401 }, data: { error: LOGIN_FAILED_MESSAGE, username: "admin" } });

    const limited = await run(post({ username: "admin", password: "nope-nope" }), context(async () => {
      throw new TooManyRequestsError("Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.");
    }));
    expect(limited).toMatchObject({ init: { status: 429 }, data: { error: "Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút." } });
    expect(JSON.stringify(limited)).not.toContain("nope-nope");
  });

  it("asks for missing fields without calling the service", async () => {
    const ctx = context(async () => {
      throw new Error("must not be called");
    });
    const missing = await run(post({ username: "admin", password: "" }), ctx);
    expect(missing).toMatchObject({ init: { status: 400 }, data: { error: "Vui lòng nhập mật khẩu" } });
  });
});
