import { describe, expect, it } from "vitest";
import { formatRatingLabel, formatRatingScore } from "#common/catalog";
import { groupFeatured } from "~/lib/featured";
import { searchCatalog, type SearchEntry } from "~/lib/search-index";
import { isGroupActive, NAV_GROUPS, navGroupsWith } from "~/lib/site";
import { seedCategories, seedProducts } from "../../server/db/seed/catalog-content";

const entries: SearchEntry[] = seedProducts.map((product) => ({
  id: product.id,
  name: product.name,
  image: product.image,
  price: Number(product.price),
  discountPrice: product.discountPrice === null ? null : Number(product.discountPrice),
  categoryName: seedCategories.find((category) => category.id === product.categoryId)!.name,
}));
const ids = (query: string) => searchCatalog(entries, query).map((entry) => entry.id);

describe("header search over the page's catalogue index", () => {
  it.each(["may pha tra", "MÁY PHA TRÀ", "máy pha trà", "  Máy Pha Trà  "])("%s finds the tea machines", (query) => {
    expect(ids(query)).toEqual([1, 2]);
  });
  it.each(["ls250", "ls-250", "LS 250", "Ls-250"])("%s finds LS-250", (query) => {
    expect(ids(query)).toEqual([4]);
  });
  it("ls finds only the coffee machines; cà phê too", () => {
    expect(ids("ls")).toEqual([3, 4]);
    expect(ids("ca phe")).toEqual([3, 4]);
  });
  it.each(["", "   ", "\u0000", "\t\n"])("blank text %j finds nothing", (query) => {
    expect(ids(query)).toEqual([]);
  });
  it("unknown text finds nothing", () => {
    expect(ids("tủ lạnh")).toEqual([]);
  });
});

describe("featured grouping by category", () => {
  it("groups the featured machines by their category, in the order their first product comes", () => {
    const tea = { categoryId: 1, categoryName: "Máy pha trà" };
    const coffee = { categoryId: 2, categoryName: "Máy pha cà phê" };
    const groups = groupFeatured([
      { name: "Máy pha trà tự động LT-150", ...tea },
      { name: "Máy pha cà phê tự động LS-250", ...coffee },
      { name: "Máy pha trà tự động LT-300", ...tea },
      { name: "Máy pha cà phê tự động LS-200", ...coffee },
      { name: "Máy xay sinh tố X1", categoryId: 5, categoryName: "Máy xay" },
    ]);
    expect(groups.map((group) => [group.title, group.products.map((product) => product.name)])).toEqual([
      ["Máy pha trà", ["Máy pha trà tự động LT-150", "Máy pha trà tự động LT-300"]],
      ["Máy pha cà phê", ["Máy pha cà phê tự động LS-250", "Máy pha cà phê tự động LS-200"]],
      ["Máy xay", ["Máy xay sinh tố X1"]],
    ]);
  });
});

describe("navigation", () => {
  const knowledge = NAV_GROUPS.find((group) => group.id === "knowledge")!;
  it("highlights Knowledge for paths starting with /blog", () => {
    expect(isGroupActive(knowledge, "/blog")).toBe(true);
    expect(isGroupActive(knowledge, "/blog/cach-mo-quan")).toBe(true);
    expect(isGroupActive(knowledge, "/blogger")).toBe(false);
    expect(isGroupActive(knowledge, "/products")).toBe(false);
  });
  it("links every header route of the spec, the products from the catalogue's menu first", () => {
    const seededMenu = [
      { id: 1, label: "Máy pha trà LT-150" },
      { id: 2, label: "Máy pha trà LT-300" },
      { id: 3, label: "Máy pha cà phê LS-200" },
      { id: 4, label: "Máy pha cà phê LS-250" },
    ];
    const groups = navGroupsWith(seededMenu);
    const targets = groups.flatMap((group) => group.links.map((link) => link.to));
    expect(groups.find((group) => group.id === "products")?.links.map((link) => link.label)).toEqual([
      "Máy pha trà LT-150",
      "Máy pha trà LT-300",
      "Máy pha cà phê LS-200",
      "Máy pha cà phê LS-250",
      "Xem tất cả sản phẩm",
    ]);
    for (const path of [
      "/products/1",
      "/products/2",
      "/products/3",
      "/products/4",
      "/products",
      "/services/delivery-installation",
      "/services/repair-warranty",
      "/blog",
      "/knowledge/courses",
      "/knowledge/recipes",
    ]) {
      expect(targets).toContain(path);
    }
    expect(groups.flatMap((group) => group.links).filter((link) => link.external)).toHaveLength(1);
  });
});

describe("ratings as the storefront prints them", () => {
  it("reads a rating with a Vietnamese decimal comma: one decimal at most for the stars' label, at least one as the score", () => {
    expect(formatRatingLabel(4.8)).toBe("4,8");
    expect(formatRatingLabel(5)).toBe("5");
    expect(formatRatingLabel(4.75)).toBe("4,8");
    expect(formatRatingScore(5)).toBe("5,0");
    expect(formatRatingScore(4.8)).toBe("4,8");
  });
});
