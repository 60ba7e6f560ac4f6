import { PrivacyNoticeLine } from "~/components/ui/privacy-notice-line";
import { useId, type ReactNode } from "react";
import { HONEYPOT_FIELD, LEAD_LIMITS } from "#common/leads";
import { usePageMessages } from "~/lib/page-messages";

export const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500";

/** A labelled field with its error under it; `required` adds the red asterisk of spec 5. */
export function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string; required?: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined, required })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** What `useLeadForm().bind(field)` gives a field component. */
export interface FieldBinding {
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

export function NameField({ name = "fullName", value, error, onChange }: FieldBinding & { name?: string }) {
  const t = usePageMessages();
  return (
    <Field label={t.leadFullName} required error={error}>
      {(props) => <input {...props} name={name} autoComplete="name" maxLength={LEAD_LIMITS.fullName} className={inputClass} value={value} onChange={onChange} />}
    </Field>
  );
}

export function PhoneField({ value, error, onChange }: FieldBinding) {
  const t = usePageMessages();
  return (
    <div>
      <Field label={t.leadPhone} required error={error}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0912 345 678"
            maxLength={LEAD_LIMITS.phoneInput}
            className={inputClass}
            value={value}
            onChange={onChange}
          />
        )}
      </Field>
      {/* Consent for the Zalo channel (decision 0040). */}
      <p className="mt-1 text-xs text-gray-500">{t.leadZaloNote}</p>
    </div>
  );
}

export function AddressField({ label, required, value, error, onChange }: FieldBinding & { label: string; required?: boolean }) {
  return (
    <Field label={label} required={required} error={error}>
      {(props) => (
        <input {...props} name="address" autoComplete="street-address" maxLength={LEAD_LIMITS.address} className={inputClass} value={value} onChange={onChange} />
      )}
    </Field>
  );
}

/** The optional message text area ("Lời nhắn" unless the form names it otherwise). */
export function MessageField({ label, rows = 3, value, error, onChange }: FieldBinding & { label?: string; rows?: number }) {
  const t = usePageMessages();
  return (
    <Field label={label ?? t.leadMessage} error={error}>
      {(props) => <textarea {...props} name="message" rows={rows} maxLength={LEAD_LIMITS.message} className={inputClass} value={value} onChange={onChange} />}
    </Field>
  );
}

/** A select whose first option is the empty `placeholder`. */
export function SelectField({
  label,
  name,
  required,
  placeholder,
  options,
  value,
  error,
  onChange,
}: FieldBinding & { label: string; name: string; required?: boolean; placeholder: string; options: readonly { value: string; text: string; lang?: string }[] }) {
  return (
    <Field label={label} required={required} error={error}>
      {(props) => (
        <select {...props} name={name} className={inputClass} value={value} onChange={onChange}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The unticked box “Đồng ý chia sẻ thông tin với đại lý gần nhất…” (issue 45, decision 0062): ticked, the lead may go
 * to the nearest dealer and the consent is recorded; left alone, the brand's own sales answer. Its value is "1" or "".
 */
export function DealerSharingBox({ value, onChange }: FieldBinding) {
  const t = usePageMessages();
  return (
    <label className="flex items-start gap-2 text-sm text-gray-700 sm:col-span-2">
      <input
        type="checkbox"
        name="dealerSharing"
        value="1"
        checked={value === "1"}
        onChange={(event) => onChange({ target: { value: event.target.checked ? "1" : "" } })}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
      />
      <span>{t.leadDealerSharing}</span>
    </label>
  );
}

/** The box's answer as the lead APIs take it. */
export const dealerSharingOf = (value: string) => ({ consents: { dealerSharing: value === "1" } });

/** Off-screen field for bots; people (and screen readers) never see it. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}

export function SubmitButton({ sending, children, sendingLabel }: { sending: boolean; children: ReactNode; sendingLabel?: string }) {
  const t = usePageMessages();
  return (
    <>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {sending ? (sendingLabel ?? t.leadSending) : children}
      </button>
      <PrivacyNoticeLine className="mt-2 text-center" />
    </>
  );
}

/** First message of each field error from a 400 answer. */
export function firstErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0] ?? ""]));
}

/**
 * The failure repeated inside the form: a modal dialog hides the page's toast area from screen readers, and the
 * visitor should still see what went wrong next to the kept form.
 */
export function FormFailure({ failure }: { failure: { title: string; description: string } | null }) {
  if (!failure) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
      <p className="font-semibold">{failure.title}</p>
      <p>{failure.description}</p>
    </div>
  );
}
