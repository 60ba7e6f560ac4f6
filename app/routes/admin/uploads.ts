import { MAX_UPLOAD_BYTES, UPLOAD_SIZE_MESSAGE } from "#common/schemas/blog-admin";
import { adminActions } from "~/lib/admin-action.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

/** A file field's boundaries and headers, and the `intent` field, around the image itself. */
const MULTIPART_ALLOWANCE = 16 * 1024;

/**
 * /admin/uploads: the editors' image upload (the image field of the blog and product editors posts here through
 * useAdminAction). The same store as `POST /api/admin/uploads`, which checks the bytes: a JPEG, PNG, WebP or GIF
 * whose content matches its declared type, at most MAX_UPLOAD_BYTES. Answers `{ url, type, size, width, height }`.
 */
export const action = adminActions(
  {
    upload: async ({ payload, context }) => {
      const file = payload.file instanceof Blob ? payload.file : null;
      return context.services.uploads.saveImage(file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(), file?.type);
    },
  },
  { bodyLimit: { bytes: MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE, message: UPLOAD_SIZE_MESSAGE } },
);
