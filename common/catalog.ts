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

/** Search result shape of spec section 7: price is a string of digits in dong. */
export interface ProductSearchResult {
  id: number;
  name: string;
  image: string;
  price: string;
}
