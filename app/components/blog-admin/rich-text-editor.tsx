import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { isHttpUrl } from "#common/schemas/blog-admin";
import { FormDialog } from "../admin/ui/admin-dialog";
import { ImageUploadField } from "~/components/admin/ui/image-upload";

/**
 * The post editor: TipTap (ProseMirror) with headings H2–H4, lists, quotes, links and images with alt text.
 * Its HTML is schema-bound (only the nodes below exist), and the server sanitizes it again on save.
 * Loaded lazily by the editor route only, so no other page ships it.
 */
export default function RichTextEditor({ value, onChange, labelledBy }: { value: string; onChange: (html: string) => void; labelledBy: string }) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", HTMLAttributes: { rel: "noopener noreferrer", target: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class:
          "min-h-[24rem] rounded-b-lg border border-t-0 border-gray-300 bg-white px-4 py-3 focus:outline-none focus:ring-2 focus:ring-brand-600/30 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_a]:text-brand-700 [&_a]:underline [&_img]:mt-3 [&_img]:max-h-80 [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-brand-600",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  if (!editor) {
    return <div className="min-h-[24rem] rounded-lg border border-gray-300 bg-gray-50 p-4 text-sm text-gray-500">Đang tải trình soạn thảo…</div>;
  }
  return (
    <div>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton({ label, active, onClick, children, disabled }: { label: string; active?: boolean; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={`min-h-9 min-w-9 rounded-md px-2 text-sm font-medium ${active ? "bg-brand-100 text-brand-800" : "text-gray-700 hover:bg-gray-200"} disabled:opacity-40`}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div role="toolbar" aria-label="Định dạng nội dung" className="flex flex-wrap gap-1 rounded-t-lg border border-gray-300 bg-gray-50 p-1">
      <ToolButton label="Đoạn văn" active={state.paragraph} onClick={() => chain().setParagraph().run()}>
        ¶
      </ToolButton>
      <ToolButton label="Tiêu đề H2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="Tiêu đề H3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label="Tiêu đề H4" active={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()}>
        H4
      </ToolButton>
      <span className="mx-1 w-px bg-gray-300" aria-hidden="true" />
      <ToolButton label="In đậm" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="In nghiêng" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton label="Danh sách dấu chấm" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        •≡
      </ToolButton>
      <ToolButton label="Danh sách đánh số" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        1≡
      </ToolButton>
      <ToolButton label="Trích dẫn" active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        ❝
      </ToolButton>
      <span className="mx-1 w-px bg-gray-300" aria-hidden="true" />
      <ToolButton label="Chèn liên kết" active={state.link} onClick={() => setLinkOpen(true)}>
        🔗
      </ToolButton>
      <ToolButton label="Chèn ảnh" onClick={() => setImageOpen(true)}>
        🖼
      </ToolButton>
      <span className="mx-1 w-px bg-gray-300" aria-hidden="true" />
      <ToolButton label="Hoàn tác" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Làm lại" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
      {imageOpen && <ImageDialog editor={editor} onClose={() => setImageOpen(false)} />}
    </div>
  );
}

const INPUT =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState<string>(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onClose();
      return;
    }
    if (!isHttpUrl(value) && !/^\/(?!\/)/.test(value) && !/^mailto:|^tel:/.test(value)) {
      setError("Liên kết phải bắt đầu bằng https://, http:// hoặc /");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    onClose();
  }
  return (
    <FormDialog title="Chèn liên kết" submitLabel="Áp dụng" onSubmit={submit} onClose={onClose}>
      <div>
        <label htmlFor="link-href" className="block text-sm font-medium text-gray-700">
          Địa chỉ liên kết
        </label>
        <input id="link-href" value={href} onChange={(event) => setHref(event.target.value)} className={INPUT} placeholder="https://…" autoFocus />
        {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
        <p className="mt-1 text-xs text-gray-500">Để trống để bỏ liên kết.</p>
      </div>
    </FormDialog>
  );
}

function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState("");
  useEffect(() => setError(""), [src, alt]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!src.trim()) return setError("Chọn ảnh để tải lên hoặc nhập địa chỉ ảnh");
    if (!alt.trim()) return setError("Vui lòng nhập văn bản thay thế (alt) để mô tả ảnh");
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    onClose();
  }
  return (
    <FormDialog title="Chèn ảnh" submitLabel="Chèn vào bài" onSubmit={submit} onClose={onClose}>
      <ImageUploadField id="content-image" label="Địa chỉ ảnh (URL)" uploadLabel="Tải ảnh lên" value={src} onChange={setSrc} />
      <div>
        <label htmlFor="content-image-alt" className="block text-sm font-medium text-gray-700">
          Văn bản thay thế (alt)
        </label>
        <input id="content-image-alt" value={alt} onChange={(event) => setAlt(event.target.value)} className={INPUT} />
        <p className="mt-1 text-xs text-gray-500">Mô tả ngắn nội dung ảnh cho người đọc màn hình và công cụ tìm kiếm.</p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
