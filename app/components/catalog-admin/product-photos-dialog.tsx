import { useState } from "react";
import type { AdminProductView } from "#common/schemas/catalog-admin";
import { FormDialog } from "~/components/admin/ui/admin-dialog";
import { ImageUploadField } from "~/components/admin/ui/image-upload";
import { rowActionClass } from "~/components/admin/ui/admin-table";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";
import { Photo } from "~/components/ui/photo";

/**
 * A product's photos from the list (issue 36): the first is the main photo (cards, search, the page's first); the
 * others are the product page's gallery. Saved through the products page's `photos` intent.
 */
export function ProductPhotosDialog({ product, onClose }: { product: AdminProductView; onClose: () => void }) {
  const [photos, setPhotos] = useState<string[]>([product.image, ...(product.gallery ?? [])]);
  const [adding, setAdding] = useState("");
  const { run, busy, fieldErrors } = useAdminAction();
  const move = (index: number) => setPhotos((current) => [current[index]!, ...current.filter((_, i) => i !== index)]);
  const remove = (index: number) => setPhotos((current) => current.filter((_, i) => i !== index));

  async function save() {
    const saved = await run("photos", { id: product.id, image: photos[0] ?? "", gallery: photos.slice(1) }, { success: "Đã lưu ảnh sản phẩm", failure: "Không lưu được ảnh" });
    if (saved) onClose();
  }

  return (
    <FormDialog
      title={`Ảnh của ${product.name}`}
      description="Ảnh đầu tiên là ảnh chính; các ảnh sau hiện thành bộ ảnh trên trang sản phẩm."
      submitLabel="Lưu ảnh"
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ol className="max-h-64 space-y-2 overflow-y-auto" aria-label="Ảnh sản phẩm">
        {photos.map((src, index) => (
          <li key={`${src}-${index}`} className="flex items-center gap-3 text-sm">
            <Photo src={src} alt="" width={48} height={48} sizes="48px" className="h-12 w-12 rounded-md bg-gray-50 object-contain" />
            <span className="min-w-0 flex-1 truncate">{index === 0 ? "Ảnh chính" : `Ảnh ${index + 1}`}</span>
            {index > 0 && (
              <button type="button" onClick={() => move(index)} className={rowActionClass("brand")} aria-label={`Đặt ảnh ${index + 1} làm ảnh chính`}>
                Ảnh chính
              </button>
            )}
            <button type="button" onClick={() => remove(index)} disabled={photos.length === 1} className={rowActionClass("danger")} aria-label={`Xóa ảnh ${index + 1}`}>
              Xóa
            </button>
          </li>
        ))}
      </ol>
      {(fieldErrors.image?.[0] ?? Object.entries(fieldErrors).find(([key]) => key.startsWith("gallery"))?.[1]?.[0]) && (
        <p className="text-sm text-red-700">{fieldErrors.image?.[0] ?? Object.entries(fieldErrors).find(([key]) => key.startsWith("gallery"))?.[1]?.[0]}</p>
      )}
      <ImageUploadField id="product-photo-new" label="Thêm ảnh" uploadLabel="Tải ảnh lên" value={adding} onChange={setAdding} />
      <button
        type="button"
        disabled={!adding.trim()}
        onClick={() => {
          setPhotos((current) => [...current, adding.trim()]);
          setAdding("");
        }}
        className={rowActionClass("brand")}
      >
        Thêm vào bộ ảnh
      </button>
    </FormDialog>
  );
}
