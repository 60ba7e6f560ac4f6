import { MAX_LINE_QUANTITY } from "#common/cart";
import { usePageMessages } from "~/lib/page-messages";

/** − quantity + for a cart line; the decrease button is disabled at 1 (spec section 4). */
export function QuantityControl({
  quantity,
  label,
  disabled,
  onChange,
}: {
  quantity: number;
  /** Product name, for the buttons' accessible names. */
  label: string;
  disabled?: boolean;
  onChange(quantity: number): void;
}) {
  const t = usePageMessages();
  const button =
    "inline-flex h-9 w-9 items-center justify-center text-lg text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div className="inline-flex items-center rounded-md border border-gray-300" role="group" aria-label={t.quantityOf(label)}>
      <button
        type="button"
        className={button}
        aria-label={t.decreaseQuantity(label)}
        disabled={disabled || quantity <= 1}
        onClick={() => quantity > 1 && onChange(quantity - 1)}
      >
        −
      </button>
      <output className="w-10 text-center tabular-nums" aria-live="polite" aria-label={t.quantityOf(label)}>
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t.increaseQuantity(label)}
        disabled={disabled || quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
