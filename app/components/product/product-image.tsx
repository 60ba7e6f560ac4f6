/**
 * A product photo, whole (object-contain) on the light background the photos are shot for. Below the fold it
 * loads lazily; the product page's main photo is the largest paint and loads first (`priority`).
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      className={`bg-gray-50 object-contain ${className}`}
    />
  );
}
