import type { ImgHTMLAttributes } from "react";

interface CoveredDocument {
  title: string;
  thumbnail: string;
}

/** The alt text of a document's cover, on the page and in link previews. */
export function documentCoverAlt(document: CoveredDocument): string {
  return `Bìa tài liệu ${document.title}`;
}

/** A document's cover picture; size and style come from the caller. */
export function DocumentCover({
  document,
  ...image
}: { document: CoveredDocument } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt">) {
  return <img src={document.thumbnail} alt={documentCoverAlt(document)} {...image} />;
}
