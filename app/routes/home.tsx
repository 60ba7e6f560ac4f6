import { Link } from "react-router";
import { formatVnd } from "#common/money";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.services.catalog.listFeatured() };
}

export function meta() {
  return [
    { title: "Máy pha trà, máy pha cà phê tự động cho quán – LT-150, LT-300, LS-200, LS-250" },
    {
      name: "description",
      content:
        "Máy pha trà và cà phê tự động cho quán trà sữa, quán cà phê: dùng thử miễn phí tại cửa hàng, bảo hành đến 12 tháng, hỗ trợ 24/7.",
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Máy pha trà và cà phê tự động</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.products.map((product) => (
          <li key={product.id} className="rounded-xl border p-4">
            <Link to={`/products/${product.id}`} className="block">
              <img src={product.image} alt={product.name} width={300} height={300} loading="lazy" className="w-full" />
              <h2 className="mt-3 font-semibold">{product.name}</h2>
              <p className="mt-1 text-accent-700">{formatVnd(product.discountPrice ?? product.price)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
