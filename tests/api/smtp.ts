import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that records what it receives. `options.answerDelayMs` (read at each message, so a
 * test may change it): the server has the whole message and waits this long before its "250" answer, as a slow mail
 * server does; a message counts as received once it is all in, answered or not.
 */
export async function startSmtp(
  port = 0,
  options: { answerDelayMs?: number } = {},
): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        if (options.answerDelayMs) setTimeout(callback, options.answerDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a (quoted-printable or base64) MIME message, good enough to find figures in it. */
export function decodeMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "");
  const quoted = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const bytes = Uint8Array.from(quoted, (char) => char.charCodeAt(0) & 0xff);
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((match) => Buffer.from(match[1]!.replace(/\s/g, ""), "base64").toString("utf8"));
  return new TextDecoder().decode(bytes) + base64Parts.join("\n");
}
