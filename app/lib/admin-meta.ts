/**
 * `meta` of every admin page: its title and `noindex` (a child route's meta replaces the layout's, so each
 * admin page returns this). The server also sends `X-Robots-Tag: noindex` on every /admin path.
 */
export function adminMeta(title: string) {
  return [{ title: `${title} – Quản trị` }, { name: "robots", content: "noindex, nofollow" }];
}
