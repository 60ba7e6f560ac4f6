import { DEFAULT_CONTACT_SETTINGS } from "#common/site-info";
import { slugify } from "#common/slug";
import type { places } from "../schema";

/**
 * SAMPLE DATA — the demo network of the dealer finder (issue 33). These dealers and service centres are invented
 * for the demo: plausible names in real wards, e-mails at example.com (RFC 2606), every row flagged `sample` and
 * shown as "Dữ liệu mẫu" on the finder. They are not real businesses; a shop replaces them with its own network
 * (CSV import at /admin/places) and deactivates these.
 */

type Sample = [name: string, kind: "dealer" | "service_center", provinceCode: string, wardCode: string, address: string, phone: string, latitude: number, longitude: number, hours: string, models: string[]];

const WEEKDAYS = "T2-T7 08:00-17:30";
const EVERY_DAY = "Hằng ngày 07:30-20:00";
const WITH_SUNDAY = "T2-T7 08:00-18:00; CN 08:00-12:00";
const ALL_MODELS = ["LT-150", "LT-300", "LS-200", "LS-250"];

const SAMPLES: Sample[] = [
  // Miền Bắc
  ["Đại lý Thiết bị Pha chế Phú An", "dealer", "01", "00070", "Số 24 Hàng Bài, phường Hoàn Kiếm, Hà Nội", "0243 825 1101", 21.0224, 105.8522, WEEKDAYS, ALL_MODELS],
  ["Cửa hàng Máy Pha Trà Đống Đa", "dealer", "01", "00235", "Số 112 Tây Sơn, phường Đống Đa, Hà Nội", "0243 857 2202", 21.0076, 105.8237, WITH_SUNDAY, ["LS-200", "LS-250"]],
  ["Đại lý Minh Khang Long Biên", "dealer", "01", "00145", "Số 45 Nguyễn Văn Cừ, phường Long Biên, Hà Nội", "0243 872 3303", 21.0450, 105.8760, WEEKDAYS, ["LS-200"]],
  ["Trung tâm Bảo hành Hà Đông", "service_center", "01", "09556", "Số 8 Quang Trung, phường Hà Đông, Hà Nội", "0243 355 4404", 20.9710, 105.7780, WEEKDAYS, ALL_MODELS],
  ["Đại lý Hải Âu Lê Chân", "dealer", "31", "11383", "Số 67 Tô Hiệu, phường Lê Chân, Hải Phòng", "0225 384 5505", 20.8522, 106.6788, WITH_SUNDAY, ["LS-200", "LT-300"]],
  ["Trung tâm Bảo hành Hồng Bàng", "service_center", "31", "11311", "Số 15 Hoàng Văn Thụ, phường Hồng Bàng, Hải Phòng", "0225 374 6606", 20.8600, 106.6830, WEEKDAYS, ALL_MODELS],
  ["Đại lý Vịnh Xanh Hạ Long", "dealer", "22", "06688", "Số 32 Lê Thánh Tông, phường Hạ Long, Quảng Ninh", "0203 382 7707", 20.9520, 107.0790, WEEKDAYS, ["LS-200"]],
  ["Đại lý Kinh Bắc Coffee Tools", "dealer", "24", "09187", "Số 90 Ngô Gia Tự, phường Kinh Bắc, Bắc Ninh", "0222 382 8808", 21.1820, 106.0700, WEEKDAYS, ["LS-250"]],
  ["Đại lý Trà Việt Thái Nguyên", "dealer", "19", "05443", "Số 210 Hoàng Văn Thụ, phường Phan Đình Phùng, Thái Nguyên", "0208 385 9909", 21.5940, 105.8440, WEEKDAYS, ["LS-200"]],
  ["Đại lý Hạc Thành Thanh Hóa", "dealer", "38", "14797", "Số 56 Lê Lợi, phường Hạc Thành, Thanh Hóa", "0237 385 1012", 19.8070, 105.7760, WITH_SUNDAY, ["LS-200", "LT-300"]],
  ["Trung tâm Bảo hành Vinh", "service_center", "40", "16690", "Số 18 Lê Hồng Phong, phường Trường Vinh, Nghệ An", "0238 384 2113", 18.6730, 105.6920, WEEKDAYS, ALL_MODELS],
  // Miền Trung
  ["Đại lý Sông Hương Thiết bị Quán", "dealer", "46", "19789", "Số 41 Hùng Vương, phường Thuận Hóa, Huế", "0234 382 3214", 16.4620, 107.5960, WEEKDAYS, ["LS-200", "LS-250"]],
  ["Đại lý Biển Xanh Thanh Khê", "dealer", "48", "20209", "Số 320 Điện Biên Phủ, phường Thanh Khê, Đà Nẵng", "0236 371 4315", 16.0660, 108.1870, WITH_SUNDAY, ALL_MODELS],
  ["Đại lý Sơn Trà Barista", "dealer", "48", "20263", "Số 76 Ngô Quyền, phường Sơn Trà, Đà Nẵng", "0236 394 5416", 16.0780, 108.2340, WEEKDAYS, ["LS-200"]],
  ["Trung tâm Bảo hành Liên Chiểu", "service_center", "48", "20197", "Số 12 Tôn Đức Thắng, phường Liên Chiểu, Đà Nẵng", "0236 373 6517", 16.0720, 108.1500, WEEKDAYS, ALL_MODELS],
  ["Đại lý Phố Cổ Hội An", "dealer", "48", "20410", "Số 9 Trần Hưng Đạo, phường Hội An, Đà Nẵng", "0235 386 7618", 15.8790, 108.3300, EVERY_DAY, ["LS-200"]],
  ["Đại lý Cẩm Thành Quảng Ngãi", "dealer", "51", "21025", "Số 150 Quang Trung, phường Cẩm Thành, Quảng Ngãi", "0255 382 8719", 15.1210, 108.8050, WEEKDAYS, ["LS-200"]],
  ["Đại lý Phố Núi Pleiku", "dealer", "52", "23575", "Số 28 Hùng Vương, phường Pleiku, Gia Lai", "0269 382 9810", 13.9830, 108.0000, WEEKDAYS, ["LS-200", "LT-300"]],
  ["Đại lý Quy Nhơn Café Supply", "dealer", "52", "21583", "Số 66 Nguyễn Huệ, phường Quy Nhơn, Gia Lai", "0256 382 1921", 13.7720, 109.2290, WITH_SUNDAY, ["LS-200"]],
  ["Trung tâm Bảo hành Nha Trang", "service_center", "56", "22366", "Số 40 Thái Nguyên, phường Nha Trang, Khánh Hòa", "0258 382 2022", 12.2450, 109.1900, WEEKDAYS, ALL_MODELS],
  ["Đại lý Cao Nguyên Buôn Ma Thuột", "dealer", "66", "24133", "Số 99 Lê Duẩn, phường Buôn Ma Thuột, Đắk Lắk", "0262 385 3123", 12.6760, 108.0470, EVERY_DAY, ["LS-250", "LT-150"]],
  ["Đại lý Sương Mai Đà Lạt", "dealer", "68", "24781", "Số 14 Nguyễn Chí Thanh, phường Xuân Hương - Đà Lạt, Lâm Đồng", "0263 382 4224", 11.9430, 108.4380, WEEKDAYS, ["LS-200"]],
  // Miền Nam
  ["Đại lý Bến Thành Pha Chế", "dealer", "79", "26743", "Số 58 Lê Lợi, phường Bến Thành, TP. Hồ Chí Minh", "0283 829 5325", 10.7730, 106.7000, EVERY_DAY, ALL_MODELS],
  ["Đại lý Gò Vấp Thiết bị Quán", "dealer", "79", "26884", "Số 301 Quang Trung, phường Gò Vấp, TP. Hồ Chí Minh", "0283 894 6426", 10.8380, 106.6650, WITH_SUNDAY, ["LS-200", "LS-250"]],
  ["Trung tâm Bảo hành Thủ Đức", "service_center", "79", "26824", "Số 22 Võ Văn Ngân, phường Thủ Đức, TP. Hồ Chí Minh", "0283 722 7527", 10.8500, 106.7570, WEEKDAYS, ALL_MODELS],
  ["Đại lý Bình Dương Trà Sữa Xanh", "dealer", "79", "25747", "Số 175 Yersin, phường Thủ Dầu Một, TP. Hồ Chí Minh", "0274 382 8628", 10.9800, 106.6520, WEEKDAYS, ["LS-200"]],
  ["Đại lý Biển Gọi Vũng Tàu", "dealer", "79", "26506", "Số 35 Ba Cu, phường Vũng Tàu, TP. Hồ Chí Minh", "0254 385 9729", 10.3460, 107.0800, WEEKDAYS, ["LS-200"]],
  ["Đại lý Trấn Biên Đồng Nai", "dealer", "75", "26041", "Số 88 Phạm Văn Thuận, phường Trấn Biên, Đồng Nai", "0251 382 1830", 10.9500, 106.8230, WITH_SUNDAY, ["LS-200", "LT-300"]],
  ["Đại lý Tây Đô Ninh Kiều", "dealer", "92", "31135", "Số 120 Đường 30 Tháng 4, phường Ninh Kiều, Cần Thơ", "0292 382 2931", 10.0290, 105.7710, EVERY_DAY, ALL_MODELS],
  ["Trung tâm Bảo hành Cái Khế", "service_center", "92", "31120", "Số 15 Trần Phú, phường Cái Khế, Cần Thơ", "0292 376 3032", 10.0480, 105.7860, WEEKDAYS, ALL_MODELS],
  ["Đại lý Cái Răng Quán Xanh", "dealer", "92", "31186", "Số 42 Trần Hưng Đạo, phường Cái Răng, Cần Thơ", "0292 384 4133", 10.0000, 105.7620, WITH_SUNDAY, ["LS-200"]],
  ["Đại lý Thốt Nốt Phú Lộc", "dealer", "92", "31207", "Số 7 Quốc lộ 91, phường Thốt Nốt, Cần Thơ", "0292 385 5234", 10.2700, 105.5330, WEEKDAYS, ["LS-200"]],
  ["Đại lý Long Xuyên Sông Hậu", "dealer", "91", "30307", "Số 61 Trần Hưng Đạo, phường Long Xuyên, An Giang", "0296 384 6335", 10.3780, 105.4370, WEEKDAYS, ["LS-200", "LS-250"]],
  ["Đại lý Rạch Giá Biển Tây", "dealer", "91", "30742", "Số 19 Nguyễn Trung Trực, phường Rạch Giá, An Giang", "0297 386 7436", 10.0120, 105.0800, WEEKDAYS, ["LS-200"]],
  ["Đại lý Vĩnh Long Cửu Long", "dealer", "86", "29551", "Số 33 Phạm Thái Bường, phường Long Châu, Vĩnh Long", "0270 382 8537", 10.2530, 105.9720, WEEKDAYS, ["LS-200"]],
  ["Đại lý Mỹ Tho Tiền Giang", "dealer", "82", "28261", "Số 55 Ấp Bắc, phường Mỹ Tho, Đồng Tháp", "0273 387 9638", 10.3600, 106.3600, WITH_SUNDAY, ["LS-200", "LT-300"]],
  ["Đại lý Mũi Cà Mau", "dealer", "96", "32002", "Số 10 Lý Thường Kiệt, phường An Xuyên, Cà Mau", "0290 383 1739", 9.1770, 105.1520, WEEKDAYS, ["LS-200"]],
];

/** The demo network: sample dealers and service centres over the three regions. */
export const seedPlaces: Array<typeof places.$inferInsert> = SAMPLES.map(
  ([name, kind, provinceCode, wardCode, address, phone, latitude, longitude, hours, models]) => ({
    slug: slugify(name),
    naturalKey: `${slugify(name)}|${wardCode}`,
    name,
    kind,
    provinceCode,
    wardCode,
    address,
    phone,
    email: `${slugify(name).replace(/^(dai-ly|trung-tam-bao-hanh|cua-hang)-/, "")}@example.com`,
    zalo: `https://zalo.me/${phone.replace(/\D/g, "")}`,
    hours,
    models,
    latitude,
    longitude,
    sample: true,
  }),
);

/** The store settings' three regional offices as places (the same rows as migration 0014 makes). */
const OFFICE_PLACES = [
  { region: "north", slug: "van-phong-mien-bac", provinceCode: "01", wardCode: "00166", latitude: 21.0307, longitude: 105.7834 },
  { region: "central", slug: "van-phong-mien-trung", provinceCode: "48", wardCode: "20242", latitude: 16.0597, longitude: 108.2101 },
  { region: "south", slug: "van-phong-mien-nam", provinceCode: "79", wardCode: "27004", latitude: 10.8014, longitude: 106.6521 },
] as const;

export const seedOfficePlaces: Array<typeof places.$inferInsert> = OFFICE_PLACES.map((place) => {
  const office = DEFAULT_CONTACT_SETTINGS.offices.find((candidate) => candidate.region === place.region)!;
  return {
    ...place,
    officeRegion: place.region,
    naturalKey: `office:${place.region}`,
    name: office.label,
    kind: "head_office" as const,
    address: `${office.streetAddress}, ${office.locality}`,
    phone: office.phone,
    hours: "T2-T7 08:00-17:30",
  };
});
