import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, rateLimits } from "../../server/db/schema";
import { COMMON_PASSWORD_MESSAGE } from "../../server/services/staff-and-access/common-passwords";
import { LAST_OWNER_MESSAGE, WRONG_CURRENT_PASSWORD } from "../../server/services/staff-and-access/staff";
import { drivers, useTestApp, visitor, type TestApp } from "./harness";

const OWNER_PASSWORD = "Chu-cua-hang-2026";

/** A browser-like client that signs in through the API. */
async function signIn(app: TestApp, username: string, password: string) {
  const client = visitor(app);
  const response = await client.call("/api/admin/login", { method: "POST", body: { username, password } });
  return { client, response };
}

describe.each(drivers)("staff accounts on %s", (driver) => {
  const app = useTestApp(driver);
  let owner: ReturnType<typeof visitor>;

  beforeAll(async () => {
    await app.services.users.create({ username: "chu", password: OWNER_PASSWORD });
    owner = (await signIn(app, "chu", OWNER_PASSWORD)).client;
  });
  beforeEach(async () => {
    await app.services.database.db.delete(rateLimits);
  });

  /** The owner creates an account; its holder signs in with the one-time password and chooses a new one. */
  async function newStaff(username: string, role: string, password = `${username}-Mat-khau-2026`) {
    const created = await owner.call("/api/admin/staff", { method: "POST", body: { username, role } });
    expect(created.status).toBe(201);
    const { client, response } = await signIn(app, username, created.body.temporaryPassword);
    expect(response.body).toMatchObject({ username, role, step: "new-password" });
    const chosen = await client.call("/api/admin/login/new-password", { method: "POST", body: { password } });
    expect(chosen).toMatchObject({ status: 200, body: { step: null } });
    return { id: created.body.user.id as number, client, password };
  }

  it("the owner creates a sales account; it must choose its own password before anything opens", async () => {
    const created = await owner.call("/api/admin/staff", { method: "POST", body: { username: "lan", role: "sales" } });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ username: "lan", role: "sales", mustChangePassword: true, disabled: false });
    expect(created.body.temporaryPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const { client, response } = await signIn(app, "LAN", created.body.temporaryPassword);
    expect(response.status).toBe(200);
    expect(response.body.step).toBe("new-password");
    const blocked = await client.call("/api/admin/orders");
    expect(blocked.status).toBe(401);
    expect(blocked.body.step).toBe("new-password");

    const common = await client.call("/api/admin/login/new-password", { method: "POST", body: { password: "1234567890" } });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    const short = await client.call("/api/admin/login/new-password", { method: "POST", body: { password: "ngan" } });
    expect(short.status).toBe(400);
    const same = await client.call("/api/admin/login/new-password", { method: "POST", body: { password: created.body.temporaryPassword } });
    expect(same.status).toBe(400);

    const chosen = await client.call("/api/admin/login/new-password", { method: "POST", body: { password: "Lan-ban-hang-2026" } });
    expect(chosen.body).toEqual({ step: null });
    expect((await client.call("/api/admin/orders")).status).toBe(200);
    expect((await client.call("/api/admin/blog/posts")).status).toBe(403);
    expect((await client.call("/api/admin/me")).body).toMatchObject({ username: "lan", role: "sales" });

    // The step cannot be replayed once done, and the one-time password no longer works.
    expect((await client.call("/api/admin/login/new-password", { method: "POST", body: { password: "Khac-hoan-toan-2026" } })).status).toBe(401);
    expect((await signIn(app, "lan", created.body.temporaryPassword)).response.status).toBe(401);
    expect((await signIn(app, "lan", "Lan-ban-hang-2026")).response.body.step).toBeNull();
  });

  it("usernames are case-insensitive and unique", async () => {
    await newStaff("minh", "editor");
    for (const username of ["MINH", "Minh"]) {
      const taken = await owner.call("/api/admin/staff", { method: "POST", body: { username, role: "sales" } });
      expect(taken.status).toBe(409);
    }
    await expect(app.services.users.create({ username: "CHU", password: "Mot-mat-khau-khac-2026" })).rejects.toMatchObject({ status: 409 });
  });

  it("only the owner manages staff", async () => {
    const { client } = await newStaff("thu", "sales");
    expect((await client.call("/api/admin/staff")).status).toBe(403);
    expect((await client.call("/api/admin/staff", { method: "POST", body: { username: "ke-gian", role: "owner" } })).status).toBe(403);
  });

  it("a role change applies to the live session at its next request", async () => {
    const { id, client } = await newStaff("hoa", "sales");
    expect((await client.call("/api/admin/orders")).status).toBe(200);
    const changed = await owner.call(`/api/admin/staff/${id}`, { method: "PUT", body: { role: "editor" } });
    expect(changed.body).toMatchObject({ role: "editor" });
    expect((await client.call("/api/admin/orders")).status).toBe(403);
    expect((await client.call("/api/admin/blog/posts")).status).toBe(200);
  });

  it("disabling an account kills its live session at once and refuses its sign-in; enabling lets it back", async () => {
    const { id, client, password } = await newStaff("quang", "sales");
    expect((await client.call("/api/admin/orders")).status).toBe(200);
    const disabled = await owner.call(`/api/admin/staff/${id}`, { method: "PUT", body: { disabled: true } });
    expect(disabled.body).toMatchObject({ disabled: true });
    expect((await client.call("/api/admin/orders")).status).toBe(401);
    expect((await signIn(app, "quang", password)).response.status).toBe(401);

    await owner.call(`/api/admin/staff/${id}`, { method: "PUT", body: { disabled: false } });
    expect((await signIn(app, "quang", password)).response.status).toBe(200);
  });

  it("the last active owner can be neither disabled nor demoted", async () => {
    const me = (await owner.call("/api/admin/me")).body;
    for (const body of [{ disabled: true }, { role: "sales" }]) {
      const refused = await owner.call(`/api/admin/staff/${me.id}`, { method: "PUT", body });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(LAST_OWNER_MESSAGE);
    }
    const second = await newStaff("dong-chu", "owner");
    // With a second active owner the first may step down; then the second is the last one.
    expect((await owner.call(`/api/admin/staff/${second.id}`, { method: "PUT", body: { role: "sales" } })).status).toBe(200);
    expect((await owner.call(`/api/admin/staff/${second.id}`, { method: "PUT", body: { role: "owner" } })).status).toBe(200);
    expect((await second.client.call(`/api/admin/staff/${me.id}`, { method: "PUT", body: { disabled: true } })).status).toBe(200);
    expect((await owner.call("/api/admin/orders")).status).toBe(401);
    expect((await second.client.call(`/api/admin/staff/${second.id}`, { method: "PUT", body: { disabled: true } })).status).toBe(409);
    // A disabled owner does not count: re-enabled, the shop has two again.
    expect((await second.client.call(`/api/admin/staff/${me.id}`, { method: "PUT", body: { disabled: false } })).status).toBe(200);
    owner = (await signIn(app, "chu", OWNER_PASSWORD)).client;
    expect((await owner.call("/api/admin/orders")).status).toBe(200);
  });

  it("an owner's reset ends the sessions and makes the account choose a new password at its next sign-in", async () => {
    const { id, client, password } = await newStaff("nga", "sales");
    const reset = await owner.call(`/api/admin/staff/${id}/reset-password`, { method: "POST" });
    expect(reset.status).toBe(200);
    expect(reset.body.user.mustChangePassword).toBe(true);
    expect((await client.call("/api/admin/orders")).status).toBe(401);
    expect((await signIn(app, "nga", password)).response.status).toBe(401);
    const again = await signIn(app, "nga", reset.body.temporaryPassword);
    expect(again.response.body.step).toBe("new-password");
  });

  it("changing my password needs the current one and refuses short and common ones; my other sessions end", async () => {
    const { client, password } = await newStaff("vyvy", "editor");
    const other = (await signIn(app, "vyvy", password)).client;
    const change = (body: unknown) => client.call("/api/admin/me/password", { method: "PUT", body });

    const wrong = await change({ currentPassword: "sai-mat-khau-roi", newPassword: "Vy-mat-khau-moi-2026" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toEqual([WRONG_CURRENT_PASSWORD]);
    expect((await change({ currentPassword: password, newPassword: "ngan" })).status).toBe(400);
    const common = await change({ currentPassword: password, newPassword: "basketball" });
    expect(common.status).toBe(400);
    expect(common.body.errors.newPassword).toEqual([COMMON_PASSWORD_MESSAGE]);

    expect((await change({ currentPassword: password, newPassword: "Vy-mat-khau-moi-2026" })).status).toBe(204);
    expect((await client.call("/api/admin/me")).status).toBe(200);
    expect((await other.call("/api/admin/me")).status).toBe(401);
    expect((await signIn(app, "vyvy", password)).response.status).toBe(401);
    expect((await signIn(app, "vyvy", "Vy-mat-khau-moi-2026")).response.status).toBe(200);
  });

  it("wrong current passwords are limited", async () => {
    const { client } = await newStaff("khoa", "sales");
    for (let i = 0; i < 5; i++) {
      expect((await client.call("/api/admin/me/password", { method: "PUT", body: { currentPassword: `sai-${i}-mat-khau`, newPassword: "Khoa-mat-khau-2026x" } })).status).toBe(400);
    }
    expect((await client.call("/api/admin/me/password", { method: "PUT", body: { currentPassword: "sai-6-mat-khau", newPassword: "Khoa-mat-khau-2026x" } })).status).toBe(429);
  });

  it("lists my sessions and ends another one, never someone else's", async () => {
    const { client, password } = await newStaff("anan", "sales");
    const laptop = (await signIn(app, "anan", password)).client;
    const list = await client.call("/api/admin/me/sessions");
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toMatch(/"id"/);
    const otherHandle = list.body.find((session: { current: boolean }) => !session.current).handle;

    expect((await owner.call(`/api/admin/me/sessions/${otherHandle}`, { method: "DELETE" })).status).toBe(404);
    expect((await laptop.call("/api/admin/me")).status).toBe(200);
    expect((await client.call(`/api/admin/me/sessions/${otherHandle}`, { method: "DELETE" })).status).toBe(204);
    expect((await laptop.call("/api/admin/me")).status).toBe(401);
    expect((await client.call("/api/admin/me")).status).toBe(200);
  });

  it("staff changes and sign-ins are in the audit trail", async () => {
    const { id } = await newStaff("tuan", "sales");
    await owner.call(`/api/admin/staff/${id}`, { method: "PUT", body: { role: "editor" } });
    const rows = await app.services.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.create", "auth.sign-in", "auth.password-changed", "staff.role"]));
    expect(rows.find((row) => row.action === "staff.role")).toMatchObject({ username: "chu", before: { role: "sales" }, after: { role: "editor" } });
    const trail = await owner.call("/api/admin/audit?action=staff.role");
    expect(trail.body.items.some((row: { entityId: string }) => row.entityId === String(id))).toBe(true);
  });

  it("lists a staff member's sessions by device name and where each was last used", async () => {
    const chu = (await app.services.staff.list()).find((member) => member.username === "chu")!;
    const windowsChrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const session = await app.services.sessions.create(chu.id, windowsChrome, "203.0.113.7");
    let listed = (await app.services.staff.sessions(chu.id, null)).find((item) => item.device === "Chrome trên Windows");
    expect(listed).toMatchObject({ device: "Chrome trên Windows", lastIp: "203.0.113.7" });
    // Used again from another address: the list says where it was used last.
    await app.services.sessions.find(session.token, "198.51.100.24");
    listed = (await app.services.staff.sessions(chu.id, null)).find((item) => item.device === "Chrome trên Windows");
    expect(listed).toMatchObject({ lastIp: "198.51.100.24" });
  });
});

