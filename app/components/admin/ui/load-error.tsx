/** Spec section 8, "Admin list load fails": title, text and a reload button. */
export function AdminLoadError() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-800">Có lỗi xảy ra</h1>
      <p className="mt-1 text-sm text-red-700">Không thể tải dữ liệu. Vui lòng thử lại sau.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
      >
        Tải lại
      </button>
    </div>
  );
}
