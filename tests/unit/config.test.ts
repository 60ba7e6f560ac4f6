import { describe, expect, it } from "vitest";
import { CONFIG_GROUPS, ConfigError, loadConfig, publicEnv } from "../../server/config";

describe("loadConfig", () => {
  it("has safe defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
    expect(config.isProduction).toBe(false);
    expect(config.SEED_ON_EMPTY).toBe(true);
    // OWASP's scrypt cost for new password hashes unless a test suite lowers it.
    expect(config.PASSWORD_SCRYPT_LN).toBe(16);
    expect(() => loadConfig({ PASSWORD_SCRYPT_LN: "8" })).toThrow();
    // Anti-flood limits a test run may raise, never remove.
    expect(config.LEAD_RATE_LIMIT).toBe(5);
    expect(config.ANALYTICS_RATE_LIMIT).toBe(60);
    expect(loadConfig({ ANALYTICS_RATE_LIMIT: "100000" }).ANALYTICS_RATE_LIMIT).toBe(100_000);
    expect(() => loadConfig({ ANALYTICS_RATE_LIMIT: "0" })).toThrow();
  });
  it("reads the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      NODE_ENV: "production",
      SITE_URL: "https://maypha.vn",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      DATABASE_POOL_MAX: "25",
      SEED_ON_EMPTY: "false",
    });
    expect(config.PORT).toBe(8080);
    expect(config.isProduction).toBe(true);
    expect(config.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/test");
    expect(config.DATABASE_POOL_MAX).toBe(25);
    expect(config.SEED_ON_EMPTY).toBe(false);
  });
  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
  it("lists every invalid value", () => {
    expect(() => loadConfig({ PORT: "abc", SESSION_SECRET: "short" })).toThrow(/PORT[\s\S]*SESSION_SECRET/);
  });
  it("exposes only public values to the browser", () => {
    const config = loadConfig({ GA_MEASUREMENT_ID: "G-ABC123", SESSION_SECRET: "x".repeat(40), SITE_URL: "https://maypha.vn/" });
    expect(publicEnv(config)).toEqual({
      GA_MEASUREMENT_ID: "G-ABC123",
      siteUrl: "https://maypha.vn",
      mapTiles: { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: expect.stringContaining("OpenStreetMap") },
    });
  });
});

/** A valid value of every variable of every group (a group added to CONFIG_GROUPS needs its values here). */
const VALID: Record<string, string> = {
  BANK_BIN: "970436",
  BANK_ACCOUNT: "0011004455667",
  BANK_ACCOUNT_NAME: "CONG TY MAY PHA",
  BANK_NAME: "Vietcombank",
  EINVOICE_SEPAY_URL: "https://einvoice-api-sandbox.sepay.vn",
  EINVOICE_SEPAY_CLIENT_ID: "client-id",
  EINVOICE_SEPAY_CLIENT_SECRET: "client-secret",
  EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID: "provider-account",
  EINVOICE_SEPAY_TEMPLATE_CODE: "1",
  EINVOICE_SEPAY_INVOICE_SERIES: "C26TAA",
  EINVOICE_SEPAY_POLL_MS: "100",
  SMTP_URL: "smtp://user:pass@mail.example.vn:587",
  VNPAY_TMN_CODE: "DEMOV210",
  VNPAY_HASH_SECRET: "TESTSECRETTESTSECRETTESTSECRET12",
  VNPAY_PAYMENT_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
  VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
  MOMO_PARTNER_CODE: "MOMOTEST2026",
  MOMO_ACCESS_KEY: "TESTACCESSKEY123",
  MOMO_SECRET_KEY: "TESTMOMOSECRETKEY0123456789",
  MOMO_ENDPOINT: "https://test-payment.momo.vn",
  MAIL_FROM: "Cửa hàng <shop@example.vn>",
};

/** The refusal's text, or null when the environment is accepted. */
function refusalOf(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe("configuration groups are all or nothing", () => {
  it("knows a valid value of every group's variables", () => {
    for (const group of CONFIG_GROUPS) for (const name of [...group.required, ...group.optional]) expect(VALID, name).toHaveProperty(name);
  });

  for (const group of CONFIG_GROUPS) {
    const all = Object.fromEntries([...group.required, ...group.optional].map((name) => [name, VALID[name]!]));

    it(`${group.name}: fully set and fully empty are accepted`, () => {
      expect(refusalOf(all)).toBeNull();
      expect(refusalOf({})).toBeNull();
      expect(refusalOf(Object.fromEntries(Object.keys(all).map((name) => [name, ""])))).toBeNull();
    });

    it(`${group.name}: each required variable missing stops the start with one line naming it`, () => {
      for (const missing of group.required) {
        const refusal = refusalOf({ ...all, [missing]: "" });
        expect(refusal, missing).toBe(
          `Incomplete configuration: group ${group.name} (${group.purpose}) is missing ${missing} — set the whole group or leave all of it empty`,
        );
        // Unset is the same as empty.
        const { [missing]: _left, ...without } = all;
        expect(refusalOf(without)).toBe(refusal);
      }
    });

    it(`${group.name}: one variable alone names every required one missing`, () => {
      const [first] = [...group.optional, ...group.required];
      const missing = group.required.filter((name) => name !== first);
      if (missing.length === 0) return;
      expect(refusalOf({ [first!]: all[first!]! })).toBe(
        `Incomplete configuration: group ${group.name} (${group.purpose}) is missing ${missing.join(", ")} — set the whole group or leave all of it empty`,
      );
    });
  }

  it("the groups the issue named: two of three BANK_*, four of five EINVOICE_SEPAY_*, MAIL_FROM without SMTP_URL", () => {
    expect(refusalOf({ BANK_BIN: "970436", BANK_ACCOUNT: "0011004455667" })).toMatch(/^Incomplete configuration: group BANK .* missing BANK_ACCOUNT_NAME —/);
    const einvoice = { ...VALID };
    delete einvoice.EINVOICE_SEPAY_INVOICE_SERIES;
    expect(refusalOf(Object.fromEntries(Object.entries(einvoice).filter(([name]) => name.startsWith("EINVOICE_"))))).toMatch(
      /group EINVOICE_SEPAY .* missing EINVOICE_SEPAY_INVOICE_SERIES —/,
    );
    expect(refusalOf({ MAIL_FROM: "Shop <shop@example.vn>" })).toMatch(/group SMTP .* missing SMTP_URL —/);
  });

  it("lists every half-set group and every invalid value, one line each", () => {
    const lines = refusalOf({ BANK_BIN: "970436", SMTP_URL: "not a url", MAIL_FROM: "Shop <shop@example.vn>", EINVOICE_SEPAY_CLIENT_ID: "id" })!.split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Invalid setting SMTP_URL: /);
    expect(lines[1]).toMatch(/group BANK .* missing BANK_ACCOUNT, BANK_ACCOUNT_NAME —/);
    expect(lines[2]).toMatch(/group EINVOICE_SEPAY .* missing EINVOICE_SEPAY_CLIENT_SECRET, EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID, /);
  });
});

describe("SITE_URL in production", () => {
  it("is required: without it links, canonical URLs and passkeys would say localhost", () => {
    expect(refusalOf({ NODE_ENV: "production" })).toBe(
      "Missing configuration: SITE_URL is required in production — the address visitors open, e.g. https://maypha.vn",
    );
    expect(refusalOf({ NODE_ENV: "production", SITE_URL: " " })).toMatch(/SITE_URL is required in production/);
    expect(loadConfig({ NODE_ENV: "production", SITE_URL: "https://maypha.vn/" }).SITE_URL).toBe("https://maypha.vn");
  });
  it("defaults to http://localhost:3000 in development and tests", () => {
    expect(loadConfig({}).SITE_URL).toBe("http://localhost:3000");
    expect(loadConfig({ NODE_ENV: "test" }).SITE_URL).toBe("http://localhost:3000");
  });
});
