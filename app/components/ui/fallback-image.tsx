import { useEffect, useRef } from "react";
import { Photo, type PhotoProps } from "./photo";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** Shows the placeholder instead; an uploaded photo's `srcset` would otherwise win over the new `src`. */
function showPlaceholder(image: HTMLImageElement) {
  image.removeAttribute("srcset");
  image.src = PLACEHOLDER_IMAGE;
}

/**
 * An <img> replaced by the placeholder when it fails to load (spec: the logo and customer photos).
 * Also catches failures that happened before hydration, when React's onError was not attached yet.
 */
export function FallbackImage(props: Omit<PhotoProps, "sizes"> & { sizes?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && !image.src.endsWith(PLACEHOLDER_IMAGE)) showPlaceholder(image);
  }, []);
  return (
    <Photo
      ref={ref}
      sizes="100vw"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) showPlaceholder(event.currentTarget);
      }}
      {...props}
    />
  );
}
