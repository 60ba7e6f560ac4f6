import { useState } from "react";
import type { ShippingAddress } from "#common/schemas/checkout";
import { LabeledInput } from "~/components/admin/ui/labeled-input";
import { ProductPicker, type PickerProduct } from "~/components/admin/product-picker";
import { ProvinceWardSelects } from "~/components/admin/province-ward-selects";

/** The address staff type for a caller or correct on an order: the checkout's fields, province and ward by code. */
export interface AddressDraft {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  provinceCode: string;
  wardCode: string;
}

export const EMPTY_ADDRESS: AddressDraft = { fullName: "", phone: "", email: "", address: "", provinceCode: "", wardCode: "" };

export function addressDraftOf(address: ShippingAddress): AddressDraft {
  return {
    fullName: address.fullName,
    phone: address.phone,
    email: address.email,
    address: address.address,
    provinceCode: address.provinceCode ?? "",
    wardCode: address.wardCode ?? "",
  };
}

/** Name, phone, e-mail, province, ward (loaded for the chosen province) and street; errors under each field. */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  provinces,
  errors,
}: {
  idPrefix: string;
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  provinces: Array<{ code: string; name: string }>;
  errors: Record<string, string[] | undefined>;
}) {
  const set = (key: keyof AddressDraft, text: string) => onChange({ ...value, [key]: text });
  const error = (key: string) => errors[`address.${key}`]?.[0];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <LabeledInput id={`${idPrefix}-name`} label="Họ tên người nhận" value={value.fullName} onChange={(event) => set("fullName", event.target.value)} error={error("fullName")} />
      <LabeledInput id={`${idPrefix}-phone`} label="Số điện thoại" inputMode="tel" value={value.phone} onChange={(event) => set("phone", event.target.value)} error={error("phone")} />
      <LabeledInput id={`${idPrefix}-email`} label="E-mail" type="email" value={value.email} onChange={(event) => set("email", event.target.value)} error={error("email")} />
      <ProvinceWardSelects
        idPrefix={idPrefix}
        provinceLabel="Tỉnh/thành phố"
        provinces={provinces}
        value={value}
        onChange={(place) => onChange({ ...value, ...place })}
        errors={{ provinceCode: error("provinceCode"), wardCode: error("wardCode") }}
      />
      <LabeledInput id={`${idPrefix}-street`} label="Số nhà, đường" value={value.address} onChange={(event) => set("address", event.target.value)} error={error("address")} />
    </div>
  );
}

/** A product line being typed: the product and its quantity. */
export interface LineDraft {
  productId: number;
  quantity: number;
}

/** The lines of an order being written: quantity per line, remove, and a product to add. */
export function LinesEditor({
  lines,
  onChange,
  products,
}: {
  lines: LineDraft[];
  onChange: (next: LineDraft[]) => void;
  products: PickerProduct[];
}) {
  const [adding, setAdding] = useState<number | "">("");
  const byId = new Map(products.map((product) => [product.id, product]));
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-gray-100 rounded-md border border-gray-200" aria-label="Sản phẩm">
        {lines.map((line, index) => (
          <li key={line.productId} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
            <span className="flex-1">{byId.get(line.productId)?.name ?? `Sản phẩm #${line.productId}`}</span>
            <label className="flex items-center gap-2">
              <span className="text-gray-600">Số lượng</span>
              <input
                type="number"
                min={1}
                max={999}
                value={line.quantity}
                aria-label={`Số lượng ${byId.get(line.productId)?.name ?? line.productId}`}
                onChange={(event) => onChange(lines.map((other, at) => (at === index ? { ...other, quantity: Math.max(1, Number(event.target.value) || 1) } : other)))}
                className="w-20 rounded-md border border-gray-300 px-2 py-1"
              />
            </label>
            <button
              type="button"
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
              className="rounded-md px-2 py-1 text-red-700 hover:bg-red-50"
              aria-label={`Bỏ ${byId.get(line.productId)?.name ?? line.productId}`}
            >
              Bỏ
            </button>
          </li>
        ))}
        {lines.length === 0 && <li className="px-3 py-2 text-sm text-gray-500">Chưa có sản phẩm nào.</li>}
      </ul>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="grid gap-1">
          <span className="text-gray-600">Thêm sản phẩm</span>
          <ProductPicker
            products={products.filter((product) => !lines.some((line) => line.productId === product.id))}
            value={adding}
            onPick={(product) => setAdding(product?.id ?? "")}
            placeholder="Chọn sản phẩm"
            className="rounded-md border border-gray-300 bg-white px-2 py-1.5"
          />
        </label>
        <button
          type="button"
          disabled={!adding}
          onClick={() => {
            if (adding === "") return;
            onChange([...lines, { productId: adding, quantity: 1 }]);
            setAdding("");
          }}
          className="rounded-md border border-gray-300 bg-white px-3 py-1.5 hover:bg-gray-50 disabled:opacity-50"
        >
          Thêm dòng
        </button>
      </div>
    </div>
  );
}
