import type { Logger } from "pino";
import type { GeneratedAdmin } from "./admin-seed";
import type { Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { DEFAULT_SCRYPT_PARAMS } from "../services/staff-and-access/passwords";
import type { ServiceEvents, ServiceOptions, Services } from "../services";
import type { SepayEInvoiceConfig } from "../services/einvoices/sepay-einvoice";
import type { MomoConfig } from "../services/payments/momo-protocol";
import type { VnpayConfig } from "../services/payments/vnpay-protocol";

/** The services' settings from the environment: one place for the process entry points and the tests. */
/** The SePay eInvoice settings when all are present (decision 0043), else null (the manual mode). */
function sepayEInvoiceConfigOf(config: Config): SepayEInvoiceConfig | null {
  const { EINVOICE_SEPAY_CLIENT_ID, EINVOICE_SEPAY_CLIENT_SECRET, EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID, EINVOICE_SEPAY_TEMPLATE_CODE, EINVOICE_SEPAY_INVOICE_SERIES } = config;
  if (!EINVOICE_SEPAY_CLIENT_ID || !EINVOICE_SEPAY_CLIENT_SECRET || !EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID || !EINVOICE_SEPAY_TEMPLATE_CODE || !EINVOICE_SEPAY_INVOICE_SERIES) return null;
  return {
    baseUrl: config.EINVOICE_SEPAY_URL ?? "https://einvoice-api.sepay.vn",
    clientId: EINVOICE_SEPAY_CLIENT_ID,
    clientSecret: EINVOICE_SEPAY_CLIENT_SECRET,
    providerAccountId: EINVOICE_SEPAY_PROVIDER_ACCOUNT_ID,
    templateCode: EINVOICE_SEPAY_TEMPLATE_CODE,
    invoiceSeries: EINVOICE_SEPAY_INVOICE_SERIES,
    pollIntervalMs: config.EINVOICE_SEPAY_POLL_MS,
  };
}

/** VNPAY's settings when its terminal code and secret are set (decision 0054), else null (not offered). */
function vnpayConfigOf(config: Config): VnpayConfig | null {
  if (!config.VNPAY_TMN_CODE || !config.VNPAY_HASH_SECRET) return null;
  return { tmnCode: config.VNPAY_TMN_CODE, hashSecret: config.VNPAY_HASH_SECRET, paymentUrl: config.VNPAY_PAYMENT_URL, apiUrl: config.VNPAY_API_URL, instalmentUrl: config.VNPAY_INSTALMENT_URL };
}

/** MoMo's settings when its partner code and both keys are set (decision 0057), else null (not offered). */
function momoConfigOf(config: Config): MomoConfig | null {
  if (!config.MOMO_PARTNER_CODE || !config.MOMO_ACCESS_KEY || !config.MOMO_SECRET_KEY) return null;
  return { partnerCode: config.MOMO_PARTNER_CODE, accessKey: config.MOMO_ACCESS_KEY, secretKey: config.MOMO_SECRET_KEY, endpoint: config.MOMO_ENDPOINT };
}

export function serviceOptionsFrom(config: Config, sessionSecret: string, events?: ServiceEvents): ServiceOptions {
  return {
    leads: { rateLimit: config.LEAD_RATE_LIMIT },
    passwordHashing: { ...DEFAULT_SCRYPT_PARAMS, ln: config.PASSWORD_SCRYPT_LN },
    bank: config.bank,
    linkSecret: sessionSecret,
    siteUrl: config.SITE_URL,
    shopEmail: config.NOTIFY_EMAIL,
    events,
    zaloEndpoints: { apiUrl: config.ZALO_API_URL, oauthUrl: config.ZALO_OAUTH_URL },
    ghnEndpoints: { sandbox: config.GHN_SANDBOX_URL, live: config.GHN_LIVE_URL },
    secretsKey: config.SECRETS_KEY,
    outboxLeaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
    einvoice: sepayEInvoiceConfigOf(config),
    vnpay: vnpayConfigOf(config),
    momo: momoConfigOf(config),
    gatewaySandbox: { vnpay: { paymentUrl: config.VNPAY_PAYMENT_URL, apiUrl: config.VNPAY_API_URL, instalmentUrl: config.VNPAY_INSTALMENT_URL }, momo: config.MOMO_ENDPOINT },
    // The privacy notice lists the processors actually configured (issue 45): never the SMTP credentials, the host only.
    privacy: { mailServer: mailServerOf(config.SMTP_URL), bankWebhook: Boolean(config.BANK_WEBHOOK_SECRET) },
    sessionLifetimes: {
      staffIdleMs: config.STAFF_SESSION_IDLE_MINUTES * 60_000,
      staffAbsoluteMs: config.STAFF_SESSION_MAX_HOURS * 3_600_000,
      dealerIdleMs: config.DEALER_SESSION_IDLE_MINUTES * 60_000,
      dealerAbsoluteMs: config.DEALER_SESSION_MAX_HOURS * 3_600_000,
    },
  };
}

function mailServerOf(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  try {
    return new URL(smtpUrl).hostname || null;
  } catch {
    return null;
  }
}

/** The configured database, opened and migrated (one place for the server and the command-line tools). */
export function openConfiguredDatabase(config: Config, poolMax = config.DATABASE_POOL_MAX): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax })
    : openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
}

interface Bootstrapped {
  services: Services;
  /** Demo data was loaded into an empty database at this start. */
  demoDataSeeded: boolean;
  /** Set only when an administrator with a random password was created at this start. */
  generatedAdmin: GeneratedAdmin | null;
}

/**
 * Opens (and migrates) the configured database, seeds demo data into an empty one, builds the services, and moves
 * the files of an old DATA_DIR/uploads folder into the database (once; see legacy-uploads.ts).
 */
export async function bootstrap(config: Config, logger: Logger, sessionSecret: string, events?: ServiceEvents): Promise<Bootstrapped> {
  const started = Date.now();
  // The services' modules load while the database opens and migrates, so a database that cannot be reached fails
  // the start without waiting for them (most of a start's time when it runs from the sources, under tsx).
  const modules = Promise.all([import("../services"), import("../db/seed"), import("./legacy-uploads"), import("./admin-seed")]);
  modules.catch(() => undefined);
  const database = await openConfiguredDatabase(config);
  logger.info({ driver: database.driver, ms: Date.now() - started }, "database ready (migrations applied)");
  const [{ createServices }, { isDatabaseEmpty, seedDemoData }, { importLegacyUploads }, { ensureAdmin }] = await modules;

  const demoDataSeeded = config.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db));
  if (demoDataSeeded) await seedDemoData(database.db);
  const services = createServices(database, {
    ...serviceOptionsFrom(config, sessionSecret, events),
    onEInvoiceError: (error, orderId) => logger.warn({ err: error, orderId }, "e-invoice not issued"),
    onGatewayError: (error) => logger.error({ err: error }, "gateway notification not recorded"),
  });
  await services.publicContent.listening.catch((error: unknown) =>
    logger.warn({ err: error }, "not listening for other processes' content changes: their cached pages expire on their own"),
  );
  await importLegacyUploads({ dataDir: config.DATA_DIR, db: database.db, uploads: services.uploads, publicContent: services.publicContent, logger });
  const generatedAdmin = await ensureAdmin(services, config, logger);
  return { services, demoDataSeeded, generatedAdmin };
}
