import { useState, type FormEvent, type ReactNode } from "react";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "#common/privacy-requests";
import type { PrivacyRequestsTexts } from "#common/page-texts/privacy-requests";
import { api, ApiError, type FieldErrors } from "~/lib/api-client";
import { Field } from "~/components/checkout/field";
import { fillParts, useLanguage, usePageTexts } from "~/lib/language";

/**
 * The request form of /yeu-cau-du-lieu (issue 45): choose what to ask, give the phone or e-mail the shop has, enter
 * the code sent there, then download the file (JSON or CSV) or wait for the shop's answer. The page is the same for
 * everyone; what is personal only ever comes from the API.
 */

const BUTTON = "w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-50 sm:w-auto";

interface Verified {
  token: string;
  requestId: number;
  kind: PrivacyRequestKind;
  dueAt: string;
}

const DAY = { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" } as const;
const DAY_FORMATS = { vi: new Intl.DateTimeFormat("vi-VN", DAY), en: new Intl.DateTimeFormat("en-GB", DAY) };

/** Each kind's name in the page's catalogue (the Vietnamese ones are PRIVACY_REQUEST_KIND_LABELS). */
const KIND_TEXTS = {
  access: "kindAccess",
  export: "kindExport",
  correction: "kindCorrection",
  erasure: "kindErasure",
  withdrawal: "kindWithdrawal",
  objection: "kindObjection",
} as const satisfies Record<PrivacyRequestKind, keyof PrivacyRequestsTexts>;

/** A refusal of the (Vietnamese) server on the English page: said from the catalogue, or shown marked. */
function serverAnswerIn(t: PrivacyRequestsTexts, error: ApiError): ReactNode {
  if (error.status === 429) return t.tooManyRequests;
  if (error.status === 400) return t.checkFields;
  return error.serverMessage ? <span lang="vi">{error.serverMessage}</span> : t.sendFailed;
}

export function PrivacyRequestForm() {
  const [kind, setKind] = useState<PrivacyRequestKind>("export");
  const [contact, setContact] = useState("");
  const [details, setDetails] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"ask" | "code" | "done">("ask");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<ReactNode>(null);
  const [verified, setVerified] = useState<Verified | null>(null);
  const t = usePageTexts<PrivacyRequestsTexts>();
  const { language } = useLanguage();

  async function run(send: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await send();
    } catch (error) {
      if (error instanceof ApiError) {
        if (language === "vi") {
          setErrors(error.fieldErrors);
          setMessage(error.serverMessage ?? t.sendFailed);
        } else {
          setErrors(Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, [t.fieldInvalid]])));
          setMessage(serverAnswerIn(t, error));
        }
      } else setMessage(t.sendFailed);
    } finally {
      setBusy(false);
    }
  }

  const ask = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.post("/api/privacy/requests", { kind, contact, details });
      setStep("code");
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setVerified(await api.post<Verified>("/api/privacy/requests/verify", { contact, code }));
      setStep("done");
    });
  };

  const needsDetails = kind === "correction" || kind === "objection" || kind === "withdrawal";
  const fileUrl = (format: "json" | "csv") => `/api/privacy/export?token=${encodeURIComponent(verified?.token ?? "")}${format === "csv" ? "&format=csv" : ""}`;

  return (
    <section aria-labelledby="privacy-form-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="privacy-form-title" className="text-xl font-bold text-gray-900">
        {t.formTitle}
      </h2>
      {step === "ask" && (
        <form onSubmit={ask} className="mt-4 space-y-4" noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-gray-700">{t.want}</legend>
            <div className="mt-2 grid gap-2">
              {PRIVACY_REQUEST_KINDS.map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-3 rounded-md border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} className="h-4 w-4" />
                  {t[KIND_TEXTS[value]]}
                </label>
              ))}
            </div>
            {errors.kind?.[0] && <p className="mt-1 text-sm text-red-600">{errors.kind[0]}</p>}
          </fieldset>
          <Field
            label={t.contact}
            name="contact"
            inputMode="email"
            autoComplete="email"
            value={contact}
            onChange={(event) => setContact(event.target.value)}
            error={errors.contact?.[0]}
            required
          />
          {needsDetails && (
            <div>
              <label htmlFor="privacy-details" className="block text-sm font-medium text-gray-700">
                {kind === "correction" ? t.detailsCorrection : t.details}
              </label>
              <textarea
                id="privacy-details"
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                rows={3}
                maxLength={2000}
                className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
              />
            </div>
          )}
          {message && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              {message}
            </p>
          )}
          <button type="submit" disabled={busy} className={BUTTON}>
            {t.sendCode}
          </button>
        </form>
      )}
      {step === "code" && (
        <form onSubmit={confirm} className="mt-4 space-y-4" noValidate>
          <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
            {t.codeSent}
          </p>
          <Field
            label={t.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            error={errors.code?.[0]}
            required
          />
          {message && !errors.code && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              {message}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="submit" disabled={busy} className={BUTTON}>
              {t.verify}
            </button>
            <button type="button" onClick={() => setStep("ask")} className="rounded-md border border-gray-300 px-5 py-3 text-sm font-medium text-gray-700">
              {t.back}
            </button>
          </div>
        </form>
      )}
      {step === "done" && verified && (
        <div className="mt-4 space-y-4" role="status">
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            {fillParts(t.verified, {
              request: <strong>YC-{verified.requestId}</strong>,
              kind: t[KIND_TEXTS[verified.kind]],
              due: <strong>{DAY_FORMATS[language].format(new Date(verified.dueAt))}</strong>,
            })}
          </p>
          <p className="text-sm text-gray-700">{t.download}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={fileUrl("json")} download className={`${BUTTON} text-center`}>
              {t.downloadJson}
            </a>
            <a href={fileUrl("csv")} download className="rounded-md border border-brand-700 px-5 py-3 text-center font-semibold text-brand-700">
              {t.downloadCsv}
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
