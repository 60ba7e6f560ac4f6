import { describe, expect, it } from "vitest";
import type { ContentBlock } from "#common/product-content";
import { modelOf } from "#common/leads";
import { seedProducts } from "../../server/db/seed/catalog-content";
import { seedOfficePlaces, seedPlaces } from "../../server/db/seed/places-content";
import { seedProductContent } from "../../server/db/seed/product-content";

/** Every video picture a product page shows, block by block. */
function videoPictures(blocks: ContentBlock[]): (string | null)[] {
  return blocks.flatMap((block) => {
    if (block.type === "video") return [block.video.thumbnail];
    if (block.type === "playlist" || block.type === "shortVideos") return block.videos.map((video) => video.thumbnail);
    return [];
  });
}

describe("the demo products' pages", () => {
  it("never show the same video picture twice on one page (the LS-200 page showed demo-ls twice)", () => {
    for (const [productId, content] of Object.entries(seedProductContent)) {
      const pictures = videoPictures(content.blocks);
      const repeated = pictures.filter((picture, index) => picture !== null && pictures.indexOf(picture) !== index);
      expect(repeated, `product ${productId}`).toEqual([]);
    }
  });
});

describe("the demo dealers", () => {
  it("list only models the demo catalogue sells (they listed a CF-100 the brand never made)", () => {
    const models = new Set(seedProducts.map((product) => modelOf(product.name)));
    for (const place of [...seedPlaces, ...seedOfficePlaces]) {
      for (const model of place.models ?? []) expect(models, `${place.name}: ${model}`).toContain(model);
    }
  });
});
