import { useState, type FormEvent } from "react";
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "#common/privacy-requests";
import { api, ApiError, type FieldErrors } from "~/lib/api-client";
import { Field } from "~/components/checkout/field";

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

const dayFormat = new Intl.DateTimeFormat("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Asia/Ho_Chi_Minh" });

export function PrivacyRequestForm() {
  const [kind, setKind] = useState<PrivacyRequestKind>("export");
  const [contact, setContact] = useState("");
  const [details, setDetails] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"ask" | "code" | "done">("ask");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);

  async function run(send: () => Promise<void>) {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await send();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setMessage(error.serverMessage ?? "Không gửi được. Vui lòng thử lại.");
      } else setMessage("Không gửi được. Vui lòng thử lại.");
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
        Gửi yêu cầu
      </h2>
      {step === "ask" && (
        <form onSubmit={ask} className="mt-4 space-y-4" noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-gray-700">Bạn muốn</legend>
            <div className="mt-2 grid gap-2">
              {PRIVACY_REQUEST_KINDS.map((value) => (
                <label key={value} className="flex min-h-11 items-center gap-3 rounded-md border border-gray-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} className="h-4 w-4" />
                  {PRIVACY_REQUEST_KIND_LABELS[value]}
                </label>
              ))}
            </div>
            {errors.kind?.[0] && <p className="mt-1 text-sm text-red-600">{errors.kind[0]}</p>}
          </fieldset>
          <Field
            label="Số điện thoại hoặc e-mail bạn đã dùng với cửa hàng"
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
                {kind === "correction" ? "Thông tin nào cần sửa, sửa thành gì" : "Nội dung yêu cầu"}
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
            Gửi mã xác minh
          </button>
        </form>
      )}
      {step === "code" && (
        <form onSubmit={confirm} className="mt-4 space-y-4" noValidate>
          <p role="status" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
            Nếu liên hệ này có trong hồ sơ của cửa hàng, mã xác minh gồm 6 chữ số đã được gửi đến e-mail (hoặc Zalo) của bạn. Mã dùng được một lần, trong
            thời gian ngắn.
          </p>
          <Field
            label="Mã xác minh"
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
              Xác minh
            </button>
            <button type="button" onClick={() => setStep("ask")} className="rounded-md border border-gray-300 px-5 py-3 text-sm font-medium text-gray-700">
              Quay lại
            </button>
          </div>
        </form>
      )}
      {step === "done" && verified && (
        <div className="mt-4 space-y-4" role="status">
          <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            Đã xác minh. Yêu cầu <strong>YC-{verified.requestId}</strong> ({PRIVACY_REQUEST_KIND_LABELS[verified.kind]}) đã được ghi nhận; cửa hàng trả lời
            chậm nhất ngày <strong>{dayFormat.format(new Date(verified.dueAt))}</strong>.
          </p>
          <p className="text-sm text-gray-700">Bạn có thể tải ngay toàn bộ dữ liệu cửa hàng đang lưu về bạn (liên kết dùng được trong 24 giờ):</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={fileUrl("json")} download className={`${BUTTON} text-center`}>
              Tải dữ liệu (JSON)
            </a>
            <a href={fileUrl("csv")} download className="rounded-md border border-brand-700 px-5 py-3 text-center font-semibold text-brand-700">
              Tải dữ liệu (CSV)
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
