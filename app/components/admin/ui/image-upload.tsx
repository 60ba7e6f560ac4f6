import { useState } from "react";
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from "#common/schemas/blog-admin";
import { ADMIN_INPUT_CLASS } from "./labeled-input";
import { useAdminAction } from "./use-admin-action";
import { Photo } from "~/components/ui/photo";

const INPUT = `${ADMIN_INPUT_CLASS} text-sm`;

/** Checks a chosen file before uploading (the server checks the bytes again). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}

/** An image by URL, or uploaded to the site's own storage (/uploads) through the /admin/uploads action. */
export function ImageUploadField({
  id,
  label,
  uploadLabel,
  value,
  onChange,
}: {
  id: string;
  label: string;
  uploadLabel: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const { run, busy, error } = useAdminAction<{ url: string }>({ action: "/admin/uploads" });
  // The form's own check of the chosen file; the server's refusal otherwise.
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;

  async function upload(file: File) {
    const found = imageFileProblem(file);
    setProblem(found);
    if (found) return;
    const form = new FormData();
    form.set("file", file);
    const uploaded = await run("upload", form, { failure: false });
    if (uploaded) onChange(uploaded.url);
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} className={INPUT} placeholder="https://… hoặc /uploads/…" inputMode="url" />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-gray-700">
          {uploadLabel}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(",")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
            event.target.value = "";
          }}
          className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <span className="text-xs text-gray-500">JPEG, PNG, WebP, GIF · tối đa {MAX_UPLOAD_BYTES / 1024 / 1024} MB</span>
      </div>
      {busy && (
        <p className="mt-1 text-sm text-gray-600" role="status">
          Đang tải ảnh lên…
        </p>
      )}
      {!busy && shownError && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {shownError}
        </p>
      )}
      {value && (
        <Photo src={value} alt="" width={240} height={126} sizes="240px" loading="lazy" className="mt-2 h-auto max-h-32 w-auto rounded-md border border-gray-200 object-cover" />
      )}
    </div>
  );
}
