/** A product as the shop reads it (API, loaders, cards), prices in whole dong; the same shape on both sides. */
export interface ProductView {
  id: number;
  name: string;
  description: string;
  price: number;
  discountPrice: number | null;
  image: string;
  categoryId: number;
  categoryName: string;
  rating: number;
  reviewCount: number;
  tag: string | null;
  inStock: boolean;
  featured: boolean;
  newArrival: boolean;
}

// Intl formatters are built once: building one costs far more than formatting with it, and a product page
// formats a rating for every card and review it shows.
const RATING_LABEL_FORMAT = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 1 });
const RATING_SCORE_FORMAT = new Intl.NumberFormat("vi-VN", { minimumFractionDigits: 1 });

/** A rating as screen readers hear it in "Đánh giá 4,8 trên 5 sao": `5` → "5", `4.75` → "4,8". */
export function formatRatingLabel(rating: number): string {
  return RATING_LABEL_FORMAT.format(rating);
}

/** A rating as the product page prints its score: always one decimal at least, `5` → "5,0". */
export function formatRatingScore(rating: number): string {
  return RATING_SCORE_FORMAT.format(rating);
}

/** Search result shape of spec section 7: price is a string of digits in dong. */
export interface ProductSearchResult {
  id: number;
  name: string;
  image: string;
  price: string;
}
