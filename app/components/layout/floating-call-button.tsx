import { ConsultationTrigger } from "~/components/leads/lead-triggers";
import { PhoneIcon } from "~/components/ui/icons";
import { useMessages } from "~/lib/language";

/**
 * Fixed call button: opens the consultation dialog. From 640 px up; on a phone it would sit on the text, the map
 * and the full-width buttons it floats over, so there it moves into the sticky header (site-header.tsx).
 */
export function FloatingCallButton() {
  const t = useMessages();
  return (
    <ConsultationTrigger
      aria-label={t.callForAdvice}
      className="fixed bottom-5 right-5 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-accent-700 text-white shadow-lg ring-4 ring-accent-600/25 transition-transform hover:scale-105 motion-safe:animate-pulse sm:inline-flex"
    >
      <PhoneIcon size={24} />
    </ConsultationTrigger>
  );
}
