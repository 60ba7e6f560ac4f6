import { z } from "zod";

/**
 * The one zod every schema is built with. Jitless: zod would otherwise compile object validators with
 * `new Function`, which the site's Content-Security-Policy forbids (no 'unsafe-eval'), so every page using a
 * schema logged a CSP violation. The setting is read when a schema is constructed, so it must run before any
 * schema module: importing `z` from here guarantees that in the server and in every browser chunk.
 */
z.config({ jitless: true });

export { z };
