import { specRowsOf, type ContentBlock, type SpecRow } from "#common/product-content";
import type { AdminProductView } from "#common/schemas/catalog-admin";

export type StockMode = "counted" | "available" | "soldOut";

/** The form's fields as typed: numbers stay text until saved, so a half-typed price is not lost. */
export interface ProductDraft {
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
  /** English versions for the English product page (docs/decisions/0060); empty = the Vietnamese shows. */
  nameEn: string;
  descriptionEn: string;
  archived: boolean;
  warrantyMonths: string;
  blocks: ContentBlock[];
  specs: SpecRow[];
}

export function productDraftOf(product: AdminProductView | null, firstCategoryId: number | undefined): ProductDraft {
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
    nameEn: product?.nameEn ?? "",
    descriptionEn: product?.descriptionEn ?? "",
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
export function numberOrNull(value: string, { whole = true } = {}): number | null | string {
  const compact = whole ? value.replace(/[\s.]/g, "") : value.trim().replace(",", ".");
  if (compact === "") return null;
  const number = Number(compact);
  return Number.isFinite(number) ? number : value;
}

export function productPayloadOf(draft: ProductDraft) {
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
    nameEn: draft.nameEn,
    descriptionEn: draft.descriptionEn,
    archived: draft.archived,
    warrantyMonths: numberOrNull(draft.warrantyMonths) ?? 12,
    blocks: draft.blocks,
    specs: draft.specs,
  };
}
