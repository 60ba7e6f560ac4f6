import { parseArgs, type ParseArgsConfig } from "node:util";

/**
 * The command's options, or — on an unknown option or a missing value — one line saying which, the usage, and exit
 * code 2. Node's own error is a stack trace that names neither the command nor its options.
 */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) throw error;
    console.error(`✖ ${(error as Error).message}`);
    console.error(usage);
    process.exit(2);
  }
}
