/**
 * The call envelope of SPEC §7, shared by the server and the islands' fetch helper:
 * `code` 0 means success; anything else carries a readable `message`.
 */
import { z } from 'zod';

export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int().meta({ description: '0 on success, a non-zero error code otherwise' }),
    data,
    message: z.string(),
  });

export const errorEnvelopeSchema = z
  .object({
    code: z.number().int().min(1),
    data: z
      .object({
        errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
      })
      .nullable(),
    message: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' });

/** Query-string arrays are sent as repeated parameters (SPEC §7): accept one value or many. */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item));
}

/** A boolean query flag: present without a value (`?preview`), `1`, or `true`. */
export const queryFlag = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional())
  .transform((v) => v !== undefined && v !== '0' && v !== 'false');
