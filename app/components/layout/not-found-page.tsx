import { Link } from "react-router";
import { SearchBox } from "./search-box";
import { useSiteInfo } from "~/lib/root-data";
import { useMessages } from "~/lib/language";

/** In the visitor's language: Vietnamese by default, the spec's own English words behind the footer switch. */
export function NotFoundPage() {
  const text = useMessages();
  const { hotline } = useSiteInfo();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <title>{text.notFoundTitle}</title>
      <p className="text-5xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{text.notFoundHeading}</h1>
      <p className="mt-4 text-gray-600">{text.notFoundHint}</p>
      <div className="mt-8 w-full max-w-md text-left">
        <SearchBox />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
          {text.notFoundProductsLink}
        </Link>
        <a href={hotline.href} className="inline-block rounded-md border border-brand-700 px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50">
          {text.notFoundHotlineLink} {hotline.display}
        </a>
        <Link to="/" className="inline-block rounded-md px-5 py-2.5 font-medium text-gray-700 underline-offset-2 hover:underline">
          {text.notFoundHomeLink}
        </Link>
      </div>
    </main>
  );
}
