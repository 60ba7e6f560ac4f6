import { useConsultation } from "~/components/leads/consultation-seam";

interface ConsultationButtonProps {
  /** What the request is about (sent as the request's product). */
  product?: string;
  children?: React.ReactNode;
  variant?: "primary" | "light";
  className?: string;
}

/** The call to action of content pages: opens the consultation dialog (see consultation-seam.ts). */
export function ConsultationButton({ product, children = "Nhận tư vấn miễn phí", variant = "primary", className = "" }: ConsultationButtonProps) {
  const { open } = useConsultation();
  const style =
    variant === "primary"
      ? "bg-accent-700 text-white hover:bg-accent-600"
      : "bg-white text-brand-800 hover:bg-brand-50";
  return (
    <button
      type="button"
      onClick={() => open({ product })}
      className={`inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${style} ${className}`}
    >
      {children}
    </button>
  );
}
