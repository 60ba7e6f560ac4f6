import { Photo } from "~/components/ui/photo";

/**
 * A product photo, whole (object-contain) on the light background the photos are shot for. Below the fold it
 * loads lazily; the product page's main photo is the largest paint and loads first (`priority`). An uploaded
 * photo comes as the WebP copy `sizes` asks for (components/ui/photo.tsx).
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the photo is drawn at each screen width (the `sizes` attribute). */
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  return (
    <Photo
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      className={`bg-gray-50 object-contain ${className}`}
    />
  );
}
