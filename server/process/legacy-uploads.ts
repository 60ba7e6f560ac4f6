import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import type { UploadService } from "../services/foundation/uploads";
import type { PublicContentChanges } from "../services/foundation/public-content";

export interface LegacyImport {
  imported: number;
  /** Files that are not images the store takes, or that it refused (too many pixels, unreadable). */
  skipped: string[];
}

/**
 * Before uploads lived in the database they were files under DATA_DIR/uploads (`blog/<uuid>.jpg`), and a
 * restored backup of that time brings the folder back. At start every file not imported yet is stored like an
 * upload (so it gets its WebP copies), the rows that name it by its old URL (product photos and content blocks,
 * blog covers and post HTML) are pointed at the new URL so pages get `srcset`, and the old path stays an alias so
 * links elsewhere (sent e-mails, old orders, search engines) keep answering. The files are left where they are.
 *
 * Safe to repeat and to run in two processes at once: rows are named by content and written with ON CONFLICT DO
 * NOTHING, the rewrite is a replace that finds nothing the second time, and the alias, written last, marks a
 * file as done, so a start interrupted half-way finishes the work at the next start.
 */
export async function importLegacyUploads(options: {
  dataDir: string;
  db: Db;
  uploads: UploadService;
  publicContent: Pick<PublicContentChanges, "publicContentChanged">;
  logger: Logger;
}): Promise<LegacyImport> {
  const { db, uploads, logger } = options;
  const root = path.resolve(options.dataDir, "uploads");
  const files = await legacyFiles(root);
  if (!files.length) return { imported: 0, skipped: [] };
  const done = await uploads.importedLegacyPaths();
  const result: LegacyImport = { imported: 0, skipped: [] };
  for (const legacyPath of files.filter((file) => !done.has(file))) {
    const image = await uploads.importLegacyFile(legacyPath, await readFile(path.join(root, legacyPath))).catch((error: unknown) => {
      logger.warn({ file: legacyPath, err: error }, "an old upload could not be imported");
      return null;
    });
    if (!image) {
      result.skipped.push(legacyPath);
      continue;
    }
    await pointReferencesAt(db, `/uploads/${legacyPath}`, image.url);
    await uploads.addLegacyAlias(legacyPath, image.url);
    result.imported++;
  }
  if (result.imported) {
    options.publicContent.publicContentChanged({ kind: "catalog" });
    options.publicContent.publicContentChanged({ kind: "blog" });
    logger.info({ imported: result.imported, skipped: result.skipped.length }, "old uploads imported from DATA_DIR/uploads into the database");
  }
  return result;
}

/** Paths (with `/`) of the regular files under the folder; none if it does not exist. Dot files are not uploads. */
async function legacyFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Every stored mention of the old URL becomes the new one (exact fields, and inside HTML and content blocks). */
async function pointReferencesAt(db: Db, from: string, to: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update products set image = ${to} where image = ${from}`);
    await tx.execute(
      sql`update products set content_blocks = replace(content_blocks::text, ${from}, ${to})::jsonb where strpos(content_blocks::text, ${from}) > 0`,
    );
    await tx.execute(sql`update blog_posts set cover_image = ${to} where cover_image = ${from}`);
    await tx.execute(sql`update blog_posts set content = replace(content, ${from}, ${to}) where strpos(content, ${from}) > 0`);
  });
}
