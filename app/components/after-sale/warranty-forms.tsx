import { PrivacyNoticeLine } from "~/components/ui/privacy-notice-line";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import {
  SERVICE_PROBLEM_LABELS,
  WARRANTY_STATUS_LABELS,
  type ServiceProblem,
  type WarrantyLookup,
} from "#common/after-sale";
import { api, ApiError, type FieldErrors } from "~/lib/api-client";
import { Field } from "~/components/checkout/field";
import { PlaceCombobox } from "~/components/checkout/place-combobox";
import { usePlaces } from "~/lib/locations";
import { formatDay, ServiceStatusBadge } from "./service-badges";
import { ServiceModeChoice, ServiceProblemOptions, ServiceSlotOptions } from "./service-choices";

/**
 * The public after-sale forms of /warranty: look a machine up by serial (and the owner's phone for their history),
 * open a service request with up to three photos, activate the warranty of a machine bought from a dealer. The
 * page is shared (decision 0034); every answer comes from the API, nothing personal is in the page itself.
 */

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

function useSubmit<T>() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (send: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      return await send();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setMessage(error.serverMessage ?? "Không gửi được. Vui lòng thử lại.");
      } else setMessage("Không gửi được. Vui lòng thử lại.");
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, message, submit, first: (field: string) => errors[field]?.[0] };
}

function Alert({ message }: { message: string | null }) {
  return message ? <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-700">{message}</p> : null;
}

export function WarrantyLookupForm({ initialSerial }: { initialSerial: string }) {
  const [serial, setSerial] = useState(initialSerial);
  const [phone, setPhone] = useState("");
  const [result, setResult] = useState<WarrantyLookup | null>(null);
  const { busy, message, submit, first } = useSubmit<WarrantyLookup>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const query = new URLSearchParams({ serial, ...(phone.trim() ? { phone } : {}) });
    setResult(await submit(() => api.get<WarrantyLookup>(`/api/warranty?${query}`)));
  };
  return (
    <Card id="tra-cuu" title="Tra cứu bảo hành" intro="Nhập số serial in trên tem sau máy. Thêm số điện thoại của chủ máy để xem lịch sử sửa chữa của mình.">
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate>
        <Field label="Số serial" name="serial" value={serial} onChange={(event) => setSerial(event.target.value)} error={first("serial")} autoComplete="off" />
        <Field label="Số điện thoại chủ máy (không bắt buộc)" name="phone" type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} error={first("phone")} />
        <button type="submit" disabled={busy} className={`${BUTTON} sm:mt-6`}>Tra cứu</button>
      </form>
      <Alert message={message} />
      {result && (
        <div role="status" className="mt-4 rounded-xl bg-brand-50 p-4 text-sm" data-testid="warranty-result">
          <p className="font-semibold text-brand-900">{result.product.name} · serial {result.serial}</p>
          <p className="mt-1">
            {WARRANTY_STATUS_LABELS[result.status]}
            {result.warrantyUntil ? ` đến hết ngày ${formatDay(result.warrantyUntil)}` : ""}
          </p>
          {result.status === "not_activated" && <p className="mt-1">Máy mua qua đại lý? Kích hoạt bảo hành ở mục bên dưới.</p>}
          {result.openRequests.length > 0 && (
            <div className="mt-2">
              <p className="font-medium">Yêu cầu sửa chữa đang mở:</p>
              <ul className="mt-1 space-y-1">
                {result.openRequests.map((request) => <li key={request.reference}>{request.reference} · <ServiceStatusBadge status={request.status} /></li>)}
              </ul>
            </div>
          )}
          {result.owner && (
            <div className="mt-3 border-t border-brand-100 pt-3">
              <p className="font-medium">Chủ máy: {result.owner.name ?? "—"}{result.owner.shopName ? ` · ${result.owner.shopName}` : ""}</p>
              {result.owner.warrantyStart && <p>Bảo hành từ {formatDay(result.owner.warrantyStart)}</p>}
              <p className="mt-2 font-medium">Lịch sử sửa chữa</p>
              {result.owner.history.length === 0 ? <p>Chưa có lần sửa chữa nào.</p> : (
                <ul className="mt-1 space-y-1">
                  {result.owner.history.map((request) => (
                    <li key={request.reference}>{request.reference} · {SERVICE_PROBLEM_LABELS[request.problem]} · <ServiceStatusBadge status={request.status} /></li>
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

/** Photos uploaded as they are picked (`POST /api/warranty/uploads`); the dealer portal's invoice photo uses it too. */
export function PhotoPicker({ label, photos, onChange, max, error }: { label: string; photos: string[]; onChange(photos: string[]): void; max: number; error?: string }) {
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
              setFailure(caught instanceof ApiError ? caught.message : "Không tải được ảnh");
            } finally {
              setUploading(false);
            }
          }}
        />
      </label>
      {uploading && <p className="mt-1 text-sm text-gray-600">Đang tải ảnh…</p>}
      {(failure ?? error) && <p className="mt-1 text-sm text-red-600">{failure ?? error}</p>}
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {photos.map((photo) => (
            <li key={photo} className="relative">
              <img src={photo} alt="Ảnh đã tải lên" width={80} height={80} className="h-20 w-20 rounded border object-cover" />
              <button type="button" onClick={() => onChange(photos.filter((other) => other !== photo))} className="absolute -right-2 -top-2 rounded-full bg-white px-1.5 text-xs shadow" aria-label="Bỏ ảnh này">×</button>
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
  const { busy, message, submit, first } = useSubmit<{ reference: string; token: string; eligibleForReplacement: boolean }>();
  const set = (key: keyof typeof draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await submit(() => api.post("/api/service-requests", { ...draft, email: draft.email || null, photos }));
    if (answer) setCreated(answer);
  };
  if (created) {
    return (
      <Card id="yeu-cau-sua-chua" title="Đã nhận yêu cầu sửa chữa" intro="Kỹ thuật viên sẽ gọi lại cho anh/chị để xác nhận lịch.">
        <div role="status" className="mt-4 space-y-2 rounded-xl bg-green-50 p-4 text-sm text-green-900" data-testid="service-request-created">
          <p>Mã yêu cầu: <strong>{created.reference}</strong></p>
          {created.eligibleForReplacement && <p>Máy đang trong 7 ngày đầu: nếu là lỗi nhà sản xuất, anh/chị được đổi máy mới.</p>}
          <p>
            Theo dõi yêu cầu tại{" "}
            <Link to={`/service/${created.token}`} className="font-semibold text-brand-700 underline">trang theo dõi riêng của anh/chị</Link>
            {" "}— hãy lưu lại đường dẫn này, chỉ người có đường dẫn mới xem được.
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card id="yeu-cau-sua-chua" title="Gửi yêu cầu sửa chữa, bảo dưỡng" intro="Máy gặp sự cố hoặc đến kỳ bảo dưỡng? Gửi yêu cầu, kỹ thuật viên liên hệ lại để hẹn lịch.">
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field label="Số serial" value={draft.serial} onChange={(event) => set("serial", event.target.value)} error={first("serial")} />
        <Field label="Số điện thoại chủ máy" type="tel" value={draft.phone} onChange={(event) => set("phone", event.target.value)} error={first("phone")} />
        <Field label="E-mail nhận thông báo (không bắt buộc)" type="email" value={draft.email} onChange={(event) => set("email", event.target.value)} error={first("email")} />
        <label className="block text-sm font-medium text-gray-700">
          Tình trạng máy
          <select value={draft.problem} onChange={(event) => set("problem", event.target.value)} className={SELECT}>
            <ServiceProblemOptions />
          </select>
          {first("problem") && <span className="mt-1 block text-sm text-red-600">{first("problem")}</span>}
        </label>
        <label className="block text-sm font-medium text-gray-700 sm:col-span-2">
          Mô tả (mã lỗi trên màn hình, khi nào xảy ra…)
          <textarea rows={3} value={draft.description} onChange={(event) => set("description", event.target.value)} className={SELECT} />
          {first("description") && <span className="mt-1 block text-sm text-red-600">{first("description")}</span>}
        </label>
        <PhotoPicker label={`Ảnh chụp máy (tối đa ${MAX_PHOTOS} ảnh)`} photos={photos} onChange={setPhotos} max={MAX_PHOTOS} error={first("photos")} />
        <ServiceModeChoice value={draft.mode} onChange={(mode) => set("mode", mode)} />
        <Field label="Ngày mong muốn" type="date" value={draft.preferredDate} onChange={(event) => set("preferredDate", event.target.value)} error={first("preferredDate")} />
        <label className="block text-sm font-medium text-gray-700">
          Khung giờ
          <select value={draft.slot} onChange={(event) => set("slot", event.target.value)} className={SELECT}>
            <ServiceSlotOptions />
          </select>
        </label>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={BUTTON}>Gửi yêu cầu</button>
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
  const { busy, message, submit, first } = useSubmit<{ id: number }>();
  const set = (key: keyof typeof draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await submit(() =>
      api.post("/api/warranty/activations", {
        serial: draft.serial,
        phone: draft.phone,
        name: draft.name,
        email: draft.email || null,
        shopName: draft.shopName || null,
        dealer: draft.dealer || null,
        purchaseDate: draft.purchaseDate || null,
        address: { address: draft.street, provinceCode: draft.provinceCode || undefined, wardCode: draft.wardCode || undefined },
        receiptUrl: receipt[0] ?? null,
      }),
    );
    if (answer) setDone(true);
  };
  if (done) {
    return (
      <Card id="kich-hoat" title="Đã gửi yêu cầu kích hoạt" intro="Nhân viên sẽ kiểm tra hóa đơn và kích hoạt bảo hành, thường trong một ngày làm việc.">
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-sm text-green-900" data-testid="activation-sent">
          Cảm ơn anh/chị. Khi bảo hành được kích hoạt, anh/chị tra cứu lại số serial ở trên để xem ngày hết hạn{draft.email ? " (chúng tôi cũng gửi e-mail)" : ""}.
        </p>
      </Card>
    );
  }
  return (
    <Card id="kich-hoat" title="Kích hoạt bảo hành máy mua qua đại lý" intro="Máy mua tại đại lý? Gửi thông tin và ảnh hóa đơn để bảo hành được tính từ ngày mua.">
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field label="Số serial" value={draft.serial} onChange={(event) => set("serial", event.target.value)} error={first("serial")} />
        <Field label="Họ và tên chủ máy" value={draft.name} onChange={(event) => set("name", event.target.value)} error={first("name")} autoComplete="name" />
        <Field label="Số điện thoại" type="tel" value={draft.phone} onChange={(event) => set("phone", event.target.value)} error={first("phone")} autoComplete="tel" />
        <Field label="E-mail (không bắt buộc)" type="email" value={draft.email} onChange={(event) => set("email", event.target.value)} error={first("email")} autoComplete="email" />
        <Field label="Tên quán (không bắt buộc)" value={draft.shopName} onChange={(event) => set("shopName", event.target.value)} error={first("shopName")} />
        <Field label="Đại lý bán máy" value={draft.dealer} onChange={(event) => set("dealer", event.target.value)} error={first("dealer")} />
        <PlaceCombobox
          label="Tỉnh/thành phố"
          placeholder="Chọn tỉnh/thành phố"
          options={places.provinces}
          value={draft.provinceCode}
          onChange={(option) => setDraft((current) => ({ ...current, provinceCode: option?.code ?? "", wardCode: "" }))}
          error={first("address.provinceCode")}
          statusText={places.provinces ? undefined : places.failed ? "Không tải được danh sách" : "Đang tải…"}
          emptyText="Không tìm thấy"
          formerlyText="trước đây"
        />
        <PlaceCombobox
          key={draft.provinceCode}
          label="Phường/xã"
          placeholder="Chọn phường/xã"
          options={places.wards}
          value={draft.wardCode}
          onChange={(option) => set("wardCode", option?.code ?? "")}
          error={first("address.wardCode")}
          statusText={!draft.provinceCode ? "Chọn tỉnh/thành phố trước" : places.wards ? undefined : "Đang tải…"}
          emptyText="Không tìm thấy"
          formerlyText="trước đây"
        />
        <Field className="sm:col-span-2" label="Số nhà, đường" value={draft.street} onChange={(event) => set("street", event.target.value)} error={first("address.address")} autoComplete="street-address" />
        <Field label="Ngày mua" type="date" value={draft.purchaseDate} onChange={(event) => set("purchaseDate", event.target.value)} error={first("purchaseDate")} />
        <PhotoPicker label="Ảnh hóa đơn mua máy" photos={receipt} onChange={setReceipt} max={1} error={first("receiptUrl")} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={BUTTON}>Gửi yêu cầu kích hoạt</button>
          <PrivacyNoticeLine className="mt-2" />
        </div>
      </form>
      <Alert message={message} />
    </Card>
  );
}
