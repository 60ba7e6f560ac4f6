import { Link } from "react-router";
import { CartIcon } from "~/components/ui/icons";

/**
 * The header's cart entry. The cart feature replaces this component with its mini-cart dropdown
 * (count badge, line items, total, 'Xem giỏ hàng' and 'Thanh toán').
 */
export function HeaderCart() {
  return (
    <Link
      to="/cart"
      aria-label="Giỏ hàng"
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
    >
      <CartIcon size={22} />
    </Link>
  );
}
