import { and, eq, isNotNull, or } from "drizzle-orm";
import { addMonths, vietnamDay } from "#common/after-sale";
import { machines, maintenanceReminders, products } from "../../db/schema";
import type { AfterSaleDeps } from "./deps";
import { machineReference, maintenanceReminderMail } from "./mails";
import { withZaloOptOutLink } from "../notifications/outbox-events";

/**
 * The last reminder day due for a machine: its base day (last service, else installation, else warranty start)
 * plus the most whole periods of `months` that have passed by `today`; null while the first period runs.
 */
export function dueReminderDay(base: string, months: number, today: string): string | null {
  if (months <= 0) return null;
  let periods = 0;
  while (addMonths(base, (periods + 1) * months) <= today) periods++;
  return periods === 0 ? null : addMonths(base, periods * months);
}

/**
 * Maintenance reminders: "remind maintenance every N months" (store settings, 0 = off). The background job calls
 * `queueDue` (hourly; each period's reminder is queued once): for each machine with an owner's e-mail (or, while the
 * Zalo reminder is on, an owner's phone) that has not opted out, the period's row in `maintenance_reminders` (key:
 * machine and due day), its e-mail and its Zalo message (decision 0040) are written in one transaction. A second run, or another app process running at the same moment, finds the row and queues nothing.
 */
export function createReminderService(deps: AfterSaleDeps) {
  const { db } = deps;
  return {
    async queueDue(): Promise<{ queued: number }> {
      const months = await deps.settings.maintenanceReminderMonths();
      if (months <= 0) return { queued: 0 };
      const today = vietnamDay(deps.now());
      const zaloOn = deps.zalo ? await deps.zalo.enabledFor(db, "maintenance-reminder") : false;
      const candidates = await db
        .select({
          id: machines.id,
          serial: machines.serial,
          email: machines.ownerEmail,
          phone: machines.ownerPhone,
          name: machines.ownerName,
          token: machines.reminderToken,
          lastServiceOn: machines.lastServiceOn,
          installedOn: machines.installedOn,
          warrantyStart: machines.warrantyStart,
          productName: products.name,
        })
        .from(machines)
        .innerJoin(products, eq(products.id, machines.productId))
        .where(
          and(
            eq(machines.remindersOff, false),
            zaloOn ? or(isNotNull(machines.ownerEmail), isNotNull(machines.ownerPhone)) : isNotNull(machines.ownerEmail),
            isNotNull(machines.warrantyStart),
          ),
        );
      let queued = 0;
      for (const machine of candidates) {
        const base = [machine.lastServiceOn, machine.installedOn, machine.warrantyStart].filter((day): day is string => day !== null).sort().at(-1)!;
        const dueOn = dueReminderDay(base, months, today);
        if (!dueOn) continue;
        const wrote = await db.transaction(async (tx) => {
          const [row] = await tx.insert(maintenanceReminders).values({ machineId: machine.id, dueOn }).onConflictDoNothing().returning({ dueOn: maintenanceReminders.dueOn });
          if (!row) return false;
          const mails = machine.email
            ? maintenanceReminderMail(
                {
                  serial: machine.serial,
                  productName: machine.productName,
                  email: machine.email,
                  months,
                  bookUrl: `${deps.siteUrl}/warranty?serial=${encodeURIComponent(machine.serial)}&problem=maintenance#yeu-cau-sua-chua`,
                  optOutUrl: `${deps.siteUrl}/maintenance/opt-out?t=${encodeURIComponent(machine.token)}`,
                },
                await deps.settings.siteInfo(tx),
              )
            : [];
          await deps.notifications.enqueue(tx, await withZaloOptOutLink(deps.zalo, tx, "maintenance-reminder", mails, machine.phone));
          await deps.zalo?.queue(tx, "maintenance-reminder", {
            phone: machine.phone,
            subjectRef: machineReference(machine.serial),
            fields: { customer_name: machine.name ?? "", product: machine.productName, serial: machine.serial },
          });
          return true;
        });
        if (wrote) queued++;
      }
      return { queued };
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
