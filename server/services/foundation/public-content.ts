import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";

/**
 * What anonymous visitors see (storefront, blog, contact data) can be cached as whole pages. Every service write that
 * can change such a page reports it here after its transaction commits; the page cache listens. With several
 * processes on one PostgreSQL database, each change is also sent to the others (NOTIFY), so every process's
 * cache is emptied. Services call `publicContentChanged`; they never know who listens.
 */
type PublicContentKind = "catalog" | "blog" | "settings" | "reviews" | "places";

interface PublicContentChange {
  kind: PublicContentKind;
}

type Listener = (change: PublicContentChange) => void;

export interface PublicContentChanges {
  publicContentChanged(change: PublicContentChange): void;
  onPublicContentChanged(listener: Listener): () => void;
  /** Settles once changes from other processes are heard (at once without a shared database server). */
  readonly listening: Promise<void>;
}

const PUBLIC_CONTENT_CHANNEL = "public_content_changed";
const KINDS: readonly PublicContentKind[] = ["catalog", "blog", "settings", "reviews", "places"];

export function createPublicContentChanges(database?: Pick<Database, "listen" | "notify">): PublicContentChanges {
  const listeners = new Set<Listener>();
  const thisProcess = randomUUID();
  const deliver = (change: PublicContentChange) => {
    for (const listener of listeners) listener(change);
  };
  const fromOtherProcess = (payload: string | null) => {
    // (Re)connected: whatever was announced while not listening is unknown, so everything may have changed.
    if (payload === null) {
      for (const kind of KINDS) deliver({ kind });
      return;
    }
    try {
      const { origin, change } = JSON.parse(payload) as { origin: string; change: PublicContentChange };
      if (origin !== thisProcess && KINDS.includes(change.kind)) deliver(change);
    } catch {
      // Not ours: ignore.
    }
  };
  const listening = database?.listen ? database.listen(PUBLIC_CONTENT_CHANNEL, fromOtherProcess) : Promise.resolve();
  listening.catch(() => undefined);

  return {
    listening,
    publicContentChanged(change) {
      deliver(change);
      database?.notify?.(PUBLIC_CONTENT_CHANNEL, JSON.stringify({ origin: thisProcess, change })).catch(() => {
        // The other processes' caches expire on their own (server/app.ts PAGE_CACHE_TTL_MS).
      });
    },
    onPublicContentChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
