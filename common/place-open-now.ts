/**
 * "Open now" for the finder's cards, fetched by the browser after the page shows (app/components/places/place-card.tsx).
 * Its own module because the hours rules are also imported statically (by the places schema and the page meta), and a
 * module imported both ways cannot be moved into a chunk of its own.
 */
export { isOpenAt } from "./place-hours";
