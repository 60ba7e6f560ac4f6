import { describe, expect, it } from "vitest";
import { loadConfig, publicEnv } from "../../server/config";

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
