/**
 * The shop's API client (app/lib/api-client.ts) for what every page renders — the header's search: loaded
 * with their first request rather than with the page, since they render from the server's HTML and root data until
 * the visitor acts.
 */
export function loadApi() {
  return import("./api-client").then((module) => module.api);
}
