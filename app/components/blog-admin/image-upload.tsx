import { useState } from "react";
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from "#common/schemas/blog-admin";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { api } from "~/lib/api-client";

const INPUT = `${ADMIN_INPUT_CLASS} text-sm`;

/** Checks a chosen file before uploading (the server checks the bytes again). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return "Chỉ nhận ảnh JPEG, PNG, WebP hoặc GIF";
  if (file.size > MAX_UPLOAD_BYTES) return `Ảnh tối đa ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
  return null;
}

/** An image by URL, or uploaded to the site's own storage (/uploads). */
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
  const [status, setStatus] = useState<{ kind: "idle" | "uploading" | "error"; message?: string }>({ kind: "idle" });

  async function upload(file: File) {
    const problem = imageFileProblem(file);
    if (problem) return setStatus({ kind: "error", message: problem });
    setStatus({ kind: "uploading" });
    try {
      const { url } = await api.post<{ url: string }>("/api/admin/uploads", file);
      onChange(url);
      setStatus({ kind: "idle" });
    } catch (error) {
      setStatus({ kind: "error", message: error instanceof Error ? error.message : "Không tải được ảnh lên" });
    }
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
      {status.kind === "uploading" && (
        <p className="mt-1 text-sm text-gray-600" role="status">
          Đang tải ảnh lên…
        </p>
      )}
      {status.kind === "error" && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {status.message}
        </p>
      )}
      {value && (
        <img src={value} alt="" width={240} height={126} loading="lazy" className="mt-2 h-auto max-h-32 w-auto rounded-md border border-gray-200 object-cover" />
      )}
    </div>
  );
}
