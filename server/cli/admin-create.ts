import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { NewAdminSchema } from "#common/schemas/auth";
import { loadConfigOrExit } from "../config";
import { openDatabase } from "../db/client";
import { createServices } from "../services";

/**
 * `npm run admin:create -- --username X [--reset-password]`
 * The password comes from ADMIN_PASSWORD or, on a terminal, from a hidden prompt (typed twice). Passwords
 * shorter than 10 characters are refused. With the embedded database (no DATABASE_URL) stop the server first:
 * PGlite's data folder belongs to one process at a time.
 */
const USAGE = "Usage: npm run admin:create -- --username <name> [--reset-password]\n" +
  "Password: ADMIN_PASSWORD=... in the environment, or typed at the hidden prompt.";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: "string", short: "u" }, "reset-password": { type: "boolean" }, help: { type: "boolean", short: "h" } },
    strict: true,
  });
  if (values.help || !values.username) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const username = values.username.trim();
  const password = process.env.ADMIN_PASSWORD || (await promptPassword());
  const checked = NewAdminSchema.safeParse({ username, password });
  if (!checked.success) {
    for (const issue of checked.error.issues) console.error(`✖ ${issue.message}`);
    return 1;
  }

  const config = loadConfigOrExit();
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax: 2 })
    : await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
  try {
    const { users } = createServices(database);
    const existing = await users.findByUsername(checked.data.username);
    if (existing) {
      if (!values["reset-password"]) {
        console.error(`✖ "${existing.username}" already exists. Add --reset-password to give it a new password.`);
        return 1;
      }
      // Whoever runs this on the server can do anything anyway; a lost password often comes with a lost phone.
      await users.setPassword(existing.id, checked.data.password);
      await users.clearSecondSteps(existing.id);
      console.log(`✔ New password set for "${existing.username}", two-step sign-in removed (enrol again on /admin/account); its open sessions were ended.`);
      return 0;
    }
    const created = await users.create(checked.data);
    console.log(`✔ Owner "${created.username}" created (${database.driver}). Log in at /admin/login.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Reads the password from the terminal without echoing it; asks twice. */
async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UsageError("No terminal to prompt on: set ADMIN_PASSWORD in the environment.");
  }
  const [first, second] = await readHiddenLines(["Mật khẩu (ít nhất 10 ký tự): ", "Nhập lại mật khẩu: "]);
  if (first !== second) throw new UsageError("The two passwords differ.");
  return first!;
}

/** One hidden line per question, in raw mode (nothing is echoed); pasted text may hold several lines. */
function readHiddenLines(questions: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    const answers: string[] = [];
    let value = "";
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      if (error) {
        process.stdout.write("\n");
        reject(error);
      } else resolve(answers);
    };
    let previous = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        const crlf = previous === "\r" && char === "\n";
        previous = char;
        if (crlf) continue;
        if (char === "\r" || char === "\n") {
          process.stdout.write("\n");
          answers.push(value);
          value = "";
          if (answers.length === questions.length) return finish();
          process.stdout.write(questions[answers.length]!);
        } else if (char === "\u0003" || char === "\u0004") return finish(new UsageError("Cancelled."));
        else if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    process.stdout.write(questions[0]!);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.on("data", onData);
    stdin.resume();
  });
}

class UsageError extends Error {}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    if (error instanceof UsageError) console.error(`✖ ${error.message}`);
    else if (error instanceof ZodError) for (const issue of error.issues) console.error(`✖ ${issue.message}`);
    else console.error(error);
    process.exit(1);
  });
