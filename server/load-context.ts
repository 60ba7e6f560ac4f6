import type { PublicEnv } from "./config";
import type { Services } from "./services";

/** What every loader and action receives from the Express server (see server/index.ts). */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    env: PublicEnv;
  }
}

export {};
