import type { Dispatch, SetStateAction } from "react";
import { Link } from "react-router";
import { formatVnd } from "#common/money";
import type { AdminProductView } from "#common/schemas/catalog-admin";
import { stockLabel } from "#common/stock";
import { AdminTable, RowActionButton, rowActionClass } from "~/components/admin/ui/admin-table";
import { Photo } from "~/components/ui/photo";

/** The stock as the list says it: the count when counted, the flag only when not (one way, common/stock.ts). */
const stockText = (product: AdminProductView): string => stockLabel(product);

/** The tag and the flags, each idea once: a "Mới" tag already says "Hàng mới". */
function labelsText(product: AdminProductView): string {
  const tagSaysNew = /^(mới|new)$/i.test(product.tag?.trim() ?? "");
  return [product.tag, product.featured ? "Nổi bật" : null, product.newArrival && !tagSaysNew ? "Hàng mới" : null].filter(Boolean).join(" · ") || "—";
}

interface RemoveProps {
  onRemove: (product: AdminProductView) => void;
  /** The product whose removal is being sent, if any: its button waits. */
  removeBusyId: number | null;
}

/** The product list on a phone. */
export function ProductCards({ products, onRemove, removeBusyId }: RemoveProps & { products: AdminProductView[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Danh sách sản phẩm">
      {products.map((product) => (
        <li key={product.id} className={`rounded-xl border border-gray-200 p-3 ${product.archived ? "bg-gray-50 text-gray-500" : "bg-white"}`} data-testid="product-card">
          <div className="flex gap-3">
            <Photo src={product.image} alt="" width={48} height={48} sizes="48px" className="h-12 w-12 shrink-0 rounded-md bg-gray-50 object-contain" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900">{product.name}</p>
              <p className="mt-0.5 text-sm text-gray-600">
                {product.categoryName} · {formatVnd(product.discountPrice ?? product.price)} · {stockText(product)}
              </p>
              <p className="mt-0.5 text-xs text-gray-500">
                {product.archived ? "Ngừng bán" : "Đang bán"} · {labelsText(product)}
              </p>
            </div>
          </div>
          <div className="mt-2 flex flex-wrap justify-end gap-1">
            {!product.archived && (
              <a href={`/products/${product.id}`} target="_blank" rel="noopener" className={rowActionClass("neutral")} aria-label={`Xem ${product.name} trên cửa hàng`}>
                Xem
              </a>
            )}
            <Link to={`/admin/products/${product.id}`} className={rowActionClass("brand")} aria-label={`Sửa ${product.name}`}>
              Sửa
            </Link>
            {!product.archived && (
              <RowActionButton tone="danger" onClick={() => onRemove(product)} disabled={removeBusyId === product.id} label={`Xóa ${product.name}`}>
                Xóa
              </RowActionButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

interface ProductTableProps extends RemoveProps {
  products: AdminProductView[];
  /** The ids ticked for a bulk action. */
  selected: number[];
  setSelected: Dispatch<SetStateAction<number[]>>;
  onPhotos: (product: AdminProductView) => void;
  onDuplicate: (product: AdminProductView) => void;
  duplicating: boolean;
}

/** The product list from 768 px: a row per product with its photo, prices, stock, labels and actions. */
export function ProductTable({ products, selected, setSelected, onPhotos, onDuplicate, duplicating, onRemove, removeBusyId }: ProductTableProps) {
  const allShownSelected = products.length > 0 && products.every((product) => selected.includes(product.id));
  return (
    <AdminTable
      caption="Danh sách sản phẩm"
      className="mt-3 hidden md:block"
      columns={[
        { label: "Chọn" },
        { label: "Ảnh" },
        { label: "Tên" },
        { label: "Danh mục" },
        { label: "Giá", numeric: true },
        { label: "Giá khuyến mãi", numeric: true },
        { label: "Tồn kho" },
        { label: "Nhãn" },
        { label: "Trạng thái" },
        { label: "Thao tác" },
      ]}
    >
      <tr className="border-t border-gray-100 bg-gray-50/50">
        <td className="px-4 py-2" colSpan={10}>
          <label className="flex items-center gap-2 text-sm text-gray-600">
            <input
              type="checkbox"
              checked={allShownSelected}
              onChange={(event) => setSelected(event.target.checked ? products.map((product) => product.id) : [])}
              className="accent-brand-700"
            />
            Chọn tất cả sản phẩm đang hiện
          </label>
        </td>
      </tr>
      {products.map((product) => (
        <tr key={product.id} className={`border-t border-gray-100 align-top ${product.archived ? "bg-gray-50 text-gray-500" : ""}`}>
          <td className="px-4 py-3">
            <input
              type="checkbox"
              aria-label={`Chọn ${product.name}`}
              checked={selected.includes(product.id)}
              onChange={(event) => setSelected((current) => (event.target.checked ? [...current, product.id] : current.filter((id) => id !== product.id)))}
              className="accent-brand-700"
            />
          </td>
          <td className="px-4 py-3">
            <Photo src={product.image} alt="" width={48} height={48} sizes="48px" className="h-12 w-12 rounded-md bg-gray-50 object-contain" />
          </td>
          <th scope="row" className="max-w-xs px-4 py-3 font-medium text-gray-900">
            {product.name}
          </th>
          <td className="px-4 py-3">{product.categoryName}</td>
          <td className="px-4 py-3 text-right whitespace-nowrap">{formatVnd(product.price)}</td>
          <td className="px-4 py-3 text-right whitespace-nowrap">{product.discountPrice === null ? "—" : formatVnd(product.discountPrice)}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {stockText(product)}
            {product.lowStockThreshold != null && <span className="block text-xs text-gray-500">báo khi còn {product.lowStockThreshold}</span>}
          </td>
          <td className="px-4 py-3">{labelsText(product)}</td>
          <td className="px-4 py-3">
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
                product.archived ? "bg-gray-200 text-gray-700" : "bg-green-100 text-green-800"
              }`}
            >
              {product.archived ? "Ngừng bán" : "Đang bán"}
            </span>
          </td>
          <td className="px-4 py-3">
            <div className="flex flex-wrap gap-1">
              {!product.archived && (
                <a href={`/products/${product.id}`} target="_blank" rel="noopener" className={rowActionClass("neutral")} aria-label={`Xem ${product.name} trên cửa hàng`}>
                  Xem
                </a>
              )}
              <Link to={`/admin/products/${product.id}`} className={rowActionClass("brand")} aria-label={`Sửa ${product.name}`}>
                Sửa
              </Link>
              <RowActionButton tone="neutral" onClick={() => onPhotos(product)} label={`Ảnh của ${product.name}`}>
                Ảnh{product.gallery?.length ? ` (${product.gallery.length + 1})` : ""}
              </RowActionButton>
              <RowActionButton tone="neutral" onClick={() => onDuplicate(product)} disabled={duplicating} label={`Nhân bản ${product.name}`}>
                Nhân bản
              </RowActionButton>
              {!product.archived && (
                <RowActionButton tone="danger" onClick={() => onRemove(product)} disabled={removeBusyId === product.id} label={`Xóa ${product.name}`}>
                  Xóa
                </RowActionButton>
              )}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
