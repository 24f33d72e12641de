/**
 * Seed part `registers`: the insurers and pension fund managers, about 7,000
 * intermediaries and their clerks, generated deterministically. The benchmark
 * asks for more with REGISTERS_SEED_COUNT (e.g. 120000).
 */
import type { SeedPart } from '#src/seed/part.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { registerInsurers } from '#src/features/registers/schema.ts';

export const DEFAULT_REGISTER_COUNT = 7000;

export function registerSeedCount(): number {
  const n = Number(process.env.REGISTERS_SEED_COUNT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_REGISTER_COUNT;
}

export const registersSeedPart: SeedPart = {
  name: 'registers',
  version: '2026-11-02.1',
  async run(tx, counts) {
    const [gen, write, queries] = await Promise.all([import('./generate.ts'), import('#src/features/registers/write.ts'), import('#src/features/registers/queries.ts')]);
    counts.register_insurers = (counts.register_insurers ?? 0) + (await writeInsurers(tx));
    const records = gen.generateIntermediaries(registerSeedCount());
    await write.insertIntermediaries(tx, records);
    counts.register_intermediaries = (counts.register_intermediaries ?? 0) + records.length;
    const employers = records.filter((r) => r.status !== 'cancelled' && !['ANG', 'APS'].includes(r.category)).map((r) => r.licenceNo);
    const clerks = gen.generateClerks(Math.round(records.length / 12), employers);
    await write.insertClerks(tx, clerks);
    counts.register_clerks = (counts.register_clerks ?? 0) + clerks.length;
    await write.setEdition(tx, 'intermediaries', gen.SEED_EDITION, SEED_BASE_DATE);
    await write.setEdition(tx, 'clerks', gen.SEED_EDITION, SEED_BASE_DATE);
    await queries.afterBulkLoad(tx);
  },
  async reset(tx) {
    const { clearRegisters } = await import('#src/features/registers/queries.ts');
    await clearRegisters(tx);
  },
};

/** The fictional insurers the generated intermediaries represent (a real register file brings its own through the import). */
async function writeInsurers(db: Queryable): Promise<number> {
  const { INSURERS } = await import('./names-data.ts');
  await db
    .insert(registerInsurers)
    .values(INSURERS.map((ins, i) => ({ ...ins, sortOrder: i })))
    .onConflictDoNothing({ target: registerInsurers.code });
  return INSURERS.length;
}
