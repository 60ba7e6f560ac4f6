/** One group of the home page's featured products: a category, in catalogue order. */
export interface FeaturedGroup<T> {
  categoryId: number;
  title: string;
  products: T[];
}

/**
 * Featured products grouped by their category (spec section 3's tea and coffee groups: with the seeded catalogue,
 * "Máy pha trà" holds LT-150 and LT-300, "Máy pha cà phê" LS-200 and LS-250). Groups come in the order their first
 * product does, so the owner's display order decides; a category the owner adds gets its own group.
 */
export function groupFeatured<T extends { categoryId: number; categoryName: string }>(products: readonly T[]): FeaturedGroup<T>[] {
  const groups = new Map<number, FeaturedGroup<T>>();
  for (const product of products) {
    let group = groups.get(product.categoryId);
    if (!group) {
      group = { categoryId: product.categoryId, title: product.categoryName, products: [] };
      groups.set(product.categoryId, group);
    }
    group.products.push(product);
  }
  return [...groups.values()];
}

/** Skeleton cards per group while the featured list loads (spec section 9). */
export const FEATURED_SKELETONS_PER_GROUP = 2;
/** Groups of skeletons shown while loading: the shop's two machine families. */
export const FEATURED_SKELETON_GROUPS = 2;
