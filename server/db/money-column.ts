import { customType } from "drizzle-orm/pg-core";
import { decimalFromDong, dongFromDecimal } from "#common/money";

/**
 * A money column: `numeric(precision, 2)` in the database, whole dong (an integer) in code. Decision 0002 keeps
 * the spec's decimals in the tables and integers everywhere else; this type is the one place the two meet, for
 * every select, insert, update and comparison through the column. Raw SQL over it (a `sum`) bypasses the
 * column and maps its result with `.mapWith(moneyFromDriver)`.
 */
export const money = customType<{ data: number; driverData: string | number; config: { precision: number }; configRequired: true }>({
  dataType: (config) => `numeric(${config.precision}, 2)`,
  toDriver: (dong) => decimalFromDong(dong),
  fromDriver: (value) => dongFromDecimal(value),
});

/** A decimal amount computed in SQL (`sum(total)`), in whole dong: the money column's own reading. */
export const moneyFromDriver = (value: unknown): number => dongFromDecimal(value as string | number);
