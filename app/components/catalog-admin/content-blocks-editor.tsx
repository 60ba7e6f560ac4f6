import { createContext, useContext, useState, type ReactNode } from "react";
import {
  BANNER_TONE_LABELS,
  BANNER_TONES,
  BLOCK_TYPE_LABELS,
  DEFAULT_SPEC_ROWS,
  FEATURE_ICON_LABELS,
  FEATURE_ICONS,
  TRIAL_VARIANT_LABELS,
  TRIAL_VARIANTS,
  type ContentBlock,
  type ContentBlockType,
  type CustomerPhoto,
  type FeatureItem,
  type SpecRow,
  type VideoItem,
} from "#common/product-content";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { ImageUploadField } from "~/components/admin/ui/image-upload";

type Errors = Record<string, string[]>;

const BLOCK_TYPES = Object.keys(BLOCK_TYPE_LABELS) as ContentBlockType[];
const emptyVideo = (): VideoItem => ({ youtubeId: "", title: "", thumbnail: null });
const emptyFeature = (): FeatureItem => ({ icon: "check", title: "", text: "", image: null });
const emptyPhoto = (): CustomerPhoto => ({ image: "", caption: "" });

/** The catalogue's models (common/leads.ts modelOf) the trial blocks may name; the product editor provides them. */
export const ModelChoices = createContext<readonly string[]>([]);

/** What a new block of each type starts with: the owner fills in the rest (`model`: the trial form's machine). */
export function newBlock(type: ContentBlockType, model = ""): ContentBlock {
  switch (type) {
    case "banner":
      return { type, eyebrow: "", title: "", text: "", tone: "tea" };
    case "priceBanner":
      return { type, eyebrow: "", text: "", buttonLabel: "Đăng ký dùng thử tại quán", trialProduct: model };
    case "features":
      return { type, heading: "", features: [emptyFeature()] };
    case "video":
      return { type, anchor: null, title: "", video: emptyVideo() };
    case "playlist":
      return { type, anchor: null, title: "", videos: [emptyVideo()] };
    case "shortVideos":
      return { type, title: "", videos: [emptyVideo()] };
    case "customers":
      return { type, title: "", photos: [emptyPhoto()] };
    case "trial":
      return { type, variant: "contact", product: model, title: "" };
  }
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Up, down and remove buttons of one item in a list. */
function ItemButtons({ index, count, name, onMove, onRemove }: { index: number; count: number; name: string; onMove: (to: number) => void; onRemove: () => void }) {
  const button = "rounded border border-gray-300 px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-40";
  return (
    <div className="flex gap-1">
      <button type="button" className={button} onClick={() => onMove(index - 1)} disabled={index === 0} aria-label={`Đưa ${name} lên`}>
        ↑
      </button>
      <button type="button" className={button} onClick={() => onMove(index + 1)} disabled={index === count - 1} aria-label={`Đưa ${name} xuống`}>
        ↓
      </button>
      <button type="button" className={`${button} text-red-700`} onClick={onRemove} aria-label={`Xoá ${name}`}>
        Xoá
      </button>
    </div>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: (props: { id: string; "aria-invalid"?: true; className: string }) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, className: `${ADMIN_INPUT_CLASS} text-sm` })}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

function TextField({ id, label, value, onChange, error, multiline = false }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; multiline?: boolean }) {
  return (
    <Field id={id} label={label} error={error}>
      {(props) =>
        multiline ? (
          <textarea {...props} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...props} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}

function SelectField<T extends string>({ id, label, value, options, onChange, error }: { id: string; label: string; value: T; options: ReadonlyArray<readonly [T, string]>; onChange: (value: T) => void; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A list inside a block (features, videos, photos): each item in its own group, with add, move and remove. */
function SubList<T>({
  id,
  items,
  itemName,
  addLabel,
  error,
  onChange,
  empty,
  render,
}: {
  id: string;
  items: T[];
  itemName: string;
  addLabel: string;
  error?: string;
  onChange: (items: T[]) => void;
  empty: () => T;
  render: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
}) {
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        <fieldset key={index} className="space-y-3 rounded-lg border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold text-gray-800">
            {itemName} {index + 1}
          </legend>
          <div className="flex justify-end">
            <ItemButtons
              index={index}
              count={items.length}
              name={`${itemName.toLowerCase()} ${index + 1}`}
              onMove={(to) => onChange(moved(items, index, to))}
              onRemove={() => onChange(items.filter((_, other) => other !== index))}
            />
          </div>
          {render(item, index, (patch) => onChange(items.map((other, at) => (at === index ? { ...other, ...patch } : other))))}
        </fieldset>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
      <button type="button" id={`${id}-add`} onClick={() => onChange([...items, empty()])} className="rounded-md border border-dashed border-gray-400 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50">
        + {addLabel}
      </button>
    </div>
  );
}

function VideoFields({ id, video, update, errorOf }: { id: string; video: VideoItem; update: (patch: Partial<VideoItem>) => void; errorOf: (field: string) => string | undefined }) {
  return (
    <>
      <TextField id={`${id}-youtube`} label="Mã video hoặc đường dẫn YouTube" value={video.youtubeId} onChange={(youtubeId) => update({ youtubeId })} error={errorOf("youtubeId")} />
      <TextField id={`${id}-title`} label="Tên video" value={video.title} onChange={(title) => update({ title })} error={errorOf("title")} />
      <ImageUploadField id={`${id}-thumbnail`} label="Ảnh video (để trống: ảnh mặc định)" uploadLabel="Tải ảnh lên" value={video.thumbnail ?? ""} onChange={(thumbnail) => update({ thumbnail })} />
      {errorOf("thumbnail") && <p className="text-sm text-red-700">{errorOf("thumbnail")}</p>}
    </>
  );
}

/** The catalogue's models, plus the block's own choice if that machine has left the catalogue since. */
function useModelChoices(current: string): ReadonlyArray<readonly [string, string]> {
  const models = useContext(ModelChoices);
  const all = current && !models.includes(current) ? [current, ...models] : models;
  return all.map((model) => [model, model] as const);
}

function BlockFields({ block, id, update, errorOf }: { block: ContentBlock; id: string; update: (block: ContentBlock) => void; errorOf: (field: string) => string | undefined }) {
  const set = (patch: object) => update({ ...block, ...patch } as ContentBlock);
  const modelChoices = useModelChoices(block.type === "priceBanner" ? block.trialProduct : block.type === "trial" ? block.product : "");
  switch (block.type) {
    case "banner":
      return (
        <>
          <TextField id={`${id}-eyebrow`} label="Dòng nhỏ phía trên (ví dụ tên mẫu máy)" value={block.eyebrow} onChange={(eyebrow) => set({ eyebrow })} error={errorOf("eyebrow")} />
          <TextField id={`${id}-title`} label="Tiêu đề" value={block.title} onChange={(title) => set({ title })} error={errorOf("title")} />
          <TextField id={`${id}-text`} label="Nội dung" value={block.text} onChange={(text) => set({ text })} error={errorOf("text")} multiline />
          <SelectField id={`${id}-tone`} label="Màu" value={block.tone} options={BANNER_TONES.map((tone) => [tone, BANNER_TONE_LABELS[tone]] as const)} onChange={(tone) => set({ tone })} error={errorOf("tone")} />
        </>
      );
    case "priceBanner":
      return (
        <>
          <p className="text-sm text-gray-600">Tiêu đề là giá bán hiện tại của sản phẩm („Chỉ …đ”), tự cập nhật khi đổi giá; ghi chú VAT được thêm sau nội dung.</p>
          <TextField id={`${id}-eyebrow`} label="Dòng nhỏ phía trên" value={block.eyebrow} onChange={(eyebrow) => set({ eyebrow })} error={errorOf("eyebrow")} />
          <TextField id={`${id}-text`} label="Nội dung" value={block.text} onChange={(text) => set({ text })} error={errorOf("text")} multiline />
          <TextField id={`${id}-button`} label="Chữ trên nút" value={block.buttonLabel} onChange={(buttonLabel) => set({ buttonLabel })} error={errorOf("buttonLabel")} />
          <SelectField id={`${id}-product`} label="Máy chọn sẵn trong form dùng thử" value={block.trialProduct} options={modelChoices} onChange={(trialProduct) => set({ trialProduct })} error={errorOf("trialProduct")} />
        </>
      );
    case "features":
      return (
        <>
          <TextField id={`${id}-heading`} label="Tiêu đề nhóm" value={block.heading} onChange={(heading) => set({ heading })} error={errorOf("heading")} />
          <SubList
            id={`${id}-features`}
            items={block.features}
            itemName="Tính năng"
            addLabel="Thêm tính năng"
            error={errorOf("features")}
            onChange={(features) => set({ features })}
            empty={emptyFeature}
            render={(feature, index, change) => (
              <>
                <SelectField
                  id={`${id}-feature-${index}-icon`}
                  label="Biểu tượng"
                  value={feature.icon}
                  options={FEATURE_ICONS.map((icon) => [icon, FEATURE_ICON_LABELS[icon]] as const)}
                  onChange={(icon) => change({ icon })}
                  error={errorOf(`features.${index}.icon`)}
                />
                <TextField id={`${id}-feature-${index}-title`} label="Tên tính năng" value={feature.title} onChange={(title) => change({ title })} error={errorOf(`features.${index}.title`)} />
                <TextField id={`${id}-feature-${index}-text`} label="Mô tả tính năng" value={feature.text} onChange={(text) => change({ text })} error={errorOf(`features.${index}.text`)} multiline />
                <ImageUploadField id={`${id}-feature-${index}-image`} label="Ảnh (không bắt buộc)" uploadLabel="Tải ảnh lên" value={feature.image ?? ""} onChange={(image) => change({ image })} />
                {errorOf(`features.${index}.image`) && <p className="text-sm text-red-700">{errorOf(`features.${index}.image`)}</p>}
              </>
            )}
          />
        </>
      );
    case "video":
      return (
        <>
          <TextField id={`${id}-title`} label="Tiêu đề" value={block.title} onChange={(title) => set({ title })} error={errorOf("title")} />
          <TextField id={`${id}-anchor`} label="Mã neo (không bắt buộc, ví dụ danh-gia)" value={block.anchor ?? ""} onChange={(anchor) => set({ anchor })} error={errorOf("anchor")} />
          <VideoFields id={`${id}-video`} video={block.video} update={(patch) => set({ video: { ...block.video, ...patch } })} errorOf={(field) => errorOf(`video.${field}`)} />
        </>
      );
    case "playlist":
    case "shortVideos":
      return (
        <>
          <TextField id={`${id}-title`} label="Tiêu đề" value={block.title} onChange={(title) => set({ title })} error={errorOf("title")} />
          {block.type === "playlist" && (
            <TextField id={`${id}-anchor`} label="Mã neo (không bắt buộc, ví dụ usage-videos)" value={block.anchor ?? ""} onChange={(anchor) => set({ anchor })} error={errorOf("anchor")} />
          )}
          <SubList
            id={`${id}-videos`}
            items={block.videos}
            itemName="Video"
            addLabel="Thêm video"
            error={errorOf("videos")}
            onChange={(videos) => set({ videos })}
            empty={emptyVideo}
            render={(video, index, change) => (
              <VideoFields id={`${id}-video-${index}`} video={video} update={change} errorOf={(field) => errorOf(`videos.${index}.${field}`)} />
            )}
          />
        </>
      );
    case "customers":
      return (
        <>
          <TextField id={`${id}-title`} label="Tiêu đề" value={block.title} onChange={(title) => set({ title })} error={errorOf("title")} />
          <SubList
            id={`${id}-photos`}
            items={block.photos}
            itemName="Ảnh"
            addLabel="Thêm ảnh"
            error={errorOf("photos")}
            onChange={(photos) => set({ photos })}
            empty={emptyPhoto}
            render={(photo, index, change) => (
              <>
                <ImageUploadField id={`${id}-photo-${index}-image`} label="Ảnh khách hàng" uploadLabel="Tải ảnh lên" value={photo.image} onChange={(image) => change({ image })} />
                {errorOf(`photos.${index}.image`) && <p className="text-sm text-red-700">{errorOf(`photos.${index}.image`)}</p>}
                <TextField id={`${id}-photo-${index}-caption`} label="Chú thích" value={photo.caption} onChange={(caption) => change({ caption })} error={errorOf(`photos.${index}.caption`)} />
              </>
            )}
          />
        </>
      );
    case "trial":
      return (
        <>
          <SelectField id={`${id}-variant`} label="Kiểu" value={block.variant} options={TRIAL_VARIANTS.map((variant) => [variant, TRIAL_VARIANT_LABELS[variant]] as const)} onChange={(variant) => set({ variant })} error={errorOf("variant")} />
          <SelectField id={`${id}-product`} label="Máy chọn sẵn" value={block.product} options={modelChoices} onChange={(product) => set({ product })} error={errorOf("product")} />
          <TextField id={`${id}-title`} label="Tiêu đề" value={block.title} onChange={(title) => set({ title })} error={errorOf("title")} />
        </>
      );
  }
}

/** A short name of a block for its group's legend: its type and, once typed, its title. */
function blockName(block: ContentBlock, index: number): string {
  const title = "title" in block ? block.title : "heading" in block ? block.heading : block.eyebrow;
  return `Khối ${index + 1}: ${BLOCK_TYPE_LABELS[block.type]}${title.trim() ? ` – ${title.trim()}` : ""}`;
}

/** The product page's sections below the tabs: add by type, edit, reorder, remove. Errors are the API's field paths. */
export function ContentBlocksEditor({ blocks, onChange, errors }: { blocks: ContentBlock[]; onChange: (blocks: ContentBlock[]) => void; errors: Errors }) {
  const [adding, setAdding] = useState<ContentBlockType>("features");
  const models = useContext(ModelChoices);
  return (
    <div className="space-y-4">
      {errors.blocks?.[0] && <p className="text-sm text-red-700">{errors.blocks[0]}</p>}
      {blocks.length === 0 && <p className="text-sm text-gray-600">Chưa có khối nào: trang sản phẩm chỉ hiện phần bảo hành và sản phẩm liên quan dưới các tab.</p>}
      {blocks.map((block, index) => {
        const id = `block-${index}`;
        const errorOf = (field: string) => errors[`blocks.${index}.${field}`]?.[0];
        return (
          <fieldset key={index} className="space-y-3 rounded-xl border border-gray-300 bg-gray-50 p-4">
            <legend className="px-1 font-semibold text-gray-900">{blockName(block, index)}</legend>
            <div className="flex justify-end">
              <ItemButtons
                index={index}
                count={blocks.length}
                name={`khối ${index + 1}`}
                onMove={(to) => onChange(moved(blocks, index, to))}
                onRemove={() => onChange(blocks.filter((_, other) => other !== index))}
              />
            </div>
            {errorOf("type") && <p className="text-sm text-red-700">{errorOf("type")}</p>}
            <BlockFields block={block} id={id} errorOf={errorOf} update={(next) => onChange(blocks.map((other, at) => (at === index ? next : other)))} />
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="new-block-type" className="block text-sm font-medium text-gray-700">
            Loại khối mới
          </label>
          <select id="new-block-type" value={adding} onChange={(event) => setAdding(event.target.value as ContentBlockType)} className={`${ADMIN_INPUT_CLASS} text-sm`}>
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {BLOCK_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => onChange([...blocks, newBlock(adding, models[0] ?? "")])} className="rounded-md bg-gray-800 px-4 py-2 text-sm font-medium text-white hover:bg-gray-900">
          Thêm khối
        </button>
      </div>
    </div>
  );
}

/** The "Thông số kỹ thuật" rows: label and value, reorder, remove, add; or back to the shop's default table. */
export function SpecRowsEditor({ rows, onChange, errors }: { rows: SpecRow[]; onChange: (rows: SpecRow[]) => void; errors: Errors }) {
  const errorOf = (path: string) => errors[`specs.${path}`]?.[0];
  return (
    <div className="space-y-3">
      {errors.specs?.[0] && <p className="text-sm text-red-700">{errors.specs[0]}</p>}
      {rows.map((row, index) => (
        <fieldset key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <legend className="sr-only">Dòng thông số {index + 1}</legend>
          <TextField id={`spec-${index}-label`} label={`Tên thông số ${index + 1}`} value={row.label} onChange={(label) => onChange(rows.map((other, at) => (at === index ? { ...other, label } : other)))} error={errorOf(`${index}.label`)} />
          <TextField id={`spec-${index}-value`} label={`Giá trị ${index + 1}`} value={row.value} onChange={(value) => onChange(rows.map((other, at) => (at === index ? { ...other, value } : other)))} error={errorOf(`${index}.value`)} />
          <div className="pb-1">
            <ItemButtons index={index} count={rows.length} name={`dòng thông số ${index + 1}`} onMove={(to) => onChange(moved(rows, index, to))} onRemove={() => onChange(rows.filter((_, other) => other !== index))} />
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => onChange([...rows, { label: "", value: "" }])} className="rounded-md border border-dashed border-gray-400 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50">
          + Thêm dòng thông số
        </button>
        <button type="button" onClick={() => onChange([...DEFAULT_SPEC_ROWS])} className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50">
          Dùng bảng mặc định
        </button>
      </div>
    </div>
  );
}
