import { useId, useState } from "react";
import { toast } from "sonner";
import { CONSULTATION_FAILURE, CONSULTATION_SUCCESS, submitConsultation } from "~/components/leads/consultation-seam";

const { title: SUCCESS_TITLE, description: SUCCESS_TEXT } = CONSULTATION_SUCCESS;
const { title: FAILURE_TITLE, description: FAILURE_TEXT } = CONSULTATION_FAILURE;

/** Contact page form: name and phone required, message optional; posts through the consultation seam. */
export function ContactForm({ product }: { product?: string }) {
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const id = useId();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setStatus("sending");
    try {
      await submitConsultation({
        fullName: String(fields.get("fullName") ?? "").trim(),
        phone: String(fields.get("phone") ?? "").trim(),
        message: String(fields.get("message") ?? "").trim(),
        product,
      });
      setStatus("sent");
      form.reset();
      toast.success(SUCCESS_TITLE, { description: SUCCESS_TEXT, duration: 3000 });
    } catch {
      setStatus("failed");
      toast.error(FAILURE_TITLE, { description: FAILURE_TEXT });
    }
  }

  const input =
    "mt-1 w-full rounded-lg border border-gray-300 px-4 py-2.5 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">
        Gửi yêu cầu tư vấn
      </h2>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-gray-700">
          Họ và tên <span className="text-red-600">*</span>
        </label>
        <input id={`${id}-name`} name="fullName" required autoComplete="name" className={input} />
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className="block text-sm font-medium text-gray-700">
          Số điện thoại <span className="text-red-600">*</span>
        </label>
        <input id={`${id}-phone`} name="phone" type="tel" required autoComplete="tel" inputMode="tel" className={input} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-gray-700">
          Nội dung cần tư vấn
        </label>
        <textarea id={`${id}-message`} name="message" rows={4} className={input} />
      </div>
      <button
        type="submit"
        disabled={status === "sending"}
        className="w-full rounded-lg bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-600 disabled:opacity-60"
      >
        {status === "sending" ? "Đang gửi..." : "Gửi yêu cầu"}
      </button>
      <p role="status" className="text-sm">
        {status === "sent" && <span className="font-medium text-brand-700">{`${SUCCESS_TITLE}. ${SUCCESS_TEXT}`}</span>}
        {status === "failed" && <span className="font-medium text-red-700">{`${FAILURE_TITLE}. ${FAILURE_TEXT}`}</span>}
      </p>
    </form>
  );
}
