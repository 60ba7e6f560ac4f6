import { AdminPlaceQuerySchema } from "#common/schemas/places";
import type { PlaceImportOutcome } from "~/components/admin/places/place-csv-import";
import { adminActions } from "~/lib/admin-action.server";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { Route } from "./+types/places";

/** A CSV of a few megabytes at most: ~300 places are ~40 kB. */
const IMPORT_LIMIT_BYTES = 2 * 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = AdminPlaceQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    places: await context.services.places.adminList(query),
    provinces: context.services.locations.listProvinces(),
  };
}

/** The same places service as `/api/admin/places` (decision 0032). */
export const action = adminActions(
  {
    save: ({ services, payload, actor }) => {
      const { id, ...place } = payload;
      return id ? services.places.update(Number(id), place, actor) : services.places.create(place, actor);
    },
    deactivate: ({ services, id, actor }) => services.places.deactivate(id("Mã địa điểm"), actor),
    activate: async ({ services, id, actor }) => {
      const place = await services.places.get(id("Mã địa điểm"));
      return services.places.update(place.id, { ...place, active: true }, actor);
    },
    import: async ({ services, payload, actor }): Promise<PlaceImportOutcome> => {
      const file = payload.file;
      const csv = file instanceof File ? await file.text() : "";
      try {
        return { imported: true, ...(await services.places.importCsv(csv, actor)) };
      } catch (error) {
        // A refused file is an answer to show row by row, not a toast.
        const rows = (error as { details?: { rows?: Array<{ line: number; message: string }> } }).details?.rows;
        if (rows) return { imported: false, message: (error as Error).message, rows };
        throw error;
      }
    },
  },
  { bodyLimit: { bytes: IMPORT_LIMIT_BYTES, message: "Tệp CSV quá lớn (tối đa 2 MB)" } },
);
