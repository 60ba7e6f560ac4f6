import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/*
 * Password hashing: scrypt (memory-hard) from node:crypto. The stored string describes itself, PHC style:
 *   $scrypt$ln=16,r=8,p=2$<salt, base64>$<key, base64>
 * so parameters can be raised later without breaking existing hashes.
 */

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * OWASP's scrypt settings (N=2^16, r=8, p=2): 64 MiB and about a third of a second per hash — expensive for an
 * attacker with a stolen database, affordable for a handful of administrator logins.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { ln: 16, r: 8, p: 2 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds for parameters read from a stored hash, so a corrupt row cannot make a login burn the server. */
const LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 16] } as const;

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function formatHash({ params, salt, key }: ParsedHash): string {
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** The parts of a stored hash, or null when it is not one of ours (or its parameters are out of bounds). */
export function parseHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec(stored);
  if (!match) return null;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  for (const name of ["ln", "r", "p"] as const) {
    const [min, max] = LIMITS[name];
    if (params[name] < min || params[name] > max) return null;
  }
  const salt = Buffer.from(match[4]!, "base64");
  const key = Buffer.from(match[5]!, "base64");
  if (salt.length < 16 || key.length < 16) return null;
  return { params, salt, key };
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, params);
  return formatHash({ params, salt, key });
}

/** Constant-time comparison of the derived key; false for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's (re-hash it at the next successful login). */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.ln < params.ln || parsed.params.r < params.r || parsed.params.p < params.p;
}

/** A random password for the first administrator: 24 characters of base64url (144 bits). */
export function randomPassword(): string {
  return randomBytes(18).toString("base64url");
}
