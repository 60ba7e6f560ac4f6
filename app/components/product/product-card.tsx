import { TAX_RATE_PERCENT } from "#common/money";
import { useMessages } from "~/lib/language";
import { Link } from "react-router";
import type { ProductView } from "#common/catalog";
import { AddToCartButton } from "./add-to-cart-button";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { StarRating } from "./star-rating";
import { tagTone } from "./tag-tone";

/** Four cards a row on a laptop (of the 1,280 px column), two on a tablet, one on a phone. */
const PRODUCT_CARD_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, calc(100vw - 2rem)";

export type ProductCardData = Pick<
  ProductView,
  "id" | "name" | "description" | "price" | "discountPrice" | "image" | "rating" | "reviewCount" | "tag" | "inStock" | "categoryName"
>;

/** `imagePriority`: the card opens the page (the first of a list), so its photo is the largest paint on a phone. */
export function ProductCard({
  product,
  headingLevel = 3,
  imagePriority = false,
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3;
  imagePriority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;

  const t = useMessages();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white transition-shadow hover:shadow-lg">
      {product.tag && (
        <span lang="vi" className={`absolute left-3 top-3 z-10 rounded-full px-2.5 py-1 text-xs font-bold ${tagTone(product.tag)}`}>{product.tag}</span>
      )}
      <Link to={`/products/${product.id}`} className="block bg-gray-50" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.image}
          alt=""
          width={400}
          height={400}
          sizes={PRODUCT_CARD_SIZES}
          priority={imagePriority}
          className="aspect-square w-full p-4 transition-transform group-hover:scale-105" />
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-semibold text-gray-900">
          <Link to={`/products/${product.id}`} className="hover:text-brand-700">
            {product.name}
          </Link>
        </Heading>
        {/* The owner's words, in Vietnamese on every page. */}
        <p lang="vi" className="mt-1 line-clamp-2 text-sm text-gray-600">
          {product.description}
        </p>
        {/* No stars for a machine without approved reviews: the score is never a default. */}
        {product.reviewCount > 0 && (
          <div className="mt-2 flex items-center gap-2 text-sm text-gray-500">
            <StarRating rating={product.rating} size={14} />
            <span>({product.reviewCount})</span>
          </div>
        )}
        <div className="mt-3 flex-1">
          <Price price={product.price} discountPrice={product.discountPrice} />
          <p className="mt-0.5 text-xs text-gray-500">{t.priceVatNote(TAX_RATE_PERCENT)}</p>
        </div>
        <AddToCartButton product={product} size="card" />
      </div>
    </article>
  );
}
