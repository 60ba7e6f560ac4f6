import { effectiveUnitPrice, formatVnd } from "#common/money";
import { useMessages } from "~/lib/language";

/** Price as the shop shows it: the discount price with the struck-through original when there is one. */
export function Price({
  price,
  discountPrice,
  size = "md",
}: {
  price: number;
  discountPrice: number | null;
  size?: "md" | "lg";
}) {
  const big = size === "lg";
  const t = useMessages();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-accent-700 ${big ? "text-3xl" : "text-lg"}`}>{formatVnd(effectiveUnitPrice({ price, discountPrice }))}</span>
      {discountPrice !== null && discountPrice < price && (
        <del className={`text-gray-500 ${big ? "text-lg" : "text-sm"}`}>
          <span className="sr-only">{t.originalPrice}</span>
          {formatVnd(price)}
        </del>
      )}
    </span>
  );
}
