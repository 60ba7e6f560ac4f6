import pino, { type Logger } from "pino";

/** Structured JSON logs; secrets and cookies are redacted wherever they appear. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
    destination,
  );
}
