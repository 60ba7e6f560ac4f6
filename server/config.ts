import { z } from "#common/zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** An empty value means unset (the default), as in a group left empty (CONFIG_GROUPS). */
const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** When set, node-postgres against this server; otherwise embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Secret for signing cookies; generated and stored under DATA_DIR when unset (see server/process/secrets.ts). */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `pretty` (coloured lines) or `json`; unset = pretty on a terminal outside CI, JSON otherwise (see server/logger.ts). */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional().or(z.literal("").transform(() => undefined)),
  /** Enables /metrics (Prometheus text) behind `Authorization: Bearer <token>`; unset = no /metrics. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional().or(z.literal("").transform(() => undefined)),
  /** Where `npm run db:backup` and the daily backup write their files. */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  /**
   * Seconds from SIGTERM to a forced exit: the process drains and exits 0 well before (set the process
   * manager's stop timeout — systemd TimeoutStopSec, Docker --stop-timeout, Kubernetes
   * terminationGracePeriodSeconds — to at least this).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(10),
  /**
   * Megabytes of compressed anonymous pages kept per process (server/http/page-cache.ts); 0 turns the cache off.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /**
   * Worker processes sharing the port (node:cluster). Unset: the number of cores on PostgreSQL, 1 on PGlite,
   * which cannot be opened by two processes.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional().or(z.literal("").transform(() => undefined)),
  /**
   * Overload: past these bounds a process answers new work at once with 503 and `Retry-After` (JSON for /api, a
   * small static page for browsers) instead of queueing it behind everything already under way
   * (server/http/load-shedding.ts, decision 0033). Never refused: /healthz, /readyz, /metrics, static files,
   * uploads, pages answered from the page cache, the bank's webhook. Each bound is per process; 0 turns it off.
   *
   * MAX_CONCURRENT_RENDERS: page renders (pages not in the page cache) under way at once. A render is mostly CPU
   * in this process (and all of PGlite's work is), so more at once only makes each one slower: with 16, 50
   * connections of fresh renders on 2 cores waited ~1 s at most, against 5-6 s unbounded (decision 0033).
   */
  MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(0).max(10_000).default(16),
  /** API calls and page renders under way at once, together (a burst of cheap API calls may go well past 16). */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(128),
  /**
   * Event-loop lag in milliseconds above which new work is refused: the loop ran that late on two checks in a row
   * (50 ms apart), or has been held twice that long right now. The backstop for work the two bounds do not see
   * (a burst of costly API calls, long synchronous work). One late check is a pause (a garbage collection, a first
   * query compiling), not overload; 1 s leaves the warm-up after a start on a busy machine alone.
   */
  MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Hours between the running server's own backups; 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(24 * 30).default(24),
  /** Backups kept in BACKUP_DIR; older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /**
   * Public site origin for canonical URLs, Open Graph, the sitemap, e-mail links and passkeys (e.g.
   * https://maypha.vn). Required in production (loadConfig); the default is only for development and tests.
   */
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
  /**
   * Map tiles of the dealer finder's map (/dealers, loaded only when a visitor opens it; decision 0039): an https
   * URL template with {z}, {x} and {y}. Default: OpenStreetMap's standard tiles, under their tile usage policy;
   * empty hides the map (the list, "near me" and directions work without it).
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s]+$/, "MAP_TILE_URL must be an https:// URL template")
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "MAP_TILE_URL needs {z}, {x} and {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .or(z.literal("")),
  /** The tile provider's required attribution (HTML allowed: a link to its copyright page). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(300)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  /** SMTP server for notifications, e.g. smtp://user:pass@mail.example.vn:587; unset = kept in the outbox only. */
  SMTP_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  MAIL_FROM: emptyAsUnset(z.string().min(3).default("Cửa hàng máy pha <no-reply@localhost>")),
  /** Seconds between the outbox worker's rounds (e-mail and Zalo). */
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().min(0.2).max(3600).default(15),
  /**
   * Seconds a claimed outbox row is kept from other processes; a process killed mid-send leaves its row to the
   * others after this. Each row is claimed alone, and its send is cut off at 75 % of this (60 s at most): the
   * SMTP and Zalo timeouts are set below it (decision 0048).
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().min(1).max(24 * 3600).default(300),
  /** Zalo's API base URLs (decision 0040); only tests change them (a local fake). */
  ZALO_API_URL: z.string().url().default("https://business.openapi.zalo.me").transform((url) => url.replace(/\/+$/, "")),
  ZALO_OAUTH_URL: z.string().url().default("https://oauth.zaloapp.com").transform((url) => url.replace(/\/+$/, "")),
  /** GHN's sandbox and live gateways (decision 0052); the owner picks one in the settings; only tests change them. */
  GHN_SANDBOX_URL: z.string().url().default("https://dev-online-gateway.ghn.vn").transform((url) => url.replace(/\/+$/, "")),
  GHN_LIVE_URL: z.string().url().default("https://online-gateway.ghn.vn").transform((url) => url.replace(/\/+$/, "")),
  /**
   * Encrypts provider secrets kept in the database (the Zalo secret key and tokens). Unset: derived from the
   * session secret. Changing it makes the stored ones unreadable (the owner enters them again).
   */
  SECRETS_KEY: z.string().min(32, "SECRETS_KEY must be at least 32 characters").optional().or(z.literal("").transform(() => undefined)),
  /** Where the shop hears about new orders and leads. */
  NOTIFY_EMAIL: z.string().email().optional().or(z.literal("").transform(() => undefined)),
  /** VietQR bank transfer: NAPAS BIN (6 digits), account number and holder; unset = the option is hidden. */
  BANK_BIN: z.string().regex(/^\d{6}$/, "BANK_BIN is the bank's 6-digit NAPAS BIN").optional().or(z.literal("").transform(() => undefined)),
  BANK_ACCOUNT: z.string().regex(/^[A-Za-z0-9]{1,19}$/, "BANK_ACCOUNT: 1–19 letters or digits").optional().or(z.literal("").transform(() => undefined)),
  BANK_ACCOUNT_NAME: z.string().min(2).max(60).optional().or(z.literal("").transform(() => undefined)),
  BANK_NAME: z.string().min(2).max(80).optional().or(z.literal("").transform(() => undefined)),
  /**
   * Shared secret of the bank-notification webhook (SePay: the API key, or the HMAC key); unset = the endpoint
   * POST /api/payments/bank-notifications does not exist.
   */
  BANK_WEBHOOK_SECRET: z
    .string()
    .min(16, "BANK_WEBHOOK_SECRET must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * E-invoices through the SePay eInvoice API (decision 0043): all five set = invoices are issued through it;
   * unset = staff record invoices issued elsewhere. EINVOICE_SEPAY_URL defaults to SePay's production address.
   */
  EINVOICE_SEPAY_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  EINVOICE_SEPAY_CLIENT_ID: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  EINVOICE_SEPAY_CLIENT_SECRET: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  EINVOICE_SEPAY_TEMPLATE_CODE: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  EINVOICE_SEPAY_INVOICE_SERIES: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  /** Milliseconds between two status checks of an invoice being issued (lowered only by tests). */
  EINVOICE_SEPAY_POLL_MS: emptyAsUnset(z.coerce.number().int().min(10).max(60_000).default(2000)),
  /**
   * The VNPAY payment gateway (decision 0054): the terminal code and hash secret VNPAY issued; both set = "Thẻ ATM
   * / thẻ quốc tế / QR ngân hàng (VNPAY)" is offered at checkout. The URLs default to VNPAY's sandbox.
   */
  VNPAY_TMN_CODE: z.string().trim().regex(/^[A-Za-z0-9]{8}$/, "VNPAY_TMN_CODE is VNPAY's 8-character terminal code").optional().or(z.literal("").transform(() => undefined)),
  VNPAY_HASH_SECRET: z.string().trim().min(8, "VNPAY_HASH_SECRET must be at least 8 characters").optional().or(z.literal("").transform(() => undefined)),
  VNPAY_PAYMENT_URL: emptyAsUnset(z.string().url().default("https://sandbox.vnpayment.vn/paymentv2/vpcpay.html")),
  VNPAY_API_URL: emptyAsUnset(z.string().url().default("https://sandbox.vnpayment.vn/merchant_webapi/api/transaction")),
  /**
   * VNPAY's instalment service (trả góp, decision 0061), where the shop initiates an instalment payment; sandbox by
   * default. VNPAY gives the live address with the instalment contract (the documentation read does not state it).
   */
  VNPAY_INSTALMENT_URL: emptyAsUnset(z.string().url().default("https://sandbox.vnpayment.vn/isp-svc")),
  /**
   * The MoMo wallet gateway (decision 0057): the partner code, access key and secret key MoMo issued; all three set =
   * "Ví MoMo" is offered at checkout. The endpoint defaults to MoMo's sandbox (live: https://payment.momo.vn).
   */
  MOMO_PARTNER_CODE: z.string().trim().min(1).max(50).optional().or(z.literal("").transform(() => undefined)),
  MOMO_ACCESS_KEY: z.string().trim().min(1).optional().or(z.literal("").transform(() => undefined)),
  MOMO_SECRET_KEY: z.string().trim().min(8, "MOMO_SECRET_KEY must be at least 8 characters").optional().or(z.literal("").transform(() => undefined)),
  MOMO_ENDPOINT: emptyAsUnset(z.string().url().default("https://test-payment.momo.vn")),
  SEED_ON_EMPTY: booleanFromEnv.default(true),
  /**
   * The seeded administrator (see server/process/admin-seed.ts): created at start-up when missing. Without
   * ADMIN_PASSWORD and with no administrator at all, `admin` gets a random password printed once to the log.
   */
  ADMIN_USERNAME: z.string().trim().optional().or(z.literal("").transform(() => undefined)),
  ADMIN_PASSWORD: z.string().optional().or(z.literal("").transform(() => undefined)),
  TRUST_PROXY: booleanFromEnv.default(false),
  /**
   * log2 of scrypt's cost for new password hashes (16 = OWASP's 64 MiB, ~0.3 s). Only the test suites lower it,
   * where hashing is not what is tested; a stored hash keeps the cost it was made with.
   */
  PASSWORD_SCRYPT_LN: z.coerce.number().int().min(10).max(20).default(16),
  /**
   * Staff and dealer sessions end after this idle time and this absolute lifetime from sign-in, whichever comes
   * first (ASVS V7, issue 45).
   */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  DEALER_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(12 * 60),
  DEALER_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(7 * 24),
  /** Contact and trial requests stored per client IP in 10 minutes (anti-spam); raise it only for tests. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Megabytes of photos the owners' anonymous upload (`POST /api/warranty/uploads`) takes per client address in 24
   * hours (counted as sent, before decoding); more is a 429. Enough for two warranty claims of full-size photos.
   */
  ANONYMOUS_UPLOAD_MB_PER_ADDRESS: z.coerce.number().min(0.01).max(2000).default(40),
  /**
   * Megabytes the anonymous upload takes from every address together in 24 hours: a bound on what strangers can add
   * to the database (and to every backup) in a day, whatever the number of addresses; more is a 429.
   */
  ANONYMOUS_UPLOAD_MB_PER_DAY: z.coerce.number().min(0.01).max(2000).default(400),
  /**
   * Analytics events accepted per anonymous client per minute (a reader clicking around stays far below); raise it
   * only for tests, where every browser shares 127.0.0.1.
   */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
});

type ConfigVariable = keyof typeof ConfigSchema.shape;

/** Every environment variable the shop reads (docs/operations.md's table is checked against it). */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.shape) as ConfigVariable[];

export interface ConfigGroup {
  name: string;
  /** What the group turns on, for the refusal's line. */
  purpose: string;
  /** All of them, or none: any variable of the group set means these must be set too. */
  required: readonly ConfigVariable[];
  /** Belong to the group (setting one alone is a half-set group) but have a default. */
  optional: readonly ConfigVariable[];
}

/**
 * Settings that only work together. A half-set group used to start silently without what it was set up for (two
 * of three BANK_* hid VietQR, four of five EINVOICE_SEPAY_* left invoices manual); now it stops the start, naming
 * what is missing. BANK_WEBHOOK_SECRET is not in BANK: the owner may keep the account in the store settings.
 * A gateway added later declares its group here (docs/operations.md lists the groups, checked by a test).
 */
export const CONFIG_GROUPS: readonly ConfigGroup[] = [
  { name: "BANK", purpose: "VietQR bank transfer", required: ["BANK_BIN", "BANK_ACCOUNT", "BANK_ACCOUNT_NAME"], optional: ["BANK_NAME"] },
  {
    name: "EINVOICE_SEPAY",
    purpose: "e-invoices through SePay",
    required: [
      "EINVOICE_SEPAY_CLIENT_ID",
      "EINVOICE_SEPAY_CLIENT_SECRET",
      "EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID",
      "EINVOICE_SEPAY_TEMPLATE_CODE",
      "EINVOICE_SEPAY_INVOICE_SERIES",
    ],
    optional: ["EINVOICE_SEPAY_URL", "EINVOICE_SEPAY_POLL_MS"],
  },
  { name: "SMTP", purpose: "sending e-mail", required: ["SMTP_URL"], optional: ["MAIL_FROM"] },
  // The gateways' URL variables stand alone: they also say where the sandbox is for the owner's payment settings.
  { name: "VNPAY", purpose: "paying through VNPAY", required: ["VNPAY_TMN_CODE", "VNPAY_HASH_SECRET"], optional: [] },
  { name: "MOMO", purpose: "paying with the MoMo wallet", required: ["MOMO_PARTNER_CODE", "MOMO_ACCESS_KEY", "MOMO_SECRET_KEY"], optional: [] },
];

/** A start-up refusal whose message is meant for the operator as it is, one line per problem (no stack). */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== "";

/** One line per half-set group of the raw environment (defaults do not count as set). */
function incompleteGroups(env: NodeJS.ProcessEnv): string[] {
  return CONFIG_GROUPS.flatMap((group) => {
    const present = [...group.required, ...group.optional].some((name) => isSet(env[name]));
    const missing = group.required.filter((name) => !isSet(env[name]));
    if (!present || missing.length === 0) return [];
    return [`Incomplete configuration: group ${group.name} (${group.purpose}) is missing ${missing.join(", ")} — set the whole group or leave all of it empty`];
  });
}

export interface BankAccount {
  bin: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
}

export type Config = z.infer<typeof ConfigSchema> & {
  /** Set when all bank settings are present: bank transfer (VietQR) is offered. */
  bank: BankAccount | null;
  isProduction: boolean;
  /** Cookies get `Secure` when the production site is served over HTTPS. */
  cookieSecure: boolean;
};

/**
 * Parses the environment once. A bad value, a half-set group (CONFIG_GROUPS) or production without SITE_URL stops
 * start-up with a ConfigError listing every problem, one line each.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `Invalid setting ${issue.path.join(".")}: ${issue.message}`)),
    ...incompleteGroups(env),
    // The default (http://localhost:3000) would put localhost into links, canonical URLs, e-mails and passkeys.
    ...(env.NODE_ENV === "production" && !isSet(env.SITE_URL)
      ? ["Missing configuration: SITE_URL is required in production — the address visitors open, e.g. https://maypha.vn"]
      : []),
  ];
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems.join("\n"));
  const isProduction = parsed.data.NODE_ENV === "production";
  const { BANK_BIN, BANK_ACCOUNT, BANK_ACCOUNT_NAME, BANK_NAME } = parsed.data;
  const bank =
    BANK_BIN && BANK_ACCOUNT && BANK_ACCOUNT_NAME
      ? { bin: BANK_BIN, accountNumber: BANK_ACCOUNT, accountName: BANK_ACCOUNT_NAME, bankName: BANK_NAME ?? `Ngân hàng (BIN ${BANK_BIN})` }
      : null;
  return { ...parsed.data, bank, isProduction, cookieSecure: isProduction && parsed.data.SITE_URL.startsWith("https:") };
}

/**
 * loadConfig for a process's entry point: a refused configuration is printed as it is, one line per problem and
 * no stack, and the process exits 1.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** What the browser may see. Nothing secret goes here. */
export function publicEnv(config: Config) {
  return {
    GA_MEASUREMENT_ID: config.GA_MEASUREMENT_ID ?? null,
    siteUrl: config.SITE_URL,
    /** The dealer finder's map tiles (decision 0039); null: no map. */
    mapTiles: config.MAP_TILE_URL ? { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION } : null,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
