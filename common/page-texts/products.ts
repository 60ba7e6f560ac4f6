import { pageCatalogue } from "./index";

/**
 * The product list's interface texts (app/routes/products.tsx). The cards' own texts are the frame catalogue's
 * (decision 0060); product names and descriptions are the owner's.
 */
export const productsTexts = pageCatalogue(
  {
    // Head tags (built by the loader).
    metaTitle: "Sản phẩm – máy pha trà, máy pha cà phê tự động",
    metaSearchTitle: "Tìm kiếm “{search}” – {brand}",
    metaDescription: "Máy pha trà LT-150, LT-300 và máy pha cà phê LS-200, LS-250: giá chưa bao gồm VAT 10%, bảo hành 12 tháng, dùng thử miễn phí.",
    title: "Tất cả sản phẩm",
    searchTitle: "Kết quả tìm kiếm cho “{search}”",
    lead: "Máy pha trà và máy pha cà phê tự động cho quán của bạn",
    found: "Tìm thấy {count} sản phẩm",
    searchLabel: "Tìm trong danh sách sản phẩm",
    searchPlaceholder: "Tên máy, ví dụ LT-300",
    search: "Tìm",
    none: "Không tìm thấy sản phẩm",
    all: "Xem tất cả sản phẩm",
  },
  {
    metaTitle: "Products – automatic tea and coffee machines",
    metaSearchTitle: "Search “{search}” – {brand}",
    metaDescription: "LT-150 and LT-300 tea machines and LS-200 and LS-250 coffee machines: prices exclude 10% VAT, 12-month warranty, free trial.",
    title: "All products",
    searchTitle: "Search results for “{search}”",
    lead: "Automatic tea and coffee machines for your shop",
    found: "{count} products found",
    searchLabel: "Search the product list",
    searchPlaceholder: "Machine name, e.g. LT-300",
    search: "Search",
    none: "No products found",
    all: "See all products",
  },
);

export type ProductsTexts = (typeof productsTexts)["vi"];
