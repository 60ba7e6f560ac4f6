import { useState } from "react";
import { Photo } from "~/components/ui/photo";

const PLACEHOLDER = "/images/placeholder.svg";

/** A line's product image; a broken image falls back to the placeholder (spec section 8). */
export function CartLineImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Photo
      src={failed ? PLACEHOLDER : src}
      alt={alt}
      width={size}
      height={size}
      sizes={`${size}px`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-md bg-gray-50 object-contain"
      style={{ width: size, height: size }}
    />
  );
}
