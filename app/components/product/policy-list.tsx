import { CheckIcon } from "~/components/ui/icons";
import type { productTexts } from "#common/page-texts/product";
import { usePageTexts } from "~/lib/language";

/** The sales policy of every product page, in its first tab. */
export function PolicyList() {
  const t = usePageTexts<typeof productTexts.vi>();
  const items = [t.policy1, t.policy2, t.policy3, t.policy4, t.policy5, t.policy6];
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-gray-700">
          <CheckIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
