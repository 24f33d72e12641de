/** Column types and the language enum shared by every feature's tables. */
import { customType, pgEnum, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../lib/i18n/languages.ts';

export const language = pgEnum('language', LANGUAGES);

/** Raw bytes (PostgreSQL bytea), as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
