import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import { REQUEST_LINE_FIELDS } from "./http/request-log";

export type LogFormat = "json" | "pretty";

/**
 * Readable lines for a person at a terminal, JSON for machines: LOG_FORMAT decides when set; otherwise a
 * terminal (stdout is a TTY) gets pretty lines, except under CI, and everything else (a process manager, a
 * container, a pipe) gets one JSON object per line.
 */
export function resolveLogFormat(
  configured: LogFormat | undefined,
  env: NodeJS.ProcessEnv = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  if (configured) return configured;
  if (env.CI && env.CI !== "false" && env.CI !== "0") return "json";
  return stdout.isTTY ? "pretty" : "json";
}

interface LoggerOutput {
  format?: LogFormat;
  /** Defaults to stdout. */
  destination?: pino.DestinationStream;
}

/** Structured logs; secrets and cookies are redacted wherever they appear, in both formats. */
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
