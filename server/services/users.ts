import { count, eq } from "drizzle-orm";
import type { Role } from "../../common/admin-access";
import { NewAdminSchema, NewPasswordSchema } from "../../common/schemas/auth";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { hashPassword, type ScryptParams } from "./passwords";
import { ConflictError, NotFoundError } from "./errors";

/** What the rest of the app may see of a user: never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  role: Role;
  createdAt: Date;
}

/** Administrators (the spec's `users`: username unique, password — stored only as a scrypt hash). */
export function createUserService(db: Db, passwordHashing: ScryptParams) {
  const toPublic = (row: typeof users.$inferSelect): PublicUser => ({ id: row.id, username: row.username, role: row.role, createdAt: row.createdAt });

  return {
    /**
     * Validates (username rules, password ≥ 10 characters) and stores a new staff member, an owner unless a role
     * is given; 409 when taken.
     */
    async create(input: { username: string; password: string; role?: Role }): Promise<PublicUser> {
      const { username, password } = NewAdminSchema.parse(input);
      const passwordHash = await hashPassword(password, passwordHashing);
      const role = input.role ?? "owner";
      const [row] = await db.insert(users).values({ username, password: passwordHash, role }).onConflictDoNothing().returning();
      if (!row) throw new ConflictError(`Tên đăng nhập "${username}" đã tồn tại`);
      return toPublic(row);
    },

    async findById(id: number): Promise<PublicUser | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ? toPublic(row) : null;
    },

    async findByUsername(username: string): Promise<PublicUser | null> {
      const [row] = await db.select().from(users).where(eq(users.username, username.trim())).limit(1);
      return row ? toPublic(row) : null;
    },

    /** For the login check only: the user together with the stored hash. */
    async findCredentials(username: string): Promise<(PublicUser & { passwordHash: string }) | null> {
      const [row] = await db.select().from(users).where(eq(users.username, username.trim())).limit(1);
      return row ? { ...toPublic(row), passwordHash: row.password } : null;
    },

    /** Sets a new password (same policy as creation) and ends every session of that user. */
    async setPassword(id: number, password: string): Promise<void> {
      const valid = NewPasswordSchema.parse(password);
      const updated = await db.update(users).set({ password: await hashPassword(valid, passwordHashing) }).where(eq(users.id, id)).returning({ id: users.id });
      if (!updated.length) throw new NotFoundError("Không tìm thấy người dùng");
      await db.delete(sessions).where(eq(sessions.userId, id));
    },

    /** Stores a fresh hash of a password that was just verified (parameters raised since it was set). */
    async rehash(id: number, password: string): Promise<void> {
      await db.update(users).set({ password: await hashPassword(password, passwordHashing) }).where(eq(users.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return Number(row?.value ?? 0);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
