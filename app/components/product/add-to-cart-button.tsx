import { useAddToCart, type AddableProduct } from "~/components/cart/cart-context";
import { CartIcon, CheckIcon } from "~/components/ui/icons";
import { useMessages } from "~/lib/language";

const SIZES = {
  card: {
    className: "mt-4 px-4 py-2.5 text-sm",
    icon: 16,
    add: "addToCart",
    added: "addedToCart",
  },
  page: {
    className: "flex-1 px-6 py-3 sm:flex-none",
    icon: 18,
    add: "addToCartPage",
    added: "addedToCartPage",
  },
} as const;

/**
 * The add-to-cart button of the product card and of the product page (spec sections 2 and 4): disabled with the
 * "added" label once the product is in the cart, and while it is being added or out of stock.
 */
export function AddToCartButton({ product, quantity = 1, size }: { product: AddableProduct; quantity?: number; size: keyof typeof SIZES }) {
  const { add, inCart, disabled } = useAddToCart(product);
  const look = SIZES[size];
  const t = useMessages();
  return (
    <button
      type="button"
      onClick={() => void add(quantity)}
      disabled={disabled}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300 ${look.className}`}
    >
      {inCart ? <CheckIcon size={look.icon} /> : <CartIcon size={look.icon} />}
      {!product.inStock ? t.soldOut : inCart ? t[look.added] : t[look.add]}
      {size === "card" && <span className="sr-only"> – {product.name}</span>}
    </button>
  );
}
