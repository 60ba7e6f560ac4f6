import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentBlock, VideoItem } from "#common/product-content";
import { seedProductContent } from "../../server/db/seed/product-content";

/** Issue 37: a video's picture says what its caption says, and a list never shows one picture twice. */
const LT150 = 1;
const LS200 = 3;

function videosOf(blocks: ContentBlock[]): VideoItem[] {
  return blocks.flatMap((block) => (block.type === "video" ? [block.video] : block.type === "playlist" || block.type === "shortVideos" ? block.videos : []));
}
function svgTitle(thumbnail: string | null): string {
  const svg = readFileSync(path.join("public", thumbnail ?? ""), "utf8");
  return svg.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
}

describe("seeded video thumbnails", () => {
  it("exist, with a PNG twin for link previews", () => {
    for (const { blocks } of Object.values(seedProductContent)) {
      for (const video of videosOf(blocks)) {
        const thumbnail = video.thumbnail ?? "";
        expect(thumbnail).toMatch(/^\/images\/.+\.svg$/);
        expect(existsSync(path.join("public", thumbnail)), thumbnail).toBe(true);
        expect(existsSync(path.join("public", thumbnail.replace(/\.svg$/, ".png"))), thumbnail).toBe(true);
      }
    }
  });

  it("differ within every playlist: the first two usage videos of LT-150 and LS-200 no longer share one", () => {
    for (const [id, { blocks }] of Object.entries(seedProductContent)) {
      for (const block of blocks) {
        if (block.type !== "playlist" && block.type !== "shortVideos") continue;
        const thumbnails = block.videos.map((video) => video.thumbnail);
        expect(new Set(thumbnails).size, `product ${id}, ${block.title}`).toBe(thumbnails.length);
      }
    }
    for (const id of [LT150, LS200] as const) {
      const usage = seedProductContent[id].blocks.find((block) => block.type === "playlist" && block.anchor === "usage-videos");
      expect(usage?.type === "playlist" && usage.videos[0]!.thumbnail !== usage.videos[1]!.thumbnail).toBe(true);
    }
  });

  it("agree with their captions on LS-200: a customer-review picture only for a review", () => {
    for (const video of videosOf(seedProductContent[LS200].blocks)) {
      const picture = svgTitle(video.thumbnail).toLowerCase();
      if (picture.includes("đánh giá")) expect(video.title.toLowerCase(), video.title).toContain("đánh giá");
    }
    const startup = videosOf(seedProductContent[LS200].blocks).find((video) => video.title.startsWith("Khởi nghiệp quán cà phê mang đi"));
    expect(svgTitle(startup!.thumbnail)).toBe("Video khởi nghiệp quán cà phê mang đi với máy LS-200");
    const breakEven = videosOf(seedProductContent[LS200].blocks).find((video) => video.title.startsWith("Tính vốn"));
    expect(svgTitle(breakEven!.thumbnail)).toContain("điểm hòa vốn");
  });
});
