import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "../../app/components/admin/ui/pagination";

function render(url: string, props: { page: number; total: number; pageSize: number }) {
  const Stub = createRoutesStub([{ path: "/admin/list", Component: () => <Pagination {...props} /> }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

describe("the admin lists' pagination", () => {
  it("links the neighbouring pages and keeps the list's filters", () => {
    const html = render("/admin/list?status=new&q=Hoa&page=2", { page: 2, total: 45, pageSize: 20 });
    expect(html).toContain('aria-label="Phân trang"');
    expect(html).toContain("Trang <!-- -->2<!-- --> / <!-- -->3");
    expect(html).toContain('href="/admin/list?status=new&amp;q=Hoa&amp;page=1"');
    expect(html).toContain('href="/admin/list?status=new&amp;q=Hoa&amp;page=3"');
  });

  it("shows the missing neighbour as plain text on the first and last page, and nothing for one page", () => {
    const first = render("/admin/list", { page: 1, total: 45, pageSize: 20 });
    expect(first).toMatch(/<span aria-disabled="true"[^>]*>Trang trước<\/span>/);
    expect(first).toContain('href="/admin/list?page=2"');
    expect(render("/admin/list", { page: 1, total: 20, pageSize: 20 })).toBe("");
  });
});
