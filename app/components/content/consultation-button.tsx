import { ConsultationTrigger } from "~/components/leads/lead-triggers";

interface ConsultationButtonProps {
  /** What the request is about (sent as the request's product). */
  product?: string;
  children?: React.ReactNode;
  variant?: "primary" | "light";
  className?: string;
}

/** The call to action of content pages: opens the consultation dialog. */
export function ConsultationButton({ product, children = "Nhận tư vấn miễn phí", variant = "primary", className = "" }: ConsultationButtonProps) {
  const style =
    variant === "primary"
      ? "bg-accent-700 text-white hover:bg-accent-600"
      : "bg-white text-brand-800 hover:bg-brand-50";
  return (
    <ConsultationTrigger
      product={product}
      className={`inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${style} ${className}`}
    >
      {children}
    </ConsultationTrigger>
  );
}
