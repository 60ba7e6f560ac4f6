import { formatVnd } from "#common/money";
import type { AdminCategoryView, AdminProductView } from "#common/schemas/catalog-admin";
import { ADMIN_INPUT_CLASS, LabeledInput } from "~/components/admin/ui/labeled-input";
import { numberOrNull, type ProductDraft, type StockMode } from "./product-draft";

const STOCK_MODES: ReadonlyArray<readonly [StockMode, string]> = [
  ["counted", "Đếm số máy (hết máy là hết hàng)"],
  ["available", "Không đếm: còn hàng"],
  ["soldOut", "Không đếm: hết hàng"],
];

interface ProductBasicsFieldsProps {
  draft: ProductDraft;
  set: <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => void;
  /** The first refusal of a field, the form's own or the server's. */
  error: (field: string) => string | undefined;
  categories: AdminCategoryView[];
  /** The stored product (its computed rating); null while adding one. */
  product: AdminProductView | null;
}

/** The editor's "Thông tin chung" section: name, description, prices, stock, category, labels and display. */
export function ProductBasicsFields({ draft, set, error, categories, product }: ProductBasicsFieldsProps) {
  const price = numberOrNull(draft.price);
  const discount = numberOrNull(draft.discountPrice);
  return (
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
        {/* The English page shows these when written, the Vietnamese otherwise (docs/decisions/0060). */}
        <fieldset className="space-y-3 rounded-lg border border-dashed border-gray-300 p-3">
          <legend className="px-1 text-sm font-medium text-gray-700">Bản tiếng Anh (không bắt buộc)</legend>
          <LabeledInput id="product-name-en" label="Tên sản phẩm (tiếng Anh)" value={draft.nameEn} onChange={(event) => set("nameEn", event.target.value)} error={error("nameEn")} />
          <div>
            <label htmlFor="product-description-en" className="block text-sm font-medium text-gray-700">
              Mô tả (tiếng Anh)
            </label>
            <textarea
              id="product-description-en"
              rows={3}
              value={draft.descriptionEn}
              onChange={(event) => set("descriptionEn", event.target.value)}
              className={ADMIN_INPUT_CLASS}
              aria-invalid={error("descriptionEn") ? true : undefined}
            />
            {error("descriptionEn") && <p className="mt-1 text-sm text-red-700">{error("descriptionEn")}</p>}
          </div>
        </fieldset>
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
  );
}
