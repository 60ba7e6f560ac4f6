import { useState } from "react";
import { Link } from "react-router";
import { useAddToCart } from "~/components/cart/cart-seam";
import { CartIcon, CheckIcon } from "~/components/ui/icons";
import { trackAddToCart } from "~/lib/analytics";
import { Price } from "./price";
import { StarRating } from "./star-rating";

export interface ProductCardData {
  id: number;
  name: string;
  description: string;
  price: number;
  discountPrice: number | null;
  image: string;
  rating: number;
  reviewCount: number;
  tag: string | null;
  inStock: boolean;
  categoryName: string;
}

/** Badge colour by the tag values the spec shows: Mới, Hot, or a text containing %. */
export function tagTone(tag: string): string {
  if (tag.includes("%")) return "bg-accent-700 text-white";
  if (tag.toLowerCase() === "hot") return "bg-red-600 text-white";
  return "bg-brand-700 text-white";
}

export function ProductCard({ product, headingLevel = 3 }: { product: ProductCardData; headingLevel?: 2 | 3 }) {
  const { addToCart, isInCart } = useAddToCart();
  const [adding, setAdding] = useState(false);
  const inCart = isInCart(product.id);
  const Heading = `h${headingLevel}` as const;

  async function add() {
    setAdding(true);
    try {
      await addToCart(product.id, 1);
      trackAddToCart({ id: product.id, name: product.name, price: product.discountPrice ?? product.price, category: product.categoryName }, 1);
    } finally {
      setAdding(false);
    }
  }

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white transition-shadow hover:shadow-lg">
      {product.tag && (
        <span className={`absolute left-3 top-3 z-10 rounded-full px-2.5 py-1 text-xs font-bold ${tagTone(product.tag)}`}>{product.tag}</span>
      )}
      <Link to={`/products/${product.id}`} className="block bg-gray-50" tabIndex={-1} aria-hidden="true">
        <img
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-contain p-4 transition-transform group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-semibold text-gray-900">
          <Link to={`/products/${product.id}`} className="hover:text-brand-700">
            {product.name}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-gray-600">{product.description}</p>
        <div className="mt-2 flex items-center gap-2 text-sm text-gray-500">
          <StarRating rating={product.rating} size={14} />
          <span>({product.reviewCount})</span>
        </div>
        <div className="mt-3 flex-1">
          <Price price={product.price} discountPrice={product.discountPrice} />
        </div>
        <button
          type="button"
          onClick={add}
          disabled={inCart || adding || !product.inStock}
          className="mt-4 inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300"
        >
          {inCart ? <CheckIcon size={16} /> : <CartIcon size={16} />}
          {!product.inStock ? "Hết hàng" : inCart ? "Đã thêm vào giỏ" : "Thêm vào giỏ"}
          <span className="sr-only"> – {product.name}</span>
        </button>
      </div>
    </article>
  );
}
