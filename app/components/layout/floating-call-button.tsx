import { ConsultationTrigger } from "~/components/leads/lead-triggers";
import { PhoneIcon } from "~/components/ui/icons";

/** Fixed call button: opens the consultation dialog. */
export function FloatingCallButton() {
  return (
    <ConsultationTrigger
      aria-label="Gọi tư vấn"
      className="fixed bottom-5 right-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-700 text-white shadow-lg ring-4 ring-accent-600/25 transition-transform hover:scale-105 motion-safe:animate-pulse"
    >
      <PhoneIcon size={24} />
    </ConsultationTrigger>
  );
}
