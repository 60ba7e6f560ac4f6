import type { Page } from "@playwright/test";

/** Letters only Vietnamese writes (no English interface text contains them). */
export const VIETNAMESE_LETTERS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

/** Product names (header and footer menus, cards) stay as the shop writes them. */
export const PRODUCT_NAMES = [
  "Máy pha trà tự động LT-150",
  "Máy pha trà tự động LT-300",
  "Máy pha cà phê tự động LS-200",
  "Máy pha cà phê tự động LS-250",
  "Máy pha trà LT-150",
  "Máy pha trà LT-300",
  "Máy pha cà phê LS-200",
  "Máy pha cà phê LS-250",
];

/**
 * The words the page says in Vietnamese outside the owner's content: title, visible text, accessible names,
 * placeholders and alternative texts, without what is marked `lang="vi"` or `translate="no"`, the product names and
 * amounts in dong. The owner's words shown marked somewhere on the page (a place's name, a province) are also taken
 * out of the title and the attributes, where an interface sentence names them ("Directions to …"). `ownTitle`: the
 * page's title is the owner's own (a blog post's search-engine title), left out.
 */
export async function vietnameseInterfaceWords(page: Page, { ownTitle = false } = {}): Promise<string[]> {
  const { said, owners } = await page.evaluate((ownTitle) => {
    const parts = ownTitle ? [] : [document.title];
    const kept = (element: Element | null) => !!element && !element.closest('[translate="no"], [lang="vi"], script, style, template');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (kept(parent) && parent!.checkVisibility({ visibilityProperty: true })) parts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (!kept(element)) continue;
      for (const attribute of ["aria-label", "placeholder", "title", "alt"]) parts.push(element.getAttribute(attribute) ?? "");
    }
    const owners = [...document.body.querySelectorAll('[lang="vi"], [translate="no"]')].map((element) => (element.textContent ?? "").trim()).filter(Boolean);
    return { said: parts.join("\n"), owners };
  }, ownTitle);
  let text = said.replace(/\d{1,3}(?:\.\d{3})*đ/g, " ");
  for (const name of [...PRODUCT_NAMES, ...owners].sort((a, b) => b.length - a.length)) text = text.split(name).join(" ");
  return text.split(/\s+/).filter((word) => VIETNAMESE_LETTERS.test(word));
}

/** Scrolls to the end so that every section below the fold is drawn and hydrated. */
export async function scrollThrough(page: Page) {
  for (let y = 0; y < 20; y += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
    if (done) break;
  }
}
