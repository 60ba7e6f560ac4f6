import { z } from "zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** When set, node-postgres against this server; otherwise embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Secret for signing cookies; generated and stored under DATA_DIR when unset (see server/secrets.ts). */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Public site origin for canonical URLs, Open Graph and the sitemap (e.g. https://maypha.vn). */
  SITE_URL: z
    .string()
    .url()
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Google tag measurement id; analytics is a no-op without it. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "GA_MEASUREMENT_ID looks like G-XXXXXXX")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** SMTP server for notifications, e.g. smtp://user:pass@mail.example.vn:587; unset = kept in the outbox only. */
  SMTP_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Cửa hàng máy pha <no-reply@localhost>"),
  /** Where the shop hears about new orders and leads. */
  NOTIFY_EMAIL: z.string().email().optional().or(z.literal("").transform(() => undefined)),
  SEED_ON_EMPTY: booleanFromEnv.default(true),
  /**
   * The seeded administrator (see server/admin-seed.ts): created at start-up when missing. Without
   * ADMIN_PASSWORD and with no administrator at all, `admin` gets a random password printed once to the log.
   */
  ADMIN_USERNAME: z.string().trim().optional().or(z.literal("").transform(() => undefined)),
  ADMIN_PASSWORD: z.string().optional().or(z.literal("").transform(() => undefined)),
  TRUST_PROXY: booleanFromEnv.default(false),
});

export type Config = z.infer<typeof ConfigSchema> & {
  isProduction: boolean;
  /** Cookies get `Secure` when the production site is served over HTTPS. */
  cookieSecure: boolean;
};

/** Parses the environment once; a bad value stops start-up with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const isProduction = parsed.data.NODE_ENV === "production";
  return { ...parsed.data, isProduction, cookieSecure: isProduction && parsed.data.SITE_URL.startsWith("https:") };
}

/** What the browser may see. Nothing secret goes here. */
export function publicEnv(config: Config) {
  return { GA_MEASUREMENT_ID: config.GA_MEASUREMENT_ID ?? null, siteUrl: config.SITE_URL };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
