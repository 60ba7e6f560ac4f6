import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { deflateSync, crc32 } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_PIXELS_MESSAGE, IMAGE_UNREADABLE_MESSAGE, MAX_UPLOAD_BYTES } from "#common/schemas/blog-admin";
import { loadConfig } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { blogPosts, products, storedFiles } from "../../server/db/schema";
import { signValue } from "../../server/http/cookies";
import { SESSION_COOKIE } from "../../server/http/session";
import { restoreBackup } from "../../server/process/backup";
import { importLegacyUploads } from "../../server/process/legacy-uploads";
import { startServer, type RunningServer } from "../../server/process/serve";
import { CHEAP_PASSWORD_HASHING, drivers, startTestApp, useTestApp, type Driver, type TestApp } from "./harness";
import { seededDataDir, throwAwayPostgres } from "./support/process";

const run = promisify(execFile);
const silent = pino({ level: "silent" });
const SECRET = "uploads-test-secret-".padEnd(48, "u");
const GPS = { GPSLatitudeRef: "N", GPSLatitude: "21/1 1/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "105/1 51/1 0/1" };

/**
 * What a phone sends: 4,000 × 3,000 pixels held sideways (EXIF orientation 6: shown 3,000 × 4,000), the GPS
 * position in EXIF, as close under the 5 MB limit as the JPEG quality gets it. Grain keeps it from compressing.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const grain = randomBytes(width * height * 3);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = ((x * 192) / width + (grain[i]! & 63)) & 255;
      raw[i + 1] = ((y * 192) / height + (grain[i + 1]! & 63)) & 255;
      raw[i + 2] = (96 + (grain[i + 2]! & 63)) & 255;
    }
  }
  for (const quality of [90, 88, 86, 84, 82, 80]) {
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "Điện thoại", Model: "X" }, IFD3: GPS })
      .toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES) return jpeg;
  }
  throw new Error("the phone photo did not fit under the upload limit");
}

/** A small photo with a GPS position, as the old store kept them on disk. */
function smallPhoto(width: number, height: number, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } });
  return (format === "png" ? canvas.png() : canvas.jpeg()).withExif({ IFD0: { Make: "Điện thoại" }, IFD3: GPS }).toBuffer();
}

/** A PNG of a few hundred bytes whose header claims 30,000 × 30,000 pixels (900 megapixels). */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth; colour type 0 = grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(30_001 * 64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function uploadAs(app: Pick<TestApp, "fetch">, cookie: string, body: Buffer, type: string) {
  const response = await app.fetch("/api/admin/uploads", { method: "POST", headers: { cookie, "content-type": type }, body: new Uint8Array(body) });
  return { status: response.status, body: (await response.json()) as { url: string; width: number; height: number; size: number; message?: string } };
}

async function fetchBytes(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe.each(drivers)("photos in the database on %s", (driver) => {
  const app = useTestApp(driver);
  let cookie = "";
  beforeAll(async () => {
    cookie = await app.adminCookie();
  });

  it("a 5 MB 4,000 × 3,000 phone photo with its GPS position comes back as WebP copies without metadata; the original is kept, upright, without it", { timeout: 180_000 }, async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    const sent = await sharp(photo).metadata();
    expect({ width: sent.width, height: sent.height, orientation: sent.orientation, gps: sent.exif?.includes("N") }).toEqual({ width: 4000, height: 3000, orientation: 6, gps: true });

    const uploaded = await uploadAs(app, cookie, photo, "image/jpeg");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 3000, height: 4000 });
    expect(uploaded.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}-3000x4000\.jpg$/);

    const variants = await app.services.uploads.variantsOf(uploaded.body.url);
    expect(variants.map((variant) => variant.width)).toEqual([320, 480, 640, 800, 1080, 1280, 1920]);
    for (const variant of variants) {
      const { response, bytes } = await fetchBytes(`${app.baseUrl}${variant.url}`);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: variant.width, height: Math.round((variant.width * 4) / 3) });
      expect(meta.exif, `${variant.url} carries EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.length).toBe(variant.size);
    }

    const { response, bytes } = await fetchBytes(`${app.baseUrl}${uploaded.body.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const original = await sharp(bytes).metadata();
    expect({ width: original.width, height: original.height, exif: original.exif, orientation: original.orientation }).toEqual({
      width: 3000,
      height: 4000,
      exif: undefined,
      orientation: undefined,
    });

    // The same photo again is the same file: nothing is made twice.
    const count = () => app.services.database.db.$count(storedFiles);
    const before = await count();
    const again = await uploadAs(app, cookie, photo, "image/jpeg");
    expect(again).toMatchObject({ status: 201, body: { url: uploaded.body.url } });
    expect(await count()).toBe(before);
  });

  it("serves a name for a year (immutable) with its type, an ETag and a 304, never sniffed; anything else is a 404", async () => {
    const uploaded = await uploadAs(app, cookie, await smallPhoto(800, 600, "png"), "image/png");
    expect(uploaded.status).toBe(201);
    const [variant] = await app.services.uploads.variantsOf(uploaded.body.url);
    for (const [url, type] of [[uploaded.body.url, "image/png"], [variant!.url, "image/webp"]] as const) {
      const first = await app.fetch(url);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe(type);
      expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(first.headers.get("x-content-type-options")).toBe("nosniff");
      expect(first.headers.get("set-cookie")).toBeNull();
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      await first.arrayBuffer();
      const again = await app.fetch(url, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const head = await app.fetch(url, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    }
    for (const url of [
      `/uploads/${"0".repeat(32)}-800x600.png`,
      `/uploads/${"0".repeat(32)}-320.webp`,
      "/uploads/blog/khong-co.jpg",
      // (fetch resolves `..` and `%2e%2e` before sending; an encoded slash reaches the server as it is)
      "/uploads/..%2fpackage.json",
      "/uploads/blog%2f..%2f..%2fpackage.json",
      "/uploads/x.svg",
    ]) {
      const response = await app.fetch(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("content-type"), url).toMatch(/^text\/plain/);
      await response.arrayBuffer();
    }
  });

  it("a photo uploaded when the copies had other widths gets today's widths on first request, and only those", async () => {
    const uploaded = await uploadAs(app, cookie, await smallPhoto(1200, 900), "image/jpeg");
    expect(uploaded.status).toBe(201);
    const variants = await app.services.uploads.variantsOf(uploaded.body.url);
    const newer = variants.find((variant) => variant.width === 1080)!;
    // As an upload of the earlier widths (320, 640, 960, 1,280) left it: no 1,080 copy.
    await app.services.database.db.delete(storedFiles).where(eq(storedFiles.name, newer.url.slice("/uploads/".length)));

    const made = await fetchBytes(`${app.baseUrl}${newer.url}`);
    expect(made.response.status).toBe(200);
    expect(made.response.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(made.bytes).metadata()).toMatchObject({ format: "webp", width: 1080, height: 810 });
    expect((await app.services.uploads.variantsOf(uploaded.body.url)).map((variant) => variant.width)).toContain(1080);

    const key = uploaded.body.url.slice("/uploads/".length, "/uploads/".length + 32);
    for (const width of [960, 1000, 2000]) expect((await app.fetch(`/uploads/${key}-${width}.webp`)).status, `${width}`).toBe(404);
  });

  it("refuses a decompression bomb from its header (413, in Vietnamese) and a broken image (400)", async () => {
    const bomb = await uploadAs(app, cookie, decompressionBomb(), "image/png");
    expect(bomb).toMatchObject({ status: 413, body: { message: IMAGE_PIXELS_MESSAGE } });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    expect(await uploadAs(app, cookie, broken, "image/jpeg")).toMatchObject({ status: 400, body: { message: IMAGE_UNREADABLE_MESSAGE } });
  });

  it("a photo field takes the store's own URL or an https: address, nothing else", async () => {
    const uploaded = await uploadAs(app, cookie, await smallPhoto(640, 480), "image/jpeg");
    const product = (image: string) =>
      app.fetch("/api/admin/products", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ name: `Máy ${randomBytes(3).toString("hex")}`, price: 41_000_000, image, categoryId: 1 }),
      });
    for (const image of ["/uploads/../x", "/uploads/../../etc/passwd.jpg", 'https://x/"onerror=alert(1)', "https://x/'a.png", "javascript:alert(1)", "http://cdn.example.vn/a.jpg", "/uploads/a b.jpg"]) {
      const response = await product(image);
      expect(response.status, image).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.image, image).toEqual(["Ảnh sản phẩm phải là ảnh đã tải lên hoặc đường dẫn https://"]);
    }
    for (const image of [uploaded.body.url, "https://cdn.example.vn/may-pha-tra.jpg", "/images/products/lt-300.svg"]) {
      const response = await product(image);
      expect(response.status, image).toBe(201);
      await response.arrayBuffer();
    }
    const cover = await app.fetch("/api/admin/blog/posts", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ title: "Ảnh bìa", content: "<p>Nội dung</p>", coverImage: "/uploads/../x" }),
    });
    expect(cover.status).toBe(400);
    expect(((await cover.json()) as { errors: Record<string, string[]> }).errors.coverImage).toEqual(["Ảnh bìa phải là ảnh đã tải lên hoặc đường dẫn https://"]);
  });
});

describe.runIf(drivers.includes("postgres"))("two app processes on one PostgreSQL database, each with its own DATA_DIR", () => {
  const dirs: string[] = [];
  let first!: TestApp;
  let second: TestApp | null = null;
  beforeAll(async () => {
    for (let n = 0; n < 2; n++) dirs.push(await mkdtemp(path.join(tmpdir(), `uploads-process-${n}-`)));
    first = await startTestApp("postgres", { env: { DATA_DIR: dirs[0]! } });
    second = await startTestApp("postgres", { env: { DATA_DIR: dirs[1]! }, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("a photo uploaded through one is served by the other", async () => {
    const photo = await smallPhoto(1200, 900);
    const uploaded = await uploadAs(first, await first.adminCookie(), photo, "image/jpeg");
    expect(uploaded.status).toBe(201);
    const [variant] = await first.services.uploads.variantsOf(uploaded.body.url);
    for (const url of [uploaded.body.url, variant!.url]) {
      const fromFirst = await fetchBytes(`${first.baseUrl}${url}`);
      const fromSecond = await fetchBytes(`${second!.baseUrl}${url}`);
      expect(fromSecond.response.status, url).toBe(200);
      expect(fromSecond.bytes.equals(fromFirst.bytes)).toBe(true);
      expect(fromSecond.response.headers.get("etag")).toBe(fromFirst.response.headers.get("etag"));
    }
    for (const dir of dirs) expect(existsSync(path.join(dir, "uploads"))).toBe(false);
  });
});

/** A fresh machine's configuration: its own DATA_DIR, and its own database on PostgreSQL. */
async function machine(driver: Driver, name: string) {
  const root = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const dataDir = path.join(root, "data");
  const postgres = driver === "postgres" ? await throwAwayPostgres(`shop_${name.replaceAll("-", "_")}`, { seeded: true }) : null;
  const env = { DATA_DIR: dataDir, BACKUP_DIR: path.join(root, "backups"), DATABASE_URL: postgres?.url ?? "" };
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    SESSION_SECRET: SECRET,
    BACKUP_INTERVAL_HOURS: "0",
    PASSWORD_SCRYPT_LN: CHEAP_PASSWORD_HASHING,
    ...env,
  });
  if (!postgres) await seededDataDir(dataDir);
  const open = (): Promise<Database> =>
    postgres ? openDatabase({ kind: "postgres", url: postgres.url, poolMax: 2 }) : openDatabase({ kind: "pglite", dataDir });
  return {
    root,
    dataDir,
    config,
    postgres,
    open,
    start: () => startServer({ config, logger: silent }),
    dispose: async () => {
      await postgres?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The product and post rows of the old days name their photos by their old paths. */
async function referToOldPaths(db: Database["db"], oldUrl: string) {
  await db.update(products).set({ image: oldUrl, contentBlocks: [{ type: "customers", title: "Khách hàng", photos: [{ image: oldUrl, caption: "Quán" }] }] }).where(eq(products.id, 1));
  await db.update(blogPosts).set({ coverImage: oldUrl, content: `<p>Quầy</p><img src="${oldUrl}" alt="Quầy">` }).where(eq(blogPosts.id, 1));
}

async function writeLegacyFolder(dataDir: string, files: Record<string, Buffer>) {
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, "uploads", name)), { recursive: true });
    await writeFile(path.join(dataDir, "uploads", name), bytes);
  }
}

describe.each(drivers)("the old DATA_DIR/uploads folder on %s", (driver) => {
  it("is imported at start: old URLs still answer, rows point at the new URLs, a second start and two at once change nothing", { timeout: 120_000 }, async () => {
    const shop = await machine(driver, "legacy-uploads");
    let running: RunningServer | undefined;
    try {
      const uuid = "4f1c2e0a-8b7d-4c1e-9f00-1234567890ab";
      const photo = await smallPhoto(1500, 1000);
      const logo = await smallPhoto(300, 200, "png");
      await writeLegacyFolder(shop.dataDir, { [`blog/${uuid}.jpg`]: photo, "lt-500.png": logo, "ghi-chu.txt": Buffer.from("không phải ảnh") });
      const database = await shop.open();
      await referToOldPaths(database.db, `/uploads/blog/${uuid}.jpg`);
      await database.close();

      running = await shop.start();
      for (const [oldPath, type] of [[`/uploads/blog/${uuid}.jpg`, "image/jpeg"], ["/uploads/lt-500.png", "image/png"]]) {
        const { response, bytes } = await fetchBytes(`${running.url}${oldPath}`);
        expect(response.status, oldPath).toBe(200);
        expect(response.headers.get("content-type")).toBe(type);
        expect((await sharp(bytes).metadata()).exif, `${oldPath} is served without its GPS position`).toBeUndefined();
      }
      expect((await fetch(`${running.url}/uploads/ghi-chu.txt`)).status).toBe(404);

      const db = running.services.database.db;
      const [product] = await db.select().from(products).where(eq(products.id, 1));
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, 1));
      expect(product!.image).toMatch(/^\/uploads\/[0-9a-f]{32}-1500x1000\.jpg$/);
      expect(JSON.stringify(product!.contentBlocks)).toContain(product!.image);
      expect(post!.coverImage).toBe(product!.image);
      expect(post!.content).toBe(`<p>Quầy</p><img src="${product!.image}" alt="Quầy">`);
      const variants = await running.services.uploads.variantsOf(product!.image);
      expect(variants.map((variant) => variant.width)).toEqual([320, 480, 640, 800, 1080, 1280, 1500]);
      for (const url of [product!.image, ...variants.map((variant) => variant.url)]) expect((await fetch(`${running.url}${url}`)).status, url).toBe(200);

      // Again, and from two processes at once: nothing new, no error.
      const files = await db.$count(storedFiles);
      const importAgain = () =>
        importLegacyUploads({ dataDir: shop.dataDir, db, uploads: running!.services.uploads, publicContent: running!.services.publicContent, logger: silent });
      expect(await importAgain()).toEqual({ imported: 0, skipped: ["ghi-chu.txt"] });
      await db.execute(sql`delete from stored_file_aliases`);
      const [one, two] = await Promise.all([importAgain(), importAgain()]);
      expect(one.imported + two.imported).toBeGreaterThanOrEqual(2);
      expect(await db.$count(storedFiles)).toBe(files);
      expect((await fetch(`${running.url}/uploads/blog/${uuid}.jpg`)).status).toBe(200);
    } finally {
      await running?.shutdown();
      await shop.dispose();
    }
  });
});

/** The backup as one taken when photos were files: DATA_DIR's `uploads/` beside the database, named in the manifest. */
async function addUploadsFolderTo(backupFile: string, files: Record<string, Buffer>) {
  const unpacked = await mkdtemp(path.join(tmpdir(), "old-backup-"));
  try {
    await run("tar", ["-xzf", backupFile, "-C", unpacked]);
    await writeLegacyFolder(unpacked, files);
    const manifest = JSON.parse(await readFile(path.join(unpacked, "manifest.json"), "utf8")) as { files: string[]; database: string };
    manifest.files = [...manifest.files, "uploads"];
    await writeFile(path.join(unpacked, "manifest.json"), JSON.stringify(manifest));
    await run("tar", ["-czf", backupFile, "-C", unpacked, "manifest.json", manifest.database, ...manifest.files]);
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

describe.each(drivers)("a restore on an empty machine on %s", (driver) => {
  it("serves every photo: uploads and their copies from the dump, and the files of a backup taken when they were on disk", { timeout: 180_000 }, async () => {
    const shop = await machine(driver, "photo-restore");
    let running: RunningServer | undefined;
    try {
      running = await shop.start();
      const admin = await running.services.users.create({ username: "chu-cua-hang", password: "Mat-khau-sao-luu-2026" });
      const cookie = `${SESSION_COOKIE}=${signValue((await running.services.sessions.create(admin.id)).token, SECRET)}`;
      const shopFetch = { fetch: (urlPath: string, init?: RequestInit) => fetch(`${running!.url}${urlPath}`, init) };
      const uploaded = await uploadAs(shopFetch, cookie, await smallPhoto(1000, 750), "image/jpeg");
      expect(uploaded.status).toBe(201);
      const oldUrl = "/uploads/blog/0b5e7f3c-1111-4222-8333-944455556666.jpg";
      await referToOldPaths(running.services.database.db, oldUrl);
      const names = async (server: RunningServer) =>
        (await server.services.database.db.select({ name: storedFiles.name, sha256: storedFiles.sha256 }).from(storedFiles).orderBy(storedFiles.name)).map(
          (row) => `${row.name} ${row.sha256}`,
        );
      const before = await names(running);
      expect(before.length).toBe(1 + 5);
      const backup = await running.backup();
      await running.shutdown();
      running = undefined;
      await addUploadsFolderTo(backup.file, { [oldUrl.slice("/uploads/".length)]: await smallPhoto(700, 500) });

      // The disaster: the data folder and the database are gone.
      await rm(shop.dataDir, { recursive: true, force: true });
      await shop.postgres?.wipe();
      await restoreBackup(shop.config, backup.file);
      running = await shop.start();

      const after = await names(running);
      expect(after).toEqual(expect.arrayContaining(before));
      for (const entry of after) {
        const url = `/uploads/${entry.split(" ")[0]}`;
        const response = await fetch(`${running.url}${url}`);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("etag")).toBe(`"${entry.split(" ")[1]}"`);
        await response.arrayBuffer();
      }
      expect((await fetch(`${running.url}${oldUrl}`)).status).toBe(200);
      const [product] = await running.services.database.db.select().from(products).where(eq(products.id, 1));
      expect(product!.image).toMatch(/^\/uploads\/[0-9a-f]{32}-700x500\.jpg$/);
    } finally {
      await running?.shutdown();
      await shop.dispose();
    }
  });
});
