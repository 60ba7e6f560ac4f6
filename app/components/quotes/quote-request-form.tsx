import { PrivacyNoticeLine } from "~/components/ui/privacy-notice-line";
import { useState, type FormEvent } from "react";
import { api, ApiError } from "~/lib/api-client";
import { toast } from "~/lib/toast";
import { usePageMessages } from "~/lib/page-messages";
import { useLanguage } from "~/lib/language";
import { buyerSchemas } from "#common/schemas/quotes";
import { fieldErrorsOf } from "#common/validation";

/**
 * "Yêu cầu báo giá" on the cart (decision 0042): a business buying several machines asks for a quote instead of
 * paying now; sales price it and send it by e-mail. The cart stays as it is. On a product page the request names
 * that machine and the page's quantity (`items`) instead of the cart, and opens at once (its button is the page's).
 */
export function QuoteRequestForm({ items, intro, startOpen = false }: { items?: ReadonlyArray<{ productId: number; quantity: number }>; intro?: string; startOpen?: boolean } = {}) {
  const [open, setOpen] = useState(startOpen);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sent, setSent] = useState(false);
  const t = usePageMessages();
  const { language } = useLanguage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      ...Object.fromEntries(["name", "phone", "email", "companyName", "note"].map((key) => [key, String(form.get(key) ?? "")])),
      ...(items ? { items } : {}),
    };
    // Checked here first, so the fields speak the page's language (the server answers in Vietnamese).
    const checked = buyerSchemas(language).quoteRequest.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      return;
    }
    setBusy(true);
    try {
      await api.post<{ id: number }>("/api/quote-requests", body);
      setSent(true);
      setErrors({});
      toast.success(t.quoteSentTitle, { description: t.quoteSentDetail });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fieldErrors);
      // The server answers in Vietnamese: a page in another language says its own words.
      toast.error(t.quoteFailedTitle, { description: language === "vi" ? error.message : t.quoteFailedDetail });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return <p className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800" role="status">{t.quoteReceived}</p>;
  }
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="mt-3 block w-full rounded-md border border-brand-700 px-4 py-2.5 text-center font-medium text-brand-700 hover:bg-brand-50">
        {t.quoteRequest}
      </button>
    );
  }
  const field = (name: string, label: string, type = "text") => (
    <label className="block text-sm">
      <span className="font-medium text-gray-700">{label}</span>
      <input name={name} type={type} className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2" aria-invalid={errors[name] ? true : undefined} />
      {errors[name]?.[0] && <span className="mt-1 block text-red-600">{errors[name][0]}</span>}
    </label>
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-3 border-t border-gray-200 pt-4" aria-label={t.quoteRequest}>
      <p className="text-sm text-gray-600">{intro ?? t.quoteRequestIntro}</p>
      {field("name", t.fullNameLabel)}
      {field("phone", t.phoneLabel, "tel")}
      {field("email", t.emailLabel, "email")}
      {field("companyName", t.quoteCompanyLabel)}
      <label className="block text-sm">
        <span className="font-medium text-gray-700">{t.quoteNoteLabel}</span>
        <textarea name="note" rows={2} className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2" />
      </label>
      <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-50">
        {t.quoteSend}
      </button>
      <PrivacyNoticeLine />
    </form>
  );
}
