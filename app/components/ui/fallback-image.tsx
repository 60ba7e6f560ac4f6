import { useEffect, useRef, type ImgHTMLAttributes } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * An <img> replaced by the placeholder when it fails to load (spec: the logo and customer photos).
 * Also catches failures that happened before hydration, when React's onError was not attached yet.
 */
export function FallbackImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && !image.src.endsWith(PLACEHOLDER_IMAGE)) {
      image.src = PLACEHOLDER_IMAGE;
    }
  }, []);
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
      {...props}
    />
  );
}
