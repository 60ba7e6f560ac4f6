import { formatRatingLabel } from "#common/catalog";
import { useMessages } from "~/lib/language";

/** Five stars with full and half stars (spec section 9); the rating is rounded to the nearest half. */
export function StarRating({ rating, size = 16, className = "" }: { rating: number; size?: number; className?: string }) {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  const label = useMessages().ratingLabel(formatRatingLabel(rating));
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((star) => {
        const fill = Math.min(2, Math.max(0, halves - star * 2)); // 0 empty, 1 half, 2 full
        return (
          <span key={star} className="relative inline-block" style={{ width: size, height: size }} data-star={["empty", "half", "full"][fill]}>
            <StarShape size={size} className="absolute inset-0 text-gray-300" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: fill === 2 ? "100%" : "50%" }}>
                <StarShape size={size} className="text-amber-400" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

function StarShape({ size, className }: { size: number; className: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
    </svg>
  );
}
