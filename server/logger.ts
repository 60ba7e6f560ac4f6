import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import { REQUEST_LINE_FIELDS } from "./http/request-log";
import { maskPersonalDataInJsonLine } from "#common/personal-data-masks";

export type LogFormat = "json" | "pretty";

/** A person is watching: standard output is a terminal, and not one a CI runner provides. */
export function isInteractive(env: NodeJS.ProcessEnv = process.env, stdout: { isTTY?: boolean } = process.stdout): boolean {
  if (env.CI && env.CI !== "false" && env.CI !== "0") return false;
  return stdout.isTTY === true;
}

/**
 * LOG_FORMAT decides when set. Otherwise readable lines only for a developer at a terminal (development and
 * interactive); production, tests, CI and anything piped (a process manager, a container) get one JSON object per
 * line, which log collectors read and which costs no formatting on the request path.
 */
export function resolveLogFormat(
  configured: LogFormat | undefined,
  nodeEnv: string,
  env: NodeJS.ProcessEnv = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  if (configured) return configured;
  return nodeEnv === "development" && isInteractive(env, stdout) ? "pretty" : "json";
}

interface LoggerOutput {
  format?: LogFormat;
  /** Defaults to stdout. */
  destination?: pino.DestinationStream;
}

/**
 * Structured logs; secrets and cookies are redacted wherever they appear, in both formats. Phones and e-mails are
 * masked in every line, whatever field (an error's message or detail, a handler's object) carries them (issue 45
 * point 7, decision 0062): the last line of defence behind logging no personal field at all.
 */
export function createLogger(level: string, { format = "json", destination }: LoggerOutput = {}): Logger {
  const stream =
    format === "pretty"
      ? pretty({
          destination: destination ?? 1,
          colorize: destination === undefined && process.stdout.isTTY === true,
          translateTime: "SYS:HH:MM:ss",
          // A request's line says its method, path, status and duration in its message (server/http/request-log.ts).
          ignore: ["pid", "hostname", ...REQUEST_LINE_FIELDS].join(","),
          // Synchronous, so the start-up banner (written straight to stdout) keeps its place among the lines.
          sync: true,
        })
      : destination;
  return pino(
    {
      level,
      hooks: { streamWrite: maskPersonalDataInJsonLine },
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
          "password",
          "*.password",
          "passwordHash",
          "*.passwordHash",
          "sessionId",
          "*.sessionId",
        ],
        censor: "[redacted]",
      },
    },
    stream,
  );
}
