/** The contract of a seed part, in its own module so the parts and the seed's index do not import each other. */
import type { Transaction } from '#src/server/db/open.ts';
import type { Counts } from './write.ts';

/**
 * A later part of the demo content (one feature's data: news, rates, registers…),
 * seeded after the core in the same transaction. Each part records its own
 * version under `seed.part.<name>`, so a new part fills a database seeded before
 * it existed, without touching what is there.
 */
export interface SeedPart {
  name: string;
  version: string;
  run(tx: Transaction, counts: Counts): Promise<void>;
  /** Deletes what `run` wrote (and restarts its id sequences), for `seed --reset`. */
  reset?(tx: Transaction): Promise<void>;
}

