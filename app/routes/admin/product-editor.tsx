import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { formatVnd } from "#common/money";
import { modelSlugOf, specRowsOf, type ContentBlock, type SpecRow } from "#common/product-content";
import { ProductInputSchema, type AdminProductView } from "#common/schemas/catalog-admin";
import { fieldErrorsOf } from "#common/validation";
import { ProductReviews } from "~/components/admin/product-reviews";
import { useUnsavedChangesWarning } from "~/components/admin/ui/unsaved-changes";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { AdminTabList } from "~/components/admin/ui/admin-tabs";
import { ImageUploadField } from "~/components/admin/ui/image-upload";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { ContentBlocksEditor, ModelChoices, SpecRowsEditor } from "~/components/catalog-admin/content-blocks-editor";
import { modelOf } from "#common/leads";
import { ProductBlocksPreview as ProductBlocks } from "~/components/product/product-blocks-preview";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import { idParam } from "~/lib/loader-errors.server";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import type { Route } from "./+types/product-editor";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { catalogAdmin, reviews } = context.services;
  const id = params.id ? idParam(params.id) : null;
  const [product, categories, productReviews, all] = await Promise.all([
    id === null ? Promise.resolve(null) : catalogAdmin.getProduct(id),
    catalogAdmin.listCategories(),
    id === null ? Promise.resolve([]) : reviews.listForAdmin(undefined, id),
    catalogAdmin.listProducts(),
  ]);
  // The trial blocks name a machine of the catalogue (the same list the storefront's trial forms offer).
  const models = [...new Set(all.filter((item) => !item.archived).map((item) => modelOf(item.name)))];
  return { product, categories, reviews: productReviews, models };
}

/** The same catalogue service as `POST /api/admin/products` and `PUT /api/admin/products/{id}`. */
export const action = adminActions({
  create: ({ services, payload, actor }) => services.catalogAdmin.createProduct(payload, actor),
  update: ({ services, id, payload, actor }) => services.catalogAdmin.updateProduct(id("Mã sản phẩm"), payload, actor),
});
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

type StockMode = "counted" | "available" | "soldOut";
const STOCK_MODES: ReadonlyArray<readonly [StockMode, string]> = [
  ["counted", "Đếm số máy (hết máy là hết hàng)"],
  ["available", "Không đếm: còn hàng"],
  ["soldOut", "Không đếm: hết hàng"],
];

/** The form's fields as typed: numbers stay text until saved, so a half-typed price is not lost. */
interface Draft {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  image: string;
  categoryId: string;
  tag: string;
  /** Stock said one way: counted (the count decides) or not counted (the flag decides). */
  stockMode: StockMode;
  stockQuantity: string;
  featured: boolean;
  newArrival: boolean;
  displayOrder: string;
  menuLabel: string;
  archived: boolean;
  warrantyMonths: string;
  blocks: ContentBlock[];
  specs: SpecRow[];
}

function draftOf(product: AdminProductView | null, firstCategoryId: number | undefined): Draft {
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    price: product ? String(product.price) : "",
    discountPrice: product?.discountPrice == null ? "" : String(product.discountPrice),
    image: product?.image ?? "",
    categoryId: String(product?.categoryId ?? firstCategoryId ?? ""),
    tag: product?.tag ?? "",
    stockMode: product?.stockQuantity != null ? "counted" : product?.inStock === false ? "soldOut" : "available",
    stockQuantity: product?.stockQuantity == null ? "" : String(product.stockQuantity),
    featured: product?.featured ?? false,
    newArrival: product?.newArrival ?? true,
    displayOrder: String(product?.displayOrder ?? 0),
    menuLabel: product?.menuLabel ?? "",
    archived: product?.archived ?? false,
    warrantyMonths: String(product?.warrantyMonths ?? 12),
    blocks: product?.blocks ?? [],
    // A product without rows of its own shows the default table: the owner starts from those rows.
    specs: [...specRowsOf(product?.specs)],
  };
}

/**
 * Empty → null; a number → that number; anything else stays text for the schema to refuse. Whole amounts may be
 * typed with spaces or dots between thousands (52.000.000); decimals with a comma or a dot (4,8).
 */
function numberOrNull(value: string, { whole = true } = {}): number | null | string {
  const compact = whole ? value.replace(/[\s.]/g, "") : value.trim().replace(",", ".");
  if (compact === "") return null;
  const number = Number(compact);
  return Number.isFinite(number) ? number : value;
}

function payloadOf(draft: Draft) {
  return {
    name: draft.name,
    description: draft.description,
    price: numberOrNull(draft.price) ?? undefined,
    discountPrice: numberOrNull(draft.discountPrice),
    image: draft.image,
    categoryId: Number(draft.categoryId),
    tag: draft.tag,
    inStock: draft.stockMode !== "soldOut",
    // Counted: a number is needed (empty is refused by the schema as "not a number").
    stockQuantity: draft.stockMode === "counted" ? (numberOrNull(draft.stockQuantity) ?? "") : null,
    featured: draft.featured,
    newArrival: draft.newArrival,
    displayOrder: numberOrNull(draft.displayOrder) ?? 0,
    menuLabel: draft.menuLabel,
    archived: draft.archived,
    warrantyMonths: numberOrNull(draft.warrantyMonths) ?? 12,
    blocks: draft.blocks,
    specs: draft.specs,
  };
}

export default function ProductEditor({ loaderData }: Route.ComponentProps) {
  const { product, categories, reviews, models } = loaderData;
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => draftOf(product, categories[0]?.id));
  const [draft, setDraft] = useState(saved);
  const { run, busy, fieldErrors } = useAdminAction<AdminProductView>();
  // The form's own check before sending; after a send, the server's answer.
  const [formErrors, setFormErrors] = useState<Record<string, string[]> | null>(null);
  const errors = formErrors ?? fieldErrors;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const { allowNextNavigation } = useUnsavedChangesWarning(dirty);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const error = (field: string) => errors[field]?.[0];
  const [section, setSection] = useState<Section>("basics");
  // A refusal (the form's own check or the server's) opens the section of its first field.
  const firstErrorField = Object.keys(errors)[0];
  useEffect(() => {
    if (firstErrorField) setSection(sectionOfField(firstErrorField));
  }, [firstErrorField, formErrors, fieldErrors]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = ProductInputSchema.safeParse(payloadOf(draft));
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
    const next = draftOf(result, categories[0]?.id);
    setSaved(next);
    setDraft(next);
    if (!product) {
      allowNextNavigation();
      navigate(`/admin/products/${result.id}`, { replace: true });
    }
  }

  const price = numberOrNull(draft.price);
  const discount = numberOrNull(draft.discountPrice);
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
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              <div className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
                <LabeledInput id="product-name" label="Tên sản phẩm" value={draft.name} onChange={(event) => set("name", event.target.value)} error={error("name")} />
                <div>
                  <label htmlFor="product-description" className="block text-sm font-medium text-gray-700">
                    Mô tả
                  </label>
                  <textarea
                    id="product-description"
                    rows={4}
                    value={draft.description}
                    onChange={(event) => set("description", event.target.value)}
                    className={ADMIN_INPUT_CLASS}
                    aria-invalid={error("description") ? true : undefined}
                  />
                  {error("description") && <p className="mt-1 text-sm text-red-700">{error("description")}</p>}
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <LabeledInput id="product-price" label="Giá bán (đồng)" inputMode="numeric" value={draft.price} onChange={(event) => set("price", event.target.value)} error={error("price")} />
                  <LabeledInput
                    id="product-discount"
                    label="Giá khuyến mãi (đồng, để trống nếu không có)"
                    inputMode="numeric"
                    value={draft.discountPrice}
                    onChange={(event) => set("discountPrice", event.target.value)}
                    error={error("discountPrice")}
                  />
                </div>
                {typeof price === "number" && (
                  <p className="text-sm text-gray-600">
                    Khách thấy: <strong>{formatVnd(typeof discount === "number" ? discount : price)}</strong>
                    {typeof discount === "number" && <span className="ml-2 text-gray-400 line-through">{formatVnd(price)}</span>}
                  </p>
                )}
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-gray-700">Tồn kho</legend>
                  {STOCK_MODES.map(([mode, label]) => (
                    <label key={mode} className="flex items-center gap-2 text-sm text-gray-700">
                      <input type="radio" name="stock-mode" value={mode} checked={draft.stockMode === mode} onChange={() => set("stockMode", mode)} className="h-4 w-4 border-gray-300" />
                      {label}
                    </label>
                  ))}
                  {draft.stockMode === "counted" && (
                    <LabeledInput
                      id="product-stock"
                      label="Số máy còn lại"
                      inputMode="numeric"
                      value={draft.stockQuantity}
                      onChange={(event) => set("stockQuantity", event.target.value)}
                      error={error("stockQuantity")}
                    />
                  )}
                </fieldset>
              </div>

              <div className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
                <div>
                  <label htmlFor="product-category" className="block text-sm font-medium text-gray-700">
                    Danh mục
                  </label>
                  <select id="product-category" value={draft.categoryId} onChange={(event) => set("categoryId", event.target.value)} className={ADMIN_INPUT_CLASS}>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                  {error("categoryId") && <p className="mt-1 text-sm text-red-700">{error("categoryId")}</p>}
                </div>
                <LabeledInput id="product-tag" label="Nhãn (ví dụ Mới, Hot, -8%)" value={draft.tag} onChange={(event) => set("tag", event.target.value)} error={error("tag")} />
                <LabeledInput
                  id="product-warranty"
                  label="Bảo hành (tháng, tính từ ngày giao máy)"
                  inputMode="numeric"
                  value={draft.warrantyMonths}
                  onChange={(event) => set("warrantyMonths", event.target.value)}
                  error={error("warrantyMonths")}
                />
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-gray-700">Hiển thị</legend>
                  {(
                    [
                      ["featured", "Nổi bật trên trang chủ"],
                      ["newArrival", "Hàng mới"],
                      ["archived", "Ngừng bán (ẩn khỏi cửa hàng)"],
                    ] as const
                  ).map(([key, label]) => (
                    <label key={key} className="flex items-center gap-2 text-sm text-gray-700">
                      <input type="checkbox" checked={draft[key]} onChange={(event) => set(key, event.target.checked)} className="h-4 w-4 rounded border-gray-300" />
                      {label}
                    </label>
                  ))}
                </fieldset>
                {product && (
                  <p className="text-sm text-gray-600" data-testid="computed-rating">
                    {product.reviewCount > 0
                      ? `Điểm đánh giá ${product.rating.toLocaleString("vi-VN", { minimumFractionDigits: 1 })} từ ${product.reviewCount} đánh giá đã duyệt (tính tự động).`
                      : "Chưa có đánh giá đã duyệt: trang sản phẩm không hiện sao."}
                  </p>
                )}
                <LabeledInput
                  id="product-menu-label"
                  label="Tên trên menu (để trống: dùng tên sản phẩm)"
                  value={draft.menuLabel}
                  onChange={(event) => set("menuLabel", event.target.value)}
                  error={error("menuLabel")}
                />
                <LabeledInput
                  id="product-order"
                  label="Thứ tự hiển thị (nhỏ đứng trước)"
                  inputMode="numeric"
                  value={draft.displayOrder}
                  onChange={(event) => set("displayOrder", event.target.value)}
                  error={error("displayOrder")}
                />
              </div>
            </div>
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

/**
 * The page's sections as visitors will see them, drawn by the shop's own components from the unsaved draft. Only a
 * picture: clicks and form submissions inside it do nothing (no trial request leaves the editor).
 */
function ContentPreview({ draft }: { draft: Draft }) {
  const price = numberOrNull(draft.price);
  const discount = numberOrNull(draft.discountPrice);
  const product = {
    name: draft.name || "Sản phẩm mới",
    price: typeof price === "number" ? price : 0,
    discountPrice: typeof discount === "number" ? discount : null,
  };
  const rows = draft.specs.filter((row) => row.label.trim() || row.value.trim());
  const stop = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <section aria-labelledby="preview-heading" className="min-w-0">
      <h3 id="preview-heading" className="font-semibold text-gray-900">
        Xem trước
      </h3>
      <div data-testid="content-preview" className="mt-2 space-y-10 rounded-xl border border-dashed border-gray-300 p-4" onClickCapture={stop} onSubmitCapture={stop}>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-gray-900">Thông số kỹ thuật</caption>
          <tbody>
            {specRowsOf(rows).map((row, index) => (
              <tr key={index} className="border-b border-gray-100">
                <th scope="row" className="w-1/2 py-2 pr-4 font-medium text-gray-600">
                  {row.label}
                </th>
                <td className="py-2 font-semibold text-gray-900">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {draft.blocks.length > 0 ? (
          <ProductBlocks product={product} model={modelSlugOf(product.name)} blocks={draft.blocks} />
        ) : (
          <p className="text-sm text-gray-500">Chưa có khối nội dung.</p>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
