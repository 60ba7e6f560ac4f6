import { Link } from "react-router";

/**
 * The finder's title band: the look of the content pages' hero, in the few lines the finder needs (its pages stay
 * within the JavaScript budget). `place`: a place's page, whose breadcrumb leads back to the finder.
 */
export function FinderHero({ title, lead, place = false }: { title: string; lead: string; place?: boolean }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
          <Link to="/" className="underline">
            Trang chủ
          </Link>
          {" / "}
          {place ? (
            <Link to="/dealers" className="underline">
              Đại lý & bảo hành
            </Link>
          ) : (
            <span aria-current="page">Đại lý & bảo hành</span>
          )}
        </nav>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{lead}</p>
      </div>
    </section>
  );
}
