import { matchesSearch } from "#common/search-text";
import type { AdminCategoryView, AdminProductView } from "#common/schemas/catalog-admin";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";

const STOCK_FILTERS = [
  ["", "Mọi tình trạng"],
  ["in", "Còn hàng"],
  ["out", "Hết hàng"],
  ["archived", "Ngừng bán"],
] as const;

/** The list's search (`q`), category and stock filters, read from the address so a filtered list can be shared. */
export function filterProducts(products: AdminProductView[], params: URLSearchParams): AdminProductView[] {
  const q = params.get("q")?.trim() ?? "";
  const category = params.get("category") ?? "";
  const stock = params.get("stock") ?? "";
  return products.filter((product) => {
    if (q && !matchesSearch(`${product.name} ${product.tag ?? ""} ${product.categoryName}`, q)) return false;
    if (category && String(product.categoryId) !== category) return false;
    if (stock === "archived") return product.archived;
    if (stock === "in") return !product.archived && product.inStock;
    if (stock === "out") return !product.archived && !product.inStock;
    return true;
  });
}

interface ProductFiltersProps {
  searchParams: URLSearchParams;
  categories: AdminCategoryView[];
  /** Sets one filter of the address (an empty value removes it). */
  setFilter: (name: string, value: string) => void;
}

/** The product list's search box and its category and stock filters. */
export function ProductFilters({ searchParams, categories, setFilter }: ProductFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      <div className="min-w-60 flex-1">
        <label htmlFor="product-search" className="block text-sm font-medium text-gray-700">
          Tìm sản phẩm
        </label>
        <input id="product-search" type="search" defaultValue={searchParams.get("q") ?? ""} onChange={(event) => setFilter("q", event.target.value)} placeholder="Tên, nhãn, danh mục" className={ADMIN_INPUT_CLASS} />
      </div>
      <div>
        <label htmlFor="product-category" className="block text-sm font-medium text-gray-700">
          Danh mục
        </label>
        <select id="product-category" value={searchParams.get("category") ?? ""} onChange={(event) => setFilter("category", event.target.value)} className={ADMIN_INPUT_CLASS}>
          <option value="">Mọi danh mục</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="product-stock" className="block text-sm font-medium text-gray-700">
          Tình trạng
        </label>
        <select id="product-stock" value={searchParams.get("stock") ?? ""} onChange={(event) => setFilter("stock", event.target.value)} className={ADMIN_INPUT_CLASS}>
          {STOCK_FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
