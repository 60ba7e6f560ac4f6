import { ZodError } from "zod";
import { NewAdminSchema } from "#common/schemas/auth";
import { parseCommandLine } from "./command-line";
import { loadConfigOrExit, type Config } from "../config";
import { openConfiguredDatabase } from "../process/bootstrap";
import { DataDirInUseError, holdDataDirForCommand } from "../process/control";
import { createServices } from "../services";

/**
 * `npm run admin:create -- --username X [--reset-password]`
 * The password comes from ADMIN_PASSWORD or, on a terminal, from a hidden prompt (typed twice). Passwords
 * shorter than 10 characters are refused. With the embedded database (no DATABASE_URL) a folder a running server
 * holds is refused: PGlite's data folder belongs to one process at a time (the server's /admin/account changes a
 * password while it runs).
 */
const USAGE = "Usage: npm run admin:create -- --username <name> [--reset-password]\n" +
  "Password: ADMIN_PASSWORD=... in the environment, or typed at the hidden prompt.";

async function main(): Promise<number> {
  const { values } = parseCommandLine(
    {
      options: { username: { type: "string", short: "u" }, "reset-password": { type: "boolean" }, help: { type: "boolean", short: "h" } },
      strict: true,
    },
    USAGE,
  );
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
  const hold = await holdDataDirForCommand(config);
  try {
    return await writeAdmin(config, checked.data, values["reset-password"] === true);
  } finally {
    await hold.release();
  }
}

async function writeAdmin(config: Config, admin: { username: string; password: string }, resetPassword: boolean): Promise<number> {
  const database = await openConfiguredDatabase(config, 2);
  try {
    const { users } = createServices(database);
    const existing = await users.findByUsername(admin.username);
    if (existing) {
      if (!resetPassword) {
        console.error(`✖ "${existing.username}" already exists. Add --reset-password to give it a new password.`);
        return 1;
      }
      // Whoever runs this on the server can do anything anyway; a lost password often comes with a lost phone.
      await users.setPassword(existing.id, admin.password);
      await users.clearSecondSteps(existing.id);
      console.log(`✔ New password set for "${existing.username}", two-step sign-in removed (enrol again on /admin/account); its open sessions were ended.`);
      return 0;
    }
    const created = await users.create(admin);
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
    if (error instanceof UsageError || error instanceof DataDirInUseError) console.error(`✖ ${error.message}`);
    else if (error instanceof ZodError) for (const issue of error.issues) console.error(`✖ ${issue.message}`);
    else console.error(error);
    process.exit(1);
  });
