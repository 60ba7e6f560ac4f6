import type { Linter } from "eslint";

/** The linter's configuration for the project in `root` (eslint.config.js). */
export function lintConfig(root: string): Linter.Config[];
declare const config: Linter.Config[];
export default config;
