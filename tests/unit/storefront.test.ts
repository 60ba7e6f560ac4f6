import { describe, expect, it } from "vitest";
import { DEFAULT_SPECS, LS250_SPECS, LT300_SPECS, specTableFor } from "~/components/product/product-specs";
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

describe("specification tables (spec section 9)", () => {
  it("LT-300 (id 2) is 3000 W, 220 V, 30 kg", () => {
    expect(specTableFor(2)).toBe(LT300_SPECS);
    expect(Object.fromEntries(LT300_SPECS.rows)).toMatchObject({ "Công suất": "3000 W", "Điện áp": "220 V", "Trọng lượng": "30 kg" });
  });
  it("LS-250 (id 4): 50 cups/h, 250 cups/day, 500 g hopper of about 20 cups, 10–15 bar", () => {
    expect(specTableFor(4)).toBe(LS250_SPECS);
    const values = LS250_SPECS.rows.map(([, value]) => value).join(" | ");
    expect(values).toMatch(/50 ly\/giờ/);
    expect(values).toMatch(/250 ly\/ngày/);
    expect(values).toMatch(/500 g \(khoảng 20 ly\)/);
    expect(values).toMatch(/10 – 15 bar/);
  });
  it("every other id gets the default table: 2200 W, 3 L, 14 kg", () => {
    for (const id of [1, 3, 5, 99]) expect(specTableFor(id)).toBe(DEFAULT_SPECS);
    expect(DEFAULT_SPECS.rows.map(([, value]) => value)).toEqual(["2200 W", "3 L", "14 kg"]);
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
