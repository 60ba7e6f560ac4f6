import { Router } from "express";
import type { Services } from "../services";
import { parseTextParam } from "../http/params";

/** The lists change by law, not by the day: browsers and proxies may keep them a day. */
const CACHE_FOR_A_DAY = "public, max-age=86400";

/** The checkout's province and ward pickers (docs/decisions/0017). */
export function locationsRouter({ locations }: Services): Router {
  const router = Router();

  router.get("/locations/provinces", (_req, res) => {
    res.setHeader("Cache-Control", CACHE_FOR_A_DAY);
    res.json(locations.listProvinces());
  });

  /** The province's wards, each with the old-style names it replaced (the ward search finds those too). */
  router.get("/locations/provinces/:code/wards", (req, res) => {
    const wards = locations.listWards(parseTextParam(req.params.code, "code"));
    res.setHeader("Cache-Control", CACHE_FOR_A_DAY);
    res.json(wards);
  });

  return router;
}
