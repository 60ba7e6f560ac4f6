import { Link } from "react-router";
import { ShieldIcon, TruckIcon } from "~/components/ui/icons";
import { HeadsetIcon, ToolIcon } from "~/components/ui/section-icons";
import type { productTexts } from "#common/page-texts/product";
import { usePageTexts } from "~/lib/language";

/** Shown on every product page. */
export function WarrantyBlock() {
  const t = usePageTexts<typeof productTexts.vi>();
  const items = [
    { icon: <ShieldIcon size={26} />, title: t.warranty1Title, text: t.warranty1Text },
    { icon: <ToolIcon size={26} />, title: t.warranty2Title, text: t.warranty2Text },
    { icon: <TruckIcon size={26} />, title: t.warranty3Title, text: t.warranty3Text },
    { icon: <HeadsetIcon size={26} />, title: t.warranty4Title, text: t.warranty4Text },
  ];
  return (
    <section aria-labelledby="warranty-heading" className="rounded-2xl bg-gray-50 p-6 sm:p-8">
      <h2 id="warranty-heading" className="text-2xl font-bold text-gray-900">
        {t.warrantyHeading}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="text-brand-700">{item.icon}</span>
            <span>
              <strong className="block text-gray-900">{item.title}</strong>
              <span className="text-sm text-gray-600">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
      {/* Below the fold (lazily hydrated), so the link costs the page's first JavaScript nothing (issue 33). */}
      <Link to="/dealers" className="mt-6 inline-block font-semibold text-brand-800 underline">
        {t.dealersLink}
      </Link>
    </section>
  );
}
