import { matchRoutes, type RouteObject } from "react-router";
import { isSharedPageHandle } from "#common/shared-page";

/** A route of React Router's server build, as far as sharing and canonical paths need it. */
export interface PageRouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

/** What the server knows of a page before rendering it, from the route that will render it. */
export interface PageRoutes {
  /**
   * May this page be the same bytes for everyone? Only when the route that renders it says so
   * (`handle = sharedPageHandle`); any other page, and any path no route declares, is someone's own.
   */
  isShared(pathname: string): boolean;
  /**
   * The one spelling of a document path: dot segments resolved, repeated and trailing slashes dropped, needlessly
   * percent-encoded letters and digits decoded, and the route's fixed words in the route's case. Null when the
   * path already is canonical.
   */
  canonicalPath(pathname: string): string | null;
}

type Tree = RouteObject & { entry: PageRouteEntry; children?: Tree[] };

/**
 * Letters, digits and `-_~`: RFC 3986 says their percent-encoded and plain forms are the same URL. (`.` too, but a
 * decoded `%2e` could make a dot segment out of a file name: it stays encoded.)
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|5f|7e)/gi;

/** The routes of a server build (`build.routes`) as the page cache and the canonical-path redirect use them. */
export function pageRoutesOf(manifest: Record<string, PageRouteEntry | undefined>): PageRoutes {
  const entries = Object.values(manifest).filter((entry): entry is PageRouteEntry => entry !== undefined);
  const childrenOf = (parentId: string | undefined): Tree[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) => ({
        id: entry.id,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        entry,
        ...(entry.index ? {} : { children: childrenOf(entry.id) }),
      })) as Tree[];
  const tree = childrenOf(undefined);
  const matched = new Map<string, { shared: boolean; pattern: string } | null>();

  function leafOf(pathname: string) {
    let found = matched.get(pathname);
    if (found !== undefined) return found;
    const matches = matchRoutes(tree, pathname) as Array<{ route: Tree }> | null;
    const leaf = matches?.at(-1)?.route;
    found = leaf
      ? {
          shared: isSharedPageHandle(leaf.entry.module.handle),
          pattern: matches!.map((match) => match.route.path ?? "").filter(Boolean).join("/"),
        }
      : null;
    // Bounded: a crawler's endless distinct paths must not grow it without end.
    if (matched.size >= 2000) matched.clear();
    matched.set(pathname, found);
    return found;
  }

  return {
    isShared(pathname) {
      // Judged on the path React Router will render: resolved first (dot segments, `%2e`), for data requests too.
      return leafOf(documentPathOf(normalisedPath(pathname)))?.shared ?? false;
    },
    canonicalPath(pathname) {
      const normalised = normalisedPath(pathname);
      const leaf = leafOf(normalised);
      const canonical = leaf ? withRouteCase(normalised, leaf.pattern) : normalised;
      return canonical === pathname ? null : canonical;
    },
  };
}

/** The page a React Router data request (`/products/2.data`, `/_root.data`) loads for. */
function documentPathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

function normalisedPath(pathname: string): string {
  // Resolved as the URL React Router builds for the request will be (dot segments, `%2e`), on a fixed origin
  // so that a path starting with `//` stays a path.
  let path = new URL(`http://page${pathname.startsWith("/") ? "" : "/"}${pathname}`).pathname;
  path = path.replace(ENCODED_UNRESERVED, (encoded) => String.fromCharCode(parseInt(encoded.slice(1), 16)));
  path = path.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  return path;
}

/** The path with each fixed word of the matched route pattern spelled as the pattern spells it. */
function withRouteCase(pathname: string, pattern: string): string {
  const words = pattern.split("/").filter(Boolean);
  const segments = pathname.split("/");
  for (let index = 0; index < words.length && index + 1 < segments.length; index += 1) {
    const word = words[index]!;
    if (word === "*") break;
    if (word.startsWith(":")) continue;
    const literal = word.endsWith("?") ? word.slice(0, -1) : word;
    if (segments[index + 1]!.toLowerCase() === literal.toLowerCase()) segments[index + 1] = literal;
  }
  return segments.join("/");
}
