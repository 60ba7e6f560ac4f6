import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, like, lt, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Metadata, Sharp, SharpOptions } from "sharp";
import {
  IMAGE_PIXELS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type UploadImageType,
} from "#common/schemas/blog-admin";
import {
  isLegacyUploadPath,
  originalName,
  parseOriginalName,
  parseVariantName,
  UPLOAD_KEY_LENGTH,
  variantName,
  variantWidths,
  type UploadExtension,
  type UploadSource,
} from "#common/uploaded-image";
import type { Db } from "../../db/client";
import { storedFileAliases, storedFiles } from "../../db/schema";
import { AppError, ValidationError } from "./errors";

export { UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE };

type SharpFactory = (input?: Uint8Array, options?: SharpOptions) => Sharp;
let loadedSharp: Promise<SharpFactory> | undefined;
/**
 * sharp (libvips) is loaded by the first upload, not at start: it adds ~20 MB of resident memory and ~60 ms to
 * every process, and most processes never make a photo. libvips keeps no cache of decoded images: an upload is
 * read once.
 */
function loadSharp(): Promise<SharpFactory> {
  return (loadedSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

const EXTENSION: Record<UploadImageType, UploadExtension> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};
const SHARP_FORMAT: Record<UploadImageType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

/**
 * WebP at quality 75: a 4,000 × 3,000 phone photo's 1,080-wide copy (what a 375 px phone at 3× picks for the
 * product photo) is ~130 kB for a detailed picture, against ~160 kB at 80 with no difference visible at that size.
 * AVIF was ~35 % smaller again but took 10–25× the CPU to encode on these machines (decision 0035).
 */
const VARIANT_QUALITY = 75;
/** An upload that carried metadata is re-encoded without it; at this quality the copy is not told from the photo. */
const CLEAN_JPEG_QUALITY = 90;
const CLEAN_WEBP_QUALITY = 90;
/** Served files kept in memory per process: the small variants pages ask for most. */
const CACHE_BYTES = 16 * 1024 * 1024;
const CACHE_LARGEST_FILE = 1024 * 1024;

/** The real type of an image from its first bytes (the declared Content-Type is not trusted). SVG is refused. */
function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return "image/png";
  if (bytes.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** What an upload answers (the editors keep `url`). */
export interface UploadedImage {
  url: string;
  type: UploadImageType;
  /** Bytes of the stored photo. */
  size: number;
  width: number;
  height: number;
}

/** A stored file as /uploads sends it. */
export interface ServedFile {
  contentType: string;
  sha256: string;
  bytes: Buffer;
}

interface NewFile {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
  variantWidth?: number;
}

const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Runs one job at a time: photos are made one after the other, so the other core keeps answering pages. */
function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * Images staff upload, stored in the database (table stored_files) and served at /uploads by any app process.
 * An upload is checked (type from its bytes, size, pixels), cleaned of its metadata (phones write the GPS
 * position into EXIF) and turned upright, and made into WebP copies at the widths of common/uploaded-image.ts.
 */
/**
 * The `/uploads/<name>` URLs of these that name no stored upload. A public form (a receipt, a service request's
 * photos) may only point at a photo that was uploaded: a made-up name would be a broken picture on the desk, and a
 * receipt that is not there is no proof of the purchase date.
 */
export async function missingUploads(db: Db, urls: readonly string[]): Promise<string[]> {
  const nameOf = (url: string) => url.slice("/uploads/".length);
  const names = [...new Set(urls.map(nameOf))];
  if (names.length === 0) return [];
  const rows = await db.select({ name: storedFiles.name }).from(storedFiles).where(inArray(storedFiles.name, names));
  const stored = new Set(rows.map((row) => row.name));
  return urls.filter((url) => !stored.has(nameOf(url)));
}

/** How long an upload nothing refers to is kept after it was last uploaded (decision 0049). */
export const UNUSED_PUBLIC_UPLOAD_GRACE_MS = 24 * 3600_000;
export const UNUSED_STAFF_UPLOAD_GRACE_MS = 7 * 24 * 3600_000;

/**
 * Tables whose text is never a use of a photo: the store itself, the audit trail (a replaced photo's old address in
 * a change's "before" is history, not a use), and bookkeeping. Every other text, JSON or text-array column of every
 * table counts, so a column added later is covered without being listed anywhere.
 */
const NOT_A_USE = new Set([
  "stored_files",
  "stored_file_aliases",
  "audit_log",
  "sessions",
  "rate_limits",
  "analytics_salts",
  "page_view_stats",
  "referrer_stats",
  "daily_visitors",
]);

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * The keys (first 32 hex digits) of every upload some stored text names — `/uploads/<key>-…`, an original or a copy,
 * as a path or inside a full URL: product photos and galleries, content blocks, posts' HTML and covers, the store
 * settings, order and quote lines, after-sale photos and receipts, reviews, mails in the outbox… The one answer to
 * "is this photo used?".
 */
export async function referencedUploadKeys(db: Db): Promise<Set<string>> {
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and (data_type in ('text', 'character varying', 'json', 'jsonb') or (data_type = 'ARRAY' and udt_name in ('_text', '_varchar')))
    order by table_name, ordinal_position
  `)) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns.rows) {
    if (NOT_A_USE.has(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const keys = new Set<string>();
  for (const [table, names] of byTable) {
    const text = `concat_ws(' ', ${names.map((name) => `${quoted(name)}::text`).join(", ")})`;
    const found = (await db.execute(
      sql.raw(
        `select distinct lower(m[1]) as key from (select ${text} as t from ${quoted(table)} where ${text} like '%/uploads/%') s, ` +
          `regexp_matches(s.t, '/uploads/([0-9a-fA-F]{${UPLOAD_KEY_LENGTH}})-', 'g') as m`,
      ),
    )) as unknown as { rows: Array<{ key: string }> };
    for (const row of found.rows) keys.add(row.key);
  }
  return keys;
}

export function createUploadService(db: Db, { maxInputPixels = MAX_IMAGE_PIXELS }: { maxInputPixels?: number } = {}) {
  const queue = oneAtATime();
  const served = new LRUCache<string, ServedFile>({ maxSize: CACHE_BYTES, sizeCalculation: (file) => file.bytes.length + 256 });

  /**
   * Stores a checked image (and its copies) unless it is there already; answers its name and size. A repeat renews
   * the photo's grace period (and makes it a staff upload when staff send it).
   */
  async function store(bytes: Uint8Array, type: UploadImageType, source: UploadSource): Promise<UploadedImage> {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!meta || meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) {
      throw new ValidationError(IMAGE_UNREADABLE_MESSAGE, { file: [IMAGE_UNREADABLE_MESSAGE] });
    }
    const pages = meta.pages ?? 1;
    const pageHeight = meta.pageHeight ?? meta.height;
    // A decompression bomb is a small file that claims a huge picture: refused from its header, before decoding.
    if (meta.width * pageHeight * pages > maxInputPixels) throw new AppError(413, IMAGE_PIXELS_MESSAGE);
    const animated = pages > 1;
    const upright = animated ? { width: meta.width, height: pageHeight } : meta.autoOrient;
    const name = originalName({ key: sha256Of(bytes).slice(0, UPLOAD_KEY_LENGTH), ...upright, extension: EXTENSION[type] });
    const existing = await db
      .update(storedFiles)
      .set({ lastUploadedAt: new Date(), ...(source === "staff" ? { source } : {}) })
      .where(eq(storedFiles.name, name))
      .returning({ size: storedFiles.byteSize });
    if (existing[0]) return { url: `/uploads/${name}`, type, size: existing[0].size, ...upright };

    const files = await queue(() => makeFiles(sharp, bytes, type, meta, { name, animated, ...upright }));
    await db.transaction(async (tx) => {
      const [original, ...variants] = files;
      await tx
        .insert(storedFiles)
        .values({ ...rowOf(original!), source, lastUploadedAt: new Date() })
        .onConflictDoUpdate({ target: storedFiles.name, set: { lastUploadedAt: new Date(), ...(source === "staff" ? { source } : {}) } });
      if (variants.length) {
        await tx
          .insert(storedFiles)
          .values(variants.map((variant) => ({ ...rowOf(variant), originalName: name, variantWidth: variant.variantWidth!, variantFormat: "webp" })))
          .onConflictDoNothing();
      }
    });
    return { url: `/uploads/${name}`, type, size: files[0]!.bytes.length, ...upright };
  }

  /** The photo without its metadata, upright, and its WebP copies; sharp works off the event loop. */
  async function makeFiles(
    sharp: SharpFactory,
    bytes: Uint8Array,
    type: UploadImageType,
    meta: Metadata,
    { name, animated, width, height }: { name: string; animated: boolean; width: number; height: number },
  ): Promise<NewFile[]> {
    const input = () => sharp(bytes, { limitInputPixels: maxInputPixels, animated, failOn: "error" });
    try {
      const hasMetadata = Boolean(meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.comments?.length);
      const turned = (meta.orientation ?? 1) > 1;
      const upright = () => (animated ? input() : input().autoOrient());
      // With nothing to remove or turn, the upload is kept byte for byte.
      const originalBytes = hasMetadata || turned ? await cleaned(upright().keepIccProfile(), type).toBuffer() : Buffer.from(bytes);
      const original: NewFile = { name, contentType: type, width, height, bytes: originalBytes };
      const widths = variantWidths(width);
      const variants: NewFile[] = [];
      if (animated) {
        for (const variantWidth of widths) {
          const { data, info } = await input().resize({ width: variantWidth }).webp({ quality: VARIANT_QUALITY }).toBuffer({ resolveWithObject: true });
          variants.push(variantFile(name, variantWidth, data, info.width, info.pageHeight ?? info.height));
        }
      } else {
        // Decoded once, at the widest copy's size (JPEG shrinks while decoding); the narrower copies come from that.
        const widest = widths[widths.length - 1]!;
        const { data, info } = await upright().resize({ width: widest }).raw().toBuffer({ resolveWithObject: true });
        for (const variantWidth of widths) {
          const pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
          const encoded = await (variantWidth === info.width ? pipeline : pipeline.resize({ width: variantWidth }))
            .webp({ quality: VARIANT_QUALITY })
            .toBuffer({ resolveWithObject: true });
          variants.push(variantFile(name, variantWidth, encoded.data, encoded.info.width, encoded.info.height));
        }
      }
      return [original, ...variants];
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError(413, IMAGE_PIXELS_MESSAGE);
      throw new ValidationError(IMAGE_UNREADABLE_MESSAGE, { file: [IMAGE_UNREADABLE_MESSAGE] });
    }
  }

  /**
   * A copy at one of today's widths of a photo uploaded when the widths were others: made from the stored photo
   * on its first request and kept. Only widths `variantWidths` names for that photo, so a request cannot make the
   * server encode at any width it likes.
   */
  async function missingVariant(name: string): Promise<{ contentType: string; sha256: string; bytes: string } | undefined> {
    const wanted = parseVariantName(name);
    if (!wanted) return undefined;
    const [stored] = await db
      .select({ name: storedFiles.name, bytes: bytesAsBase64 })
      .from(storedFiles)
      .where(and(like(storedFiles.name, `${wanted.key}-%x%`), isNull(storedFiles.originalName)));
    const photo = stored && parseOriginalName(stored.name);
    if (!photo || !variantWidths(photo.width).includes(wanted.width)) return undefined;
    const sharp = await loadSharp();
    const variant = await queue(async () => {
      const bytes = Buffer.from(stored.bytes, "base64");
      const animated = ((await sharp(bytes).metadata()).pages ?? 1) > 1;
      const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels, animated })
        .resize({ width: wanted.width })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return variantFile(stored.name, wanted.width, data, info.width, info.pageHeight ?? info.height);
    });
    await db
      .insert(storedFiles)
      .values({ ...rowOf(variant), originalName: stored.name, variantWidth: wanted.width, variantFormat: "webp" })
      .onConflictDoNothing();
    return { contentType: variant.contentType, sha256: sha256Of(variant.bytes), bytes: variant.bytes.toString("base64") };
  }

  return {
    /**
     * An upload from the editors (the REST endpoint and the /admin/uploads action), or with `source: "public"` from
     * the owners' anonymous upload (its budget is the caller's).
     */
    async saveImage(bytes: Uint8Array, declaredType: string | undefined, { source = "staff" }: { source?: UploadSource } = {}): Promise<UploadedImage> {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, UPLOAD_SIZE_MESSAGE);
      const declared = (declaredType ?? "").split(";")[0]!.trim().toLowerCase();
      const type = sniffImageType(bytes);
      if (!type || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(declared) || declared !== type) {
        throw new ValidationError(UPLOAD_TYPE_MESSAGE, { file: [UPLOAD_TYPE_MESSAGE] });
      }
      return store(bytes, type, source);
    },

    /**
     * Removes the uploads nothing refers to (with their copies), a grace period after they were last uploaded: a
     * public one after a day (a warranty photo never attached to a request or an activation), a staff one after a
     * week (an editor's upload never saved into a page). Never one that any stored text names (`referencedUploadKeys`)
     * or an old path still points at. Answers how many originals went and the bytes freed, copies included.
     */
    async deleteUnused({ now = new Date(), publicGraceMs = UNUSED_PUBLIC_UPLOAD_GRACE_MS, staffGraceMs = UNUSED_STAFF_UPLOAD_GRACE_MS } = {}): Promise<{ files: number; bytes: number }> {
      const publicBefore = new Date(now.getTime() - publicGraceMs);
      const staffBefore = new Date(now.getTime() - staffGraceMs);
      const old = or(
        and(eq(storedFiles.source, "public"), lt(storedFiles.lastUploadedAt, publicBefore)),
        and(eq(storedFiles.source, "staff"), lt(storedFiles.lastUploadedAt, staffBefore)),
      );
      const candidates = await db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(and(isNull(storedFiles.originalName), old, sql`not exists (select 1 from ${storedFileAliases} where ${storedFileAliases.name} = ${storedFiles.name})`));
      if (candidates.length === 0) return { files: 0, bytes: 0 };
      const referenced = await referencedUploadKeys(db);
      const unused = candidates.map((row) => row.name).filter((name) => !referenced.has(name.slice(0, UPLOAD_KEY_LENGTH).toLowerCase()));
      let files = 0;
      let bytes = 0;
      for (let start = 0; start < unused.length; start += 100) {
        const batch = unused.slice(start, start + 100);
        // Still old when deleted: a photo uploaded again meanwhile has a new grace period.
        const removed = await db.transaction(async (tx) => {
          const doomed = (
            await tx
              .select({ name: storedFiles.name })
              .from(storedFiles)
              .where(and(inArray(storedFiles.name, batch), isNull(storedFiles.originalName), old))
              .for("update")
          ).map((row) => row.name);
          if (doomed.length === 0) return { files: 0, bytes: 0 };
          const [freed] = await tx
            .select({ bytes: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)` })
            .from(storedFiles)
            .where(or(inArray(storedFiles.name, doomed), inArray(storedFiles.originalName, doomed)));
          await tx.delete(storedFiles).where(inArray(storedFiles.name, doomed));
          return { files: doomed.length, bytes: Number(freed?.bytes ?? 0) };
        });
        files += removed.files;
        bytes += removed.bytes;
      }
      for (const name of unused) served.delete(name);
      if (files > 0) {
        // PGlite has no autovacuum: without this the room of removed photos stays dead in its data folder (and in
        // every backup of it) instead of being reused by the next uploads; PostgreSQL's autovacuum would come later.
        // Outside a transaction, as VACUUM must be.
        await db.execute(sql`VACUUM ${storedFiles}`);
      }
      return { files, bytes };
    },

    /**
     * A file of the old DATA_DIR/uploads folder, stored like an upload (but without the upload size limit, which
     * it met when it was made). Null when it is not an image the store takes. Safe to repeat and to run in two
     * processes at once: rows are named by their content and written with ON CONFLICT DO NOTHING.
     */
    async importLegacyFile(legacyPath: string, bytes: Uint8Array): Promise<UploadedImage | null> {
      const type = sniffImageType(bytes);
      if (!type || !isLegacyUploadPath(legacyPath)) return null;
      return store(bytes, type, "staff");
    },

    /** The old path answers with the imported file from now on (written last: it marks the file as imported). */
    async addLegacyAlias(legacyPath: string, url: string): Promise<void> {
      await db.insert(storedFileAliases).values({ path: legacyPath, name: url.slice("/uploads/".length) }).onConflictDoNothing();
    },

    /** Old paths already imported (a later start skips their files without reading them). */
    async importedLegacyPaths(): Promise<Set<string>> {
      const rows = await db.select({ path: storedFileAliases.path }).from(storedFileAliases);
      return new Set(rows.map((row) => row.path));
    },

    /** The file at `/uploads/<name>` (an upload, a variant or an old path); null if there is none. */
    async file(name: string): Promise<ServedFile | null> {
      const cached = served.get(name);
      if (cached) return cached;
      const columns = { contentType: storedFiles.contentType, sha256: storedFiles.sha256, bytes: bytesAsBase64 };
      let [row]: Array<{ contentType: string; sha256: string; bytes: string } | undefined> = await db
        .select(columns)
        .from(storedFiles)
        .where(eq(storedFiles.name, name));
      if (!row && isLegacyUploadPath(name)) {
        [row] = await db
          .select(columns)
          .from(storedFileAliases)
          .innerJoin(storedFiles, eq(storedFiles.name, storedFileAliases.name))
          .where(eq(storedFileAliases.path, name));
      }
      if (!row) row = await missingVariant(name);
      if (!row) return null;
      const file = { contentType: row.contentType, sha256: row.sha256, bytes: Buffer.from(row.bytes, "base64") };
      if (file.bytes.length <= CACHE_LARGEST_FILE) served.set(name, file);
      return file;
    },

    /** An upload's copies, narrowest first (tests and the bench). */
    async variantsOf(url: string): Promise<Array<{ url: string; width: number; height: number; size: number }>> {
      const rows = await db
        .select({ name: storedFiles.name, width: storedFiles.width, height: storedFiles.height, size: storedFiles.byteSize })
        .from(storedFiles)
        .where(eq(storedFiles.originalName, url.replace(/^\/uploads\//, "")))
        .orderBy(storedFiles.width);
      return rows.map(({ name, ...row }) => ({ url: `/uploads/${name}`, ...row }));
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

function cleaned(pipeline: Sharp, type: UploadImageType): Sharp {
  switch (type) {
    case "image/jpeg":
      return pipeline.jpeg({ quality: CLEAN_JPEG_QUALITY });
    case "image/png":
      return pipeline.png();
    case "image/webp":
      return pipeline.webp({ quality: CLEAN_WEBP_QUALITY });
    case "image/gif":
      return pipeline.gif();
  }
}

function variantFile(original: string, variantWidth: number, bytes: Buffer, width: number, height: number): NewFile {
  const key = original.slice(0, UPLOAD_KEY_LENGTH);
  return { name: variantName(key, variantWidth), contentType: "image/webp", width, height, bytes, variantWidth };
}

/**
 * Bytes travel to and from the database as base64 text, decoded by the database and by Node's native code: PGlite
 * turns a bytea parameter into hex and back one byte at a time in JavaScript, on the event loop (a 4.4 MB photo:
 * ~3.5 s to insert and ~1.4 s to read, against ~0.4 s and ~0.08 s this way). node-postgres gains as well: base64
 * is a third larger than the bytes, its bytea text is twice their size.
 */
const bytesAsBase64 = sql<string>`encode(${storedFiles.bytes}, 'base64')`;

function rowOf(file: NewFile) {
  return {
    name: file.name,
    sha256: sha256Of(file.bytes),
    contentType: file.contentType,
    byteSize: file.bytes.length,
    width: file.width,
    height: file.height,
    bytes: sql`decode(${file.bytes.toString("base64")}, 'base64')`,
  };
}
