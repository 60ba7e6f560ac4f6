import { useState } from "react";
import { Link } from "react-router";
import type { MailTemplateView } from "#common/mail-templates";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { Panel } from "~/components/admin/zalo-settings/panel";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/settings-mail-templates";

export { action, loader } from "./settings-mail-templates.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta() {
  return adminMeta("Mẫu e-mail gửi khách");
}

const INPUT = "w-full rounded-md border border-gray-300 px-3 py-2 text-sm";

/**
 * The owner's wording of the buyer's money and shipping mails (issue 42): each mail's subject and message with the
 * variables it may use; the greeting, the order link, the hotline and the signature are added around the message.
 */
export default function MailTemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <Link to="/admin/settings" className="text-sm text-brand-700 hover:underline">
        ← Cài đặt cửa hàng
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Mẫu e-mail gửi khách</h1>
      <p className="mt-1 max-w-3xl text-sm text-gray-600">
        Sửa tiêu đề và nội dung các e-mail báo tiền và giao hàng. Chèn thông tin của đơn bằng biến trong ngoặc kép nhọn, ví dụ <code>{"{{orderId}}"}</code>; chỉ dùng được các
        biến liệt kê dưới mỗi mẫu. Lời chào, đường dẫn xem đơn, hotline và chữ ký được thêm tự động. Mỗi e-mail vẫn chỉ gửi một lần cho mỗi sự kiện.
      </p>
      <div className="mt-6 space-y-6">
        {loaderData.templates.map((template) => (
          <TemplateEditor key={`${template.key}-${template.updatedAt ?? "default"}`} template={template} />
        ))}
      </div>
    </section>
  );
}

function TemplateEditor({ template }: { template: MailTemplateView }) {
  const [draft, setDraft] = useState({ subject: template.subject, body: template.body });
  const { run, busy, fieldErrors } = useAdminAction<MailTemplateView>();
  const id = `mail-${template.key}`;
  return (
    <Panel title={template.label}>
      <form
        aria-label={`Mẫu e-mail ${template.label}`}
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run("save", { key: template.key, ...draft }, { success: `Đã lưu mẫu “${template.label}”`, failure: "Không lưu được mẫu e-mail" });
        }}
      >
        <p className="text-xs text-gray-500">{template.customized ? "Đang dùng nội dung đã sửa" : "Đang dùng nội dung mặc định"}</p>
        <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-gray-700">
          Tiêu đề
        </label>
        <input id={`${id}-subject`} value={draft.subject} onChange={(event) => setDraft({ ...draft, subject: event.target.value })} className={INPUT} aria-invalid={fieldErrors.subject ? true : undefined} />
        {fieldErrors.subject?.[0] && <p className="text-sm text-red-700">{fieldErrors.subject[0]}</p>}
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-gray-700">
          Nội dung
        </label>
        <textarea id={`${id}-body`} rows={6} value={draft.body} onChange={(event) => setDraft({ ...draft, body: event.target.value })} className={`${INPUT} font-mono`} aria-invalid={fieldErrors.body ? true : undefined} />
        {fieldErrors.body?.[0] && <p className="text-sm text-red-700">{fieldErrors.body[0]}</p>}
        <dl className="grid gap-x-4 gap-y-1 text-xs text-gray-600 sm:grid-cols-[auto_1fr]" aria-label={`Biến của mẫu ${template.label}`}>
          {template.variables.map((variable) => (
            <div key={variable.name} className="contents">
              <dt className="font-mono">{`{{${variable.name}}}`}</dt>
              <dd>{variable.description}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50">
            Lưu mẫu
          </button>
          {template.customized && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void run("reset", { key: template.key }, { success: `Đã khôi phục mẫu “${template.label}” mặc định`, failure: "Không khôi phục được" })}
              className="rounded-md border border-gray-300 px-4 py-2 text-sm hover:bg-gray-50 disabled:opacity-50"
            >
              Khôi phục mặc định
            </button>
          )}
        </div>
      </form>
    </Panel>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
