/** JSON calls from admin screens to the REST API (the same service functions the loaders use). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export async function adminRequest<T = unknown>(url: string, init: { method?: string; body?: unknown; raw?: Blob } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (init.raw) {
    headers["content-type"] = init.raw.type || "application/octet-stream";
    body = init.raw;
  } else if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: init.method ?? "GET", headers, body, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "Không thể kết nối máy chủ. Vui lòng thử lại.");
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  if (!response.ok) {
    throw new ApiError(response.status, data?.message || `${response.status}: ${response.statusText}`, data?.errors ?? {});
  }
  return data as T;
}

/** dd/mm/yyyy in Vietnam time; "—" without a date. */
export function formatShortDate(date: Date | string | null | undefined): string {
  if (!date) return "—";
  return new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" }).format(
    new Date(date),
  );
}

/** Live slug typing: the slug rule, but a trailing separator survives so the next word can be typed. */
export function slugDraft(value: string, slugify: (text: string) => string): string {
  const slug = slugify(value);
  return slug && /[\s-]$/.test(value) ? `${slug}-` : slug;
}
