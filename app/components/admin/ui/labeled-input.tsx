import type { InputHTMLAttributes } from "react";

/** The admin screens' text input: full width, brand focus ring. */
export const ADMIN_INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/** An input of the admin screens with its label above it and, when given, its error under it. */
export function LabeledInput({
  id,
  label,
  error,
  className = ADMIN_INPUT_CLASS,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={id} className={className} aria-invalid={error ? true : undefined} {...input} />
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
