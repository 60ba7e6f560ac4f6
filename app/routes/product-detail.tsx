import { useState } from "react";
import { Link } from "react-router";
import { formatVnd } from "#common/money";
import { idParam, orNotFound } from "~/lib/loader-errors.server";
import { useConsultationProduct } from "~/components/leads/consultation-dialog";
import { OnsiteTrialForm } from "~/components/leads/onsite-trial-form";
import { TrialRegistrationDialog } from "~/components/leads/trial-registration-dialog";
import type { Route } from "./+types/product-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await orNotFound(context.services.catalog.getProduct(idParam(params.id)));
  return { product };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "404 Page Not Found" }];
  const { product } = data;
  return [
    { title: `${product.name} – ${formatVnd(product.discountPrice ?? product.price)}` },
    { name: "description", content: product.description.slice(0, 160) },
  ];
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const [quantity, setQuantity] = useState(1);
  useConsultationProduct(product.name);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/products" className="text-sm text-brand-700 hover:underline">
        ← Quay lại danh sách sản phẩm
      </Link>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <img src={product.image} alt={product.name} width={600} height={600} className="w-full rounded-xl bg-gray-50" />
        <div>
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <p className="mt-2 text-sm text-gray-500">{product.categoryName}</p>
          <p className="mt-4 text-gray-700">{product.description}</p>
          <p className="mt-6 text-2xl font-bold text-accent-700" data-testid="product-price">
            {formatVnd(product.discountPrice ?? product.price)}
            {product.discountPrice !== null && (
              <span className="ml-3 text-base font-normal text-gray-400 line-through">{formatVnd(product.price)}</span>
            )}
          </p>
          <div className="mt-6 flex items-center gap-3" aria-label="Số lượng">
            <button
              type="button"
              className="h-10 w-10 rounded-md border text-lg disabled:opacity-40"
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
              disabled={quantity <= 1}
              aria-label="Giảm số lượng"
            >
              −
            </button>
            <output className="w-10 text-center text-lg" aria-live="polite" data-testid="quantity">
              {quantity}
            </output>
            <button
              type="button"
              className="h-10 w-10 rounded-md border text-lg"
              onClick={() => setQuantity((value) => value + 1)}
              aria-label="Tăng số lượng"
            >
              +
            </button>
          </div>
          <p className="mt-4 text-sm">{product.inStock ? "Còn hàng" : "Hết hàng"}</p>
        </div>
      </div>
      {/* Lead forms of spec 2 (the storefront places them in the product sections at merge). */}
      {(product.id === 2 || product.id === 4) && (
        <div className="mt-10">
          <TrialRegistrationDialog defaultProduct={product.id === 2 ? "LT-300" : "LS-250"} />
        </div>
      )}
      {product.id === 3 && (
        <div className="mt-10">
          <OnsiteTrialForm />
        </div>
      )}
    </main>
  );
}
