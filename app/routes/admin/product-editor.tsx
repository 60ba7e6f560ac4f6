import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { modelOf } from "#common/leads";
import { ProductInputSchema, type AdminProductView } from "#common/schemas/catalog-admin";
import { fieldErrorsOf } from "#common/validation";
import { ProductReviews } from "~/components/admin/product-reviews";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { ImageUploadField } from "~/components/admin/ui/image-upload";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { useUnsavedChangesWarning } from "~/components/admin/ui/unsaved-changes";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { ContentBlocksEditor, ModelChoices, SpecRowsEditor } from "~/components/catalog-admin/content-blocks-editor";
import { ProductBasicsFields } from "~/components/catalog-admin/product-basics-fields";
import { ContentPreview } from "~/components/catalog-admin/product-content-preview";
import { productDraftOf, productPayloadOf, type ProductDraft } from "~/components/catalog-admin/product-draft";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/product-editor";

export { action, loader } from "./product-editor.server";
export { adminClientAction as clientAction } from "~/lib/admin-action";

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data?.product ? `Sửa sản phẩm: ${data.product.name}` : "Thêm sản phẩm");
}

const EDITOR_FORM_ID = "product-editor-form";

/** The editor's sections: one draft across them, saved by one button. */
const SECTIONS = [
  ["basics", "Thông tin chung"],
  ["photos", "Ảnh"],
  ["blocks", "Khối nội dung"],
  ["specs", "Thông số kỹ thuật"],
  ["reviews", "Đánh giá"],
] as const;
type Section = (typeof SECTIONS)[number][0];
const PANEL_CLASS = "data-[state=inactive]:hidden";

function sectionOfField(field: string): Section {
  if (field === "image") return "photos";
  if (field.startsWith("blocks")) return "blocks";
  if (field.startsWith("specs")) return "specs";
  return "basics";
}

export default function ProductEditor({ loaderData }: Route.ComponentProps) {
  const { product, categories, reviews, models } = loaderData;
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => productDraftOf(product, categories[0]?.id));
  const [draft, setDraft] = useState(saved);
  const { run, busy, fieldErrors } = useAdminAction<AdminProductView>();
  // The form's own check before sending; after a send, the server's answer.
  const [formErrors, setFormErrors] = useState<Record<string, string[]> | null>(null);
  const errors = formErrors ?? fieldErrors;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const { allowNextNavigation } = useUnsavedChangesWarning(dirty);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const error = (field: string) => errors[field]?.[0];
  const [section, setSection] = useState<Section>("basics");
  // A refusal (the form's own check or the server's) opens the section of its first field.
  const firstErrorField = Object.keys(errors)[0];
  useEffect(() => {
    if (firstErrorField) setSection(sectionOfField(firstErrorField));
  }, [firstErrorField, formErrors, fieldErrors]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = ProductInputSchema.safeParse(productPayloadOf(draft));
    if (!parsed.success) {
      setFormErrors(fieldErrorsOf(parsed.error));
      // After the section of the first error is shown (the effect above).
      window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 50);
      toast.error("Vui lòng kiểm tra lại thông tin sản phẩm");
      return;
    }
    setFormErrors(null);
    const messages = { success: product ? "Đã lưu sản phẩm" : "Đã thêm sản phẩm", successDescription: (saved: AdminProductView) => saved.name, failure: "Không lưu được sản phẩm" };
    const result = product ? await run("update", { ...parsed.data, id: product.id }, messages) : await run("create", parsed.data, messages);
    if (!result) return;
    const next = productDraftOf(result, categories[0]?.id);
    setSaved(next);
    setDraft(next);
    if (!product) {
      allowNextNavigation();
      navigate(`/admin/products/${result.id}`, { replace: true });
    }
  }

  const sections = product ? SECTIONS : SECTIONS.filter(([value]) => value !== "reviews");

  return (
    <section>
      <p>
        <Link to="/admin/products" className="text-sm font-medium text-brand-700 underline">
          ← Danh sách sản phẩm
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">{product ? `Sửa sản phẩm: ${product.name}` : "Thêm sản phẩm"}</h1>
      {product && product.orderCount > 0 && (
        <p className="mt-1 text-sm text-gray-600">Có trong {product.orderCount} đơn hàng: đơn hàng giữ nguyên tên và giá lúc đặt.</p>
      )}

      {/*
        One draft, five sections: every section stays mounted (only hidden), so moving between them keeps what was
        typed, and one button saves it all; leaving the page with unsaved changes asks first. The form holds the
        product's fields, not the whole page: the content preview draws the product page with the shop's own
        components, its trial form included, and a form inside a form is not HTML (the parser drops the inner one, so
        the server's page no longer matches React's and hydration fails).
      */}
      <Tabs.Root value={section} onValueChange={(value) => setSection(value as Section)} className="mt-6 space-y-6">
        <AdminTabList label="Phần của sản phẩm" tabs={sections} compact />
        <form id={EDITOR_FORM_ID} onSubmit={save} noValidate>
          <Tabs.Content value="basics" forceMount className={PANEL_CLASS}>
            <ProductBasicsFields draft={draft} set={set} error={error} categories={categories} product={product} />
          </Tabs.Content>
          <Tabs.Content value="photos" forceMount className={PANEL_CLASS}>
            <div className="max-w-xl space-y-2 rounded-xl border border-gray-200 bg-white p-4">
              <ImageUploadField id="product-image" label="Ảnh sản phẩm" uploadLabel="Tải ảnh lên" value={draft.image} onChange={(url) => set("image", url)} />
              {error("image") && <p className="text-sm text-red-700">{error("image")}</p>}
            </div>
          </Tabs.Content>
        </form>

        {(section === "blocks" || section === "specs") && (
          <p className="text-sm text-gray-600">
            {section === "blocks"
              ? "Các khối hiện dưới các tab của trang sản phẩm, theo thứ tự này. Bản xem trước dùng đúng giao diện của cửa hàng."
              : "Bảng “Thông số kỹ thuật” của trang sản phẩm."}
          </p>
        )}
        <div className={section === "blocks" || section === "specs" ? "grid gap-6 xl:grid-cols-2" : ""}>
          <div className="min-w-0">
            <Tabs.Content value="blocks" forceMount className={`${PANEL_CLASS} rounded-xl border border-gray-200 bg-white p-4`}>
              <ModelChoices.Provider value={draft.name.trim() ? [...new Set([...models, modelOf(draft.name)])] : models}>
                <ContentBlocksEditor blocks={draft.blocks} onChange={(blocks) => set("blocks", blocks)} errors={errors} />
              </ModelChoices.Provider>
            </Tabs.Content>
            <Tabs.Content value="specs" forceMount className={`${PANEL_CLASS} rounded-xl border border-gray-200 bg-white p-4`}>
              <SpecRowsEditor rows={draft.specs} onChange={(specs) => set("specs", specs)} errors={errors} />
            </Tabs.Content>
          </div>
          {(section === "blocks" || section === "specs") && <ContentPreview draft={draft} />}
        </div>

        {product && (
          <Tabs.Content value="reviews" forceMount className={PANEL_CLASS}>
            <ProductReviews productId={product.id} reviews={reviews} />
          </Tabs.Content>
        )}

        {section !== "reviews" && (
          <div className="sticky bottom-0 z-10 flex items-center justify-end gap-4 rounded-xl border border-gray-200 bg-white/95 p-3 shadow">
            {dirty && <p className="text-xs text-gray-500">Có thay đổi chưa lưu</p>}
            <button type="submit" form={EDITOR_FORM_ID} disabled={busy} className="rounded-md bg-brand-700 px-6 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
              {busy ? "Đang lưu…" : product ? "Lưu sản phẩm" : "Thêm sản phẩm"}
            </button>
          </div>
        )}
        {section === "reviews" && dirty && (
          <p className="text-sm text-amber-800">Có thay đổi chưa lưu ở các phần khác: quay lại một phần đó để lưu.</p>
        )}
      </Tabs.Root>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
