import { buyerSchemas } from "#common/schemas/quotes";
import type { InvoiceDetails } from "#common/quotes";
import type { Language } from "#common/i18n-vi";
import { Field } from "./field";
import { usePageMessages } from "~/lib/page-messages";

/** The checkout's "Xuất hóa đơn VAT" choice (decision 0042): off, or the four details of the invoice. */
export interface VatInvoiceChoice extends InvoiceDetails {
  wanted: boolean;
}

export const NO_VAT_INVOICE: VatInvoiceChoice = { wanted: false, companyName: "", taxCode: "", address: "", email: "" };

export type VatInvoiceErrors = Partial<Record<keyof InvoiceDetails, string>>;

/** The details to send (null when not wanted) and the first message per field in the page's language (the tax-code rule included). */
export function checkVatInvoice(choice: VatInvoiceChoice, language: Language): { invoice: InvoiceDetails | null; errors: VatInvoiceErrors } {
  if (!choice.wanted) return { invoice: null, errors: {} };
  const { wanted: _wanted, ...details } = choice;
  const result = buyerSchemas(language).invoiceDetails.safeParse(details);
  if (result.success) return { invoice: result.data, errors: {} };
  const errors: VatInvoiceErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof InvoiceDetails] ??= issue.message;
  return { invoice: null, errors };
}

export function VatInvoiceFields({ value, errors, onChange }: { value: VatInvoiceChoice; errors: VatInvoiceErrors; onChange: (next: VatInvoiceChoice) => void }) {
  const t = usePageMessages();
  const set = (field: keyof InvoiceDetails, text: string) => onChange({ ...value, [field]: text });
  return (
    <fieldset className="grid gap-3 rounded-md border border-gray-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold text-gray-800 sm:col-span-2">
        <input type="checkbox" checked={value.wanted} onChange={(event) => onChange({ ...value, wanted: event.target.checked })} className="h-4 w-4 accent-brand-700" />
        {t.vatInvoiceChoice}
      </label>
      {value.wanted && (
        <>
          <Field className="sm:col-span-2" label={t.quoteCompanyLabel} autoComplete="organization" value={value.companyName} error={errors.companyName} onChange={(e) => set("companyName", e.target.value)} />
          <Field label={t.vatTaxCodeLabel} inputMode="numeric" value={value.taxCode} error={errors.taxCode} onChange={(e) => set("taxCode", e.target.value)} />
          <Field label={t.vatEmailLabel} type="email" value={value.email} error={errors.email} onChange={(e) => set("email", e.target.value)} />
          <Field className="sm:col-span-2" label={t.vatAddressLabel} value={value.address} error={errors.address} onChange={(e) => set("address", e.target.value)} />
        </>
      )}
    </fieldset>
  );
}
