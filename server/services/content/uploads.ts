import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, type UploadImageType } from "#common/schemas/blog-admin";
import { AppError, ValidationError } from "../foundation/errors";

export { UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE };

/** Where administrators' uploads live: DATA_DIR/uploads (served at /uploads, carried by backups). */
export function uploadsDirOf(dataDir: string): string {
  return path.resolve(dataDir, "uploads");
}

const EXTENSION: Record<UploadImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** The real type of an image from its first bytes (the declared Content-Type is not trusted). SVG is refused. */
function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return "image/png";
  if (bytes.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** Images uploaded by administrators, stored under DATA_DIR/uploads and served at /uploads. */
export function createUploadStore(rootDir: string) {
  return {
    rootDir,
    async saveImage(bytes: Uint8Array, declaredType: string | undefined): Promise<{ url: string; type: UploadImageType; size: number }> {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, UPLOAD_SIZE_MESSAGE);
      const declared = (declaredType ?? "").split(";")[0]!.trim().toLowerCase();
      const type = sniffImageType(bytes);
      if (!type || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(declared) || declared !== type) {
        throw new ValidationError(UPLOAD_TYPE_MESSAGE, { file: [UPLOAD_TYPE_MESSAGE] });
      }
      const dir = path.join(rootDir, "blog");
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${EXTENSION[type]}`;
      await writeFile(path.join(dir, name), bytes, { flag: "wx" });
      return { url: `/uploads/blog/${name}`, type, size: bytes.length };
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
