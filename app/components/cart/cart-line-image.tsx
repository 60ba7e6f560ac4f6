import { useState } from "react";

const PLACEHOLDER = "/images/placeholder.svg";

/** A line's product image; a broken image falls back to the placeholder (spec section 8). */
export function CartLineImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-md bg-gray-50 object-contain"
      style={{ width: size, height: size }}
    />
  );
}
