import { Link, useSearchParams } from "react-router";

const STEP = "rounded-md border border-gray-300 bg-white px-3 py-1.5";

/**
 * The admin lists' pages: previous, "Trang x / y", next, as links that keep the list's other query parameters
 * (filters, search). Nothing when everything fits on one page.
 */
export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const [searchParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(target));
    return `?${params}`;
  };
  const step = (target: number, label: string, rel: "prev" | "next") =>
    target >= 1 && target <= pages ? (
      <Link to={hrefOf(target)} rel={rel} className={`${STEP} text-brand-800 hover:bg-gray-50`}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${STEP} text-gray-400`}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Phân trang" className="mt-6 flex items-center justify-center gap-4 text-sm">
      {step(page - 1, "Trang trước", "prev")}
      <span className="text-gray-600">
        Trang {page} / {pages}
      </span>
      {step(page + 1, "Trang sau", "next")}
    </nav>
  );
}
