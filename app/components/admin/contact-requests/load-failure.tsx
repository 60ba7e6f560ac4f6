import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";

/** Spec section 8 texts of the admin desk. */
const LOAD_FAILURE = { title: "Có lỗi xảy ra", description: "Không thể tải dữ liệu. Vui lòng thử lại sau." };

/** The desk's list could not be read: the spec's toast and message, and a button that reloads the page's data. */
export function LoadFailure() {
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error(LOAD_FAILURE.title, { description: LOAD_FAILURE.description });
  }, []);
  return (
    <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{LOAD_FAILURE.title}</p>
      <p className="mt-1 text-red-700">{LOAD_FAILURE.description}</p>
      <button
        type="button"
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
        onClick={() => (revalidator.state === "idle" ? void revalidator.revalidate() : undefined)}
      >
        Tải lại
      </button>
    </div>
  );
}
