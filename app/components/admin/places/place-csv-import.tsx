import { useState, type FormEvent } from "react";
import { PLACE_CSV_HEADER } from "#common/places";
import { useAdminAction } from "~/components/admin/ui/use-admin-action";

/** The import's answer on this page: the counts, or each refused row (nothing was imported). */
export type PlaceImportOutcome =
  | { imported: true; created: number; updated: number; unchanged: number }
  | { imported: false; message: string; rows: Array<{ line: number; message: string }> };

/** The whole network from one CSV file, all rows or none; a refused file is shown row by row. */
export function PlaceCsvImport() {
  const { run, busy } = useAdminAction<PlaceImportOutcome>();
  const [outcome, setOutcome] = useState<PlaceImportOutcome | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await run("import", form, { failure: "Không nhập được tệp" });
    setOutcome(result);
  }
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-labelledby="place-import-title">
      <h2 id="place-import-title" className="font-semibold text-gray-900">
        Nhập cả mạng lưới từ CSV
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Dòng đầu: <code className="text-xs">{PLACE_CSV_HEADER.join(",")}</code>. Cả tệp được nhập hoặc không dòng nào: một dòng sai thì không có
        gì thay đổi. Địa điểm cùng tên trong cùng phường/xã được cập nhật, nên nhập lại cùng một tệp không thay đổi gì.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-600" aria-label="Cách ghi các cột">
        <li>
          <strong>province_code, ward_code</strong>: mã (<code className="text-xs">92</code>, <code className="text-xs">31135</code>) hoặc tên,
          có dấu hay không dấu, có hay không “Tỉnh/Thành phố/TP./Phường/Xã” (<code className="text-xs">Cần Thơ</code>,{" "}
          <code className="text-xs">phuong ninh kieu</code>). Tên trước sáp nhập 2025 cũng được, và được đổi sang đơn vị hiện nay (
          <code className="text-xs">Hậu Giang</code> → Thành phố Cần Thơ; <code className="text-xs">Phường 12, Quận Gò Vấp</code> → Phường An Hội
          Tây). Tên trùng nhiều nơi thì ghi mã hoặc kèm quận/huyện cũ.
        </li>
        <li>
          <strong>latitude, longitude</strong>: không bắt buộc. Để trống cả hai thì địa điểm vẫn có trong danh sách tìm đại lý theo tỉnh/thành, nhưng
          không hiện trên bản đồ; chỉ có một trong hai là lỗi.
        </li>
        <li>
          <strong>hours</strong>: <code className="text-xs">8:00-20:00</code>, <code className="text-xs">8h-20h</code> hoặc{" "}
          <code className="text-xs">7:30-21:30</code> là mở cửa mọi ngày; theo ngày thì{" "}
          <code className="text-xs">T2-T7 08:00-17:30; CN 08:00-12:00</code>. Để trống nếu chưa rõ.
        </li>
      </ul>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-center gap-3">
        <input type="file" name="file" accept=".csv,text/csv" required aria-label="Tệp CSV đại lý" className="text-sm" />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60">
          Nhập CSV
        </button>
      </form>
      {outcome?.imported && (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-800">
          Đã nhập: {outcome.created} mới, {outcome.updated} cập nhật, {outcome.unchanged} không đổi.
        </p>
      )}
      {outcome && !outcome.imported && (
        <div role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{outcome.message}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {outcome.rows.map((row) => (
              <li key={row.line}>
                Dòng {row.line}: {row.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
