import { Form, Link } from "react-router";
import { formatVnd } from "#common/money";
import { AdminTable } from "~/components/admin/ui/admin-table";
import { ADMIN_INPUT_CLASS } from "~/components/admin/ui/labeled-input";
import { AdminRouteError } from "~/components/admin/ui/route-error";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { q, customers: await context.services.customers.list({ q }) };
}

export function meta() {
  return adminMeta("Khách hàng");
}

const DAY = new Intl.DateTimeFormat("vi-VN", { dateStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });

/** Customers: everyone who ordered or asked, one row per person (merged by phone), newest activity first. */
export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { q, customers } = loaderData;
  const exportHref = `/api/admin/customers?format=csv${q ? `&q=${encodeURIComponent(q)}` : ""}`;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Khách hàng</h1>
        <a href={exportHref} download className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50">
          Xuất CSV
        </a>
      </div>
      <p className="mt-1 text-sm text-gray-500">Gộp từ đơn hàng và yêu cầu liên hệ theo số điện thoại · {customers.length} khách hàng</p>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="customer-search" className="sr-only">
          Tìm khách hàng
        </label>
        <input id="customer-search" name="q" defaultValue={q} placeholder="Tên, số điện thoại, email, tỉnh/thành" className={`${ADMIN_INPUT_CLASS} mt-0`} />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Tìm
        </button>
      </Form>
      {customers.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-6 text-gray-600">Không có khách hàng nào.</p>
      ) : (
        <AdminTable
          className="mt-6"
          caption="Danh sách khách hàng"
          columns={[
            { label: "Khách hàng" },
            { label: "Số điện thoại" },
            { label: "Cửa hàng" },
            { label: "Tỉnh/thành" },
            { label: "Đơn hàng", numeric: true },
            { label: "Tổng chi tiêu", numeric: true },
            { label: "Đơn gần nhất" },
            { label: "Yêu cầu đang mở", numeric: true },
          ]}
        >
          {customers.map((customer) => (
            <tr key={customer.id} className="border-t border-gray-100">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link to={`/admin/customers/${customer.id}`} className="text-brand-700 hover:underline">
                  {customer.name || customer.id}
                </Link>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{customer.phones.join(", ")}</td>
              <td className="px-4 py-3">{customer.shop ?? "—"}</td>
              <td className="px-4 py-3">{customer.province ?? "—"}</td>
              <td className="px-4 py-3 text-right">{customer.orders}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">{formatVnd(customer.totalSpent)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{customer.lastOrderAt ? DAY.format(new Date(customer.lastOrderAt)) : "—"}</td>
              <td className="px-4 py-3 text-right">{customer.openLeads}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError />;
}
