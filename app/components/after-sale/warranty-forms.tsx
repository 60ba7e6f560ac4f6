import { PrivacyNoticeLine } from "~/components/ui/privacy-notice-line";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { ServiceProblem, WarrantyLookup } from "#common/after-sale";
import { fill, type Language } from "#common/i18n-vi";
import type { WarrantyTexts } from "#common/page-texts/warranty";
import { api, ApiError, type FieldErrors } from "~/lib/api-client";
import { fillParts, useLanguage, usePageTexts } from "~/lib/language";
import { Field } from "~/components/checkout/field";
import { PlaceCombobox } from "~/components/checkout/place-combobox";
import { usePlaces } from "~/lib/locations";
import { formatDay, ServiceStatusBadge } from "./service-badges";
import { ServiceModeChoice, ServiceProblemOptions, ServiceSlotOptions } from "./service-choices";
import { labelsIn } from "./after-sale-labels";

/**
 * The public after-sale forms of /warranty: look a machine up by serial (and the owner's phone for their history),
 * open a service request with up to three photos, activate the warranty of a machine bought from a dealer. The
 * page is shared (decision 0034); every answer comes from the API, nothing personal is in the page itself. Its
 * texts are the page's catalogue (common/page-texts/warranty.ts) in the page's language; each form is checked in
 * that language before it is sent, with the server's schemas built in it (loaded on the first send).
 */

type PublicForm = "warrantyLookup" | "activationInput" | "serviceRequestInput";

/** The form's field errors in the page's language, or null when it may be sent (the schemas load on first use). */
async function problemsOf(form: PublicForm, body: unknown, language: Language): Promise<FieldErrors | null> {
  // Loaded here, not with the page: zod and the schemas stay out of the page's JavaScript.
  const [{ publicAfterSaleSchemas }, { fieldErrorsOf }] = await Promise.all([import("#common/schemas/after-sale"), import("#common/validation")]);
  const checked = publicAfterSaleSchemas(language)[form].safeParse(body);
  return checked.success ? null : fieldErrorsOf(checked.error);
}

const SELECT = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";
const BUTTON = "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-50";

function Card({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-xl font-bold text-gray-900">{title}</h2>
      <p className="mt-1 text-sm text-gray-600">{intro}</p>
      {children}
    </section>
  );
}

/**
 * A form's sending: checked first in the page's language (`form`, `body`), then sent. The server answers in
 * Vietnamese: an English page says in its own words what it can (not found, too many requests, fields to check)
 * and shows any other answer of the server as it came, marked as Vietnamese.
 */
function useSubmit<T>(t: WarrantyTexts) {
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<ReactNode>(null);
  const submit = async (form: PublicForm, body: unknown, send: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const problems = await problemsOf(form, body, language);
      if (problems) {
        setErrors(problems);
        setMessage(t.checkFields);
        return null;
      }
      return await send();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setMessage(language === "vi" ? (error.serverMessage ?? t.sendFailed) : serverAnswerIn(t, error));
      } else setMessage(t.sendFailed);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, message, submit, first: (field: string) => errors[field]?.[0] };
}

/** A refusal of the (Vietnamese) server on a page in another language. */
function serverAnswerIn(t: WarrantyTexts, error: ApiError): ReactNode {
  if (error.status === 404) return t.notFound;
  if (error.status === 429) return t.tooManyRequests;
  if (error.status === 400) return t.checkFields;
  return error.serverMessage ? <span lang="vi">{error.serverMessage}</span> : t.sendFailed;
}

function Alert({ message }: { message: ReactNode }) {
  return message ? <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-700">{message}</p> : null;
}

export function WarrantyLookupForm({ initialSerial }: { initialSerial: string }) {
  const [serial, setSerial] = useState(initialSerial);
  const [phone, setPhone] = useState("");
  const [result, setResult] = useState<WarrantyLookup | null>(null);
  const t = usePageTexts<WarrantyTexts>();
  const labels = labelsIn(t);
  const { busy, message, submit, first } = useSubmit<WarrantyLookup>(t);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const query = new URLSearchParams({ serial, ...(phone.trim() ? { phone } : {}) });
    setResult(await submit("warrantyLookup", Object.fromEntries(query), () => api.get<WarrantyLookup>(`/api/warranty?${query}`)));
  };
  return (
    <Card id="tra-cuu" title={t.lookupTitle} intro={t.lookupIntro}>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate>
        <Field label={t.serial} name="serial" value={serial} onChange={(event) => setSerial(event.target.value)} error={first("serial")} autoComplete="off" />
        <Field label={t.ownerPhoneOptional} name="phone" type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} error={first("phone")} />
        <button type="submit" disabled={busy} className={`${BUTTON} sm:mt-6`}>{t.lookupButton}</button>
      </form>
      <Alert message={message} />
      {result && (
        <div role="status" className="mt-4 rounded-xl bg-brand-50 p-4 text-sm" data-testid="warranty-result">
          <p className="font-semibold text-brand-900">
            {fillParts(t.resultMachine, { product: <span lang="vi">{result.product.name}</span>, serial: result.serial })}
          </p>
          <p className="mt-1">
            {labels.warranty[result.status]}
            {result.warrantyUntil ? fill(t.warrantyUntil, { day: formatDay(result.warrantyUntil) }) : ""}
          </p>
          {result.status === "not_activated" && <p className="mt-1">{t.notActivatedHint}</p>}
          {result.openRequests.length > 0 && (
            <div className="mt-2">
              <p className="font-medium">{t.openRequests}</p>
              <ul className="mt-1 space-y-1">
                {result.openRequests.map((request) => (
                  <li key={request.reference}>
                    {request.reference} · <ServiceStatusBadge status={request.status} label={labels.status[request.status]} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result.owner && (
            <div className="mt-3 border-t border-brand-100 pt-3">
              <p className="font-medium">
                {fillParts(t.owner, {
                  name: (
                    <span translate="no">
                      {result.owner.name ?? "—"}
                      {result.owner.shopName ? ` · ${result.owner.shopName}` : ""}
                    </span>
                  ),
                })}
              </p>
              {result.owner.warrantyStart && <p>{fill(t.warrantyFrom, { day: formatDay(result.owner.warrantyStart) })}</p>}
              <p className="mt-2 font-medium">{t.history}</p>
              {result.owner.history.length === 0 ? <p>{t.noHistory}</p> : (
                <ul className="mt-1 space-y-1">
                  {result.owner.history.map((request) => (
                    <li key={request.reference}>
                      {request.reference} · {labels.problem[request.problem]} · <ServiceStatusBadge status={request.status} label={labels.status[request.status]} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

const MAX_PHOTOS = 3;

/** Uploads one photo to the public upload (the server reads its type from the bytes) and answers its address. */
async function uploadPhoto(file: File): Promise<string> {
  return (await api.post<{ url: string }>("/api/warranty/uploads", file)).url;
}

/** The photo picker's own words: Vietnamese unless the page gives its language's (the warranty page's catalogue). */
const PHOTO_TEXTS = { photoFailed: "Không tải được ảnh", photoUploading: "Đang tải ảnh…", photoAlt: "Ảnh đã tải lên", photoRemove: "Bỏ ảnh này" };

/** Photos uploaded as they are picked (`POST /api/warranty/uploads`); the dealer portal's invoice photo uses it too. */
export function PhotoPicker({
  label,
  photos,
  onChange,
  max,
  error,
  texts = PHOTO_TEXTS,
}: {
  label: string;
  photos: string[];
  onChange(photos: string[]): void;
  max: number;
  error?: string;
  texts?: typeof PHOTO_TEXTS;
}) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="sm:col-span-2">
      <label className="block text-sm font-medium text-gray-700">
        {label}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple={max > 1}
          disabled={uploading || photos.length >= max}
          className="mt-1 block text-sm"
          onChange={async (event) => {
            const files = Array.from(event.target.files ?? []).slice(0, max - photos.length);
            event.target.value = "";
            if (files.length === 0) return;
            setUploading(true);
            setFailure(null);
            try {
              const urls: string[] = [];
              for (const file of files) urls.push(await uploadPhoto(file));
              onChange([...photos, ...urls]);
            } catch (caught) {
              setFailure(caught instanceof ApiError ? caught.message : texts.photoFailed);
            } finally {
              setUploading(false);
            }
          }}
        />
      </label>
      {uploading && <p className="mt-1 text-sm text-gray-600">{texts.photoUploading}</p>}
      {(failure ?? error) && <p className="mt-1 text-sm text-red-600">{failure ?? error}</p>}
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {photos.map((photo) => (
            <li key={photo} className="relative">
              <img src={photo} alt={texts.photoAlt} width={80} height={80} className="h-20 w-20 rounded border object-cover" />
              <button type="button" onClick={() => onChange(photos.filter((other) => other !== photo))} className="absolute -right-2 -top-2 rounded-full bg-white px-1.5 text-xs shadow" aria-label={texts.photoRemove}>×</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function tomorrow(): string {
  const at = new Date(Date.now() + 7 * 3600_000 + 24 * 3600_000);
  return at.toISOString().slice(0, 10);
}

export function ServiceRequestForm({ initialSerial, initialProblem }: { initialSerial: string; initialProblem: ServiceProblem | null }) {
  const [draft, setDraft] = useState({
    serial: initialSerial,
    phone: "",
    email: "",
    problem: initialProblem ?? ("" as ServiceProblem | ""),
    description: "",
    mode: "onsite",
    // Filled after hydration: the shared page's HTML may be older than today.
    preferredDate: "",
    slot: "morning",
  });
  useEffect(() => setDraft((current) => (current.preferredDate ? current : { ...current, preferredDate: tomorrow() })), []);
  const [photos, setPhotos] = useState<string[]>([]);
  const [created, setCreated] = useState<{ reference: string; token: string; eligibleForReplacement: boolean } | null>(null);
  const t = usePageTexts<WarrantyTexts>();
  const labels = labelsIn(t);
  const { busy, message, submit, first } = useSubmit<{ reference: string; token: string; eligibleForReplacement: boolean }>(t);
  const set = (key: keyof typeof draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...draft, email: draft.email || null, photos };
    const answer = await submit("serviceRequestInput", body, () => api.post("/api/service-requests", body));
    if (answer) setCreated(answer);
  };
  if (created) {
    return (
      <Card id="yeu-cau-sua-chua" title={t.requestDoneTitle} intro={t.requestDoneIntro}>
        <div role="status" className="mt-4 space-y-2 rounded-xl bg-green-50 p-4 text-sm text-green-900" data-testid="service-request-created">
          <p>{fillParts(t.requestReference, { reference: <strong>{created.reference}</strong> })}</p>
          {created.eligibleForReplacement && <p>{t.replacementNote}</p>}
          <p>
            {fillParts(t.track, {
              link: (
                <Link to={`/service/${created.token}`} className="font-semibold text-brand-700 underline">
                  {t.trackLink}
                </Link>
              ),
            })}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card id="yeu-cau-sua-chua" title={t.requestTitle} intro={t.requestIntro}>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field label={t.serial} value={draft.serial} onChange={(event) => set("serial", event.target.value)} error={first("serial")} />
        <Field label={t.ownerPhone} type="tel" value={draft.phone} onChange={(event) => set("phone", event.target.value)} error={first("phone")} />
        <Field label={t.notifyEmail} type="email" value={draft.email} onChange={(event) => set("email", event.target.value)} error={first("email")} />
        <label className="block text-sm font-medium text-gray-700">
          {t.problem}
          <select value={draft.problem} onChange={(event) => set("problem", event.target.value)} className={SELECT}>
            <ServiceProblemOptions labels={labels.problem} choose={t.chooseProblem} />
          </select>
          {first("problem") && <span className="mt-1 block text-sm text-red-600">{first("problem")}</span>}
        </label>
        <label className="block text-sm font-medium text-gray-700 sm:col-span-2">
          {t.description}
          <textarea rows={3} value={draft.description} onChange={(event) => set("description", event.target.value)} className={SELECT} />
          {first("description") && <span className="mt-1 block text-sm text-red-600">{first("description")}</span>}
        </label>
        <PhotoPicker label={fill(t.photos, { max: MAX_PHOTOS })} photos={photos} onChange={setPhotos} max={MAX_PHOTOS} error={first("photos")} texts={t} />
        <ServiceModeChoice value={draft.mode} onChange={(mode) => set("mode", mode)} legend={t.mode} labels={labels.mode} />
        <Field label={t.preferredDate} type="date" value={draft.preferredDate} onChange={(event) => set("preferredDate", event.target.value)} error={first("preferredDate")} />
        <label className="block text-sm font-medium text-gray-700">
          {t.slot}
          <select value={draft.slot} onChange={(event) => set("slot", event.target.value)} className={SELECT}>
            <ServiceSlotOptions labels={labels.slot} />
          </select>
        </label>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={BUTTON}>{t.requestSend}</button>
          <PrivacyNoticeLine className="mt-2" />
        </div>
      </form>
      <Alert message={message} />
    </Card>
  );
}

export function ActivationForm({ initialSerial }: { initialSerial: string }) {
  const [draft, setDraft] = useState({ serial: initialSerial, phone: "", name: "", email: "", shopName: "", dealer: "", purchaseDate: "", street: "", provinceCode: "", wardCode: "" });
  const [receipt, setReceipt] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const places = usePlaces(draft.provinceCode);
  const t = usePageTexts<WarrantyTexts>();
  const { busy, message, submit, first } = useSubmit<{ id: number }>(t);
  const set = (key: keyof typeof draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      serial: draft.serial,
      phone: draft.phone,
      name: draft.name,
      email: draft.email || null,
      shopName: draft.shopName || null,
      dealer: draft.dealer || null,
      purchaseDate: draft.purchaseDate || null,
      address: { address: draft.street, provinceCode: draft.provinceCode || undefined, wardCode: draft.wardCode || undefined },
      receiptUrl: receipt[0] ?? null,
    };
    const answer = await submit("activationInput", body, () => api.post("/api/warranty/activations", body));
    if (answer) setDone(true);
  };
  if (done) {
    return (
      <Card id="kich-hoat" title={t.activationDoneTitle} intro={t.activationDoneIntro}>
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-sm text-green-900" data-testid="activation-sent">
          {fill(t.activationThanks, { email: draft.email ? t.activationEmailToo : "" })}
        </p>
      </Card>
    );
  }
  return (
    <Card id="kich-hoat" title={t.activationTitle} intro={t.activationIntro}>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field label={t.serial} value={draft.serial} onChange={(event) => set("serial", event.target.value)} error={first("serial")} />
        <Field label={t.ownerName} value={draft.name} onChange={(event) => set("name", event.target.value)} error={first("name")} autoComplete="name" />
        <Field label={t.phone} type="tel" value={draft.phone} onChange={(event) => set("phone", event.target.value)} error={first("phone")} autoComplete="tel" />
        <Field label={t.emailOptional} type="email" value={draft.email} onChange={(event) => set("email", event.target.value)} error={first("email")} autoComplete="email" />
        <Field label={t.shopNameOptional} value={draft.shopName} onChange={(event) => set("shopName", event.target.value)} error={first("shopName")} />
        <Field label={t.dealer} value={draft.dealer} onChange={(event) => set("dealer", event.target.value)} error={first("dealer")} />
        <PlaceCombobox
          label={t.province}
          placeholder={t.provincePlaceholder}
          options={places.provinces}
          value={draft.provinceCode}
          onChange={(option) => setDraft((current) => ({ ...current, provinceCode: option?.code ?? "", wardCode: "" }))}
          error={first("address.provinceCode")}
          statusText={places.provinces ? undefined : places.failed ? t.placesFailed : t.placesLoading}
          emptyText={t.noPlaceFound}
          formerlyText={t.formerly}
        />
        <PlaceCombobox
          key={draft.provinceCode}
          label={t.ward}
          placeholder={t.wardPlaceholder}
          options={places.wards}
          value={draft.wardCode}
          onChange={(option) => set("wardCode", option?.code ?? "")}
          error={first("address.wardCode")}
          statusText={!draft.provinceCode ? t.provinceFirst : places.wards ? undefined : t.placesLoading}
          emptyText={t.noPlaceFound}
          formerlyText={t.formerly}
        />
        <Field className="sm:col-span-2" label={t.street} value={draft.street} onChange={(event) => set("street", event.target.value)} error={first("address.address")} autoComplete="street-address" />
        <Field label={t.purchaseDate} type="date" value={draft.purchaseDate} onChange={(event) => set("purchaseDate", event.target.value)} error={first("purchaseDate")} />
        <PhotoPicker label={t.receipt} photos={receipt} onChange={setReceipt} max={1} error={first("receiptUrl")} texts={t} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={BUTTON}>{t.activationSend}</button>
          <PrivacyNoticeLine className="mt-2" />
        </div>
      </form>
      <Alert message={message} />
    </Card>
  );
}
