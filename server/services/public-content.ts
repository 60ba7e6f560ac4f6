/**
 * What anonymous visitors see (storefront, blog, contact data) can be cached as whole pages. Every service write that
 * can change such a page reports it here after its transaction commits; the page cache (and, across processes, its
 * PostgreSQL LISTEN/NOTIFY relay) listens. Services call `publicContentChanged`; they never know who listens.
 */
export type PublicContentKind = "catalog" | "blog" | "settings" | "reviews";

export interface PublicContentChange {
  kind: PublicContentKind;
  /** Paths known to be affected (e.g. `/products/5`); absent means "anything of this kind". */
  paths?: string[];
}

type Listener = (change: PublicContentChange) => void;

export interface PublicContentChanges {
  publicContentChanged(change: PublicContentChange): void;
  onPublicContentChanged(listener: Listener): () => void;
}

export function createPublicContentChanges(): PublicContentChanges {
  const listeners = new Set<Listener>();
  return {
    publicContentChanged(change) {
      for (const listener of listeners) listener(change);
    },
    onPublicContentChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
