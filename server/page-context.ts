import type { Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { publicEnv, type Config } from "./config";
import type { Services } from "./services";

/** The load context handed to every React Router loader and action. */
export function pageLoadContext(services: Services, config: Config) {
  const env = publicEnv(config);
  return (req: Request, res: Response): AppLoadContext => ({
    services,
    env,
    session: req.session,
    cspNonce: res.locals.cspNonce ?? "",
    clientIp: req.ip ?? "",
  });
}
