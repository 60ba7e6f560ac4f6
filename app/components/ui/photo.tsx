import type { ImgHTMLAttributes, Ref } from "react";
import { responsiveImage } from "#common/responsive-image";

export type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  src: string;
  alt: string;
  /** How wide the picture is drawn, for the browser to pick a copy (`srcset`): e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes: string;
  /** The box's size (its aspect ratio reserves the space); the photo's own size when left out. */
  width?: number;
  height?: number;
  ref?: Ref<HTMLImageElement>;
};

/**
 * The one <img> for pictures that may be uploads: a photo of the upload store is sent as the WebP copy the screen
 * needs (`srcset` + `sizes`, common/responsive-image.ts) instead of the 5 MB original; the site's own pictures and
 * `https:` addresses are shown as they are. `width`/`height` are always set, so nothing moves when it arrives.
 */
export function Photo({ src, sizes, width, height, ...props }: PhotoProps) {
  const responsive = responsiveImage(src);
  return (
    <img
      srcSet={responsive?.srcSet}
      sizes={responsive ? sizes : undefined}
      src={responsive?.src ?? src}
      width={width ?? responsive?.width}
      height={height ?? responsive?.height}
      {...props}
    />
  );
}
