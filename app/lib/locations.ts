import { useEffect, useState } from "react";
import { api } from "~/lib/api-client";

/** A province or a ward as the locations API lists it. */
export interface LocationOption {
  code: string;
  name: string;
  /** A ward's former names (before the 2025 merger), by which it can be found too. */
  formerNames?: string[];
}

/**
 * The chosen province's wards from the locations API (a day in the HTTP cache): null while none is chosen, while
 * they load, and when they could not be loaded (`failed`). Never another province's list.
 */
export function useWards(provinceCode: string): { wards: LocationOption[] | null; failed: boolean } {
  const [loaded, setLoaded] = useState<{ provinceCode: string; wards: LocationOption[] | null } | null>(null);
  useEffect(() => {
    if (!provinceCode) return;
    let live = true;
    api.get<LocationOption[]>(`/api/locations/provinces/${encodeURIComponent(provinceCode)}/wards`).then(
      (wards) => live && setLoaded({ provinceCode, wards }),
      () => live && setLoaded({ provinceCode, wards: null }),
    );
    return () => {
      live = false;
    };
  }, [provinceCode]);
  const current = provinceCode && loaded?.provinceCode === provinceCode ? loaded : null;
  return { wards: current?.wards ?? null, failed: Boolean(current && !current.wards) };
}

/**
 * The province list once, then the chosen province's wards: 4 MB of official data stays on the server, the
 * page's JavaScript carries none of it.
 */
export function usePlaces(provinceCode: string) {
  const [provinces, setProvinces] = useState<LocationOption[] | null>(null);
  const [provincesFailed, setProvincesFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.get<LocationOption[]>("/api/locations/provinces").then(
      (list) => live && setProvinces(list),
      () => live && setProvincesFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const { wards, failed: wardsFailed } = useWards(provinceCode);
  return { provinces, wards, failed: provincesFailed || wardsFailed };
}
