/**
 * Featured products grouped by name (spec section 3): names containing LT-150 or LT-300 are tea machines,
 * names containing LS-200 or LS-250 coffee machines; anything else is in neither group.
 */
export function groupFeatured<T extends { name: string }>(products: readonly T[]): { tea: T[]; coffee: T[] } {
  return {
    tea: products.filter((product) => /LT-150|LT-300/i.test(product.name)),
    coffee: products.filter((product) => /LS-200|LS-250/i.test(product.name)),
  };
}

/** Skeleton cards per group while the featured list loads (spec section 9). */
export const FEATURED_SKELETONS_PER_GROUP = 2;
