/**
 * The one SHA-256 fingerprint of the server: tokens and client addresses are stored
 * as their hash (never the value), files and imports carry the hash of their bytes,
 * the audit log chains its rows by hash. Hex, lower case, 64 characters.
 */
import { createHash } from 'node:crypto';

/** SHA-256 of a text (UTF-8) or of bytes, as 64 lower-case hex digits. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
