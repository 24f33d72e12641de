/**
 * Zip bombs (issue 36): an archive (zip, docx, xlsx, pptx) whose entries expand more than
 * ARCHIVE_MAX_RATIO times, or past ARCHIVE_MAX_BYTES in all, is refused. The central
 * directory's declared sizes are read first (yauzl); then every entry is inflated with a
 * hard cap, since declared sizes are the attacker's to write: yauzl stops an entry that
 * inflates past its declared size, and we stop the whole archive at the byte over the
 * total. Nothing is kept: the bytes are counted and dropped. Inner archives are not
 * opened (they are stored as they came, like any other entry).
 */
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

export const ARCHIVE_MAX_RATIO = 100;
export const ARCHIVE_MAX_BYTES = 100 * 1024 * 1024;
/** Below this many inflated bytes the ratio is not held against an archive: a small, very regular XML part harms nobody. */
export const ARCHIVE_RATIO_FLOOR_BYTES = 1024 * 1024;

export type ArchiveVerdict = 'ok' | 'bomb' | 'unreadable';

export interface ArchiveLimits {
  maxRatio: number;
  maxBytes: number;
  ratioFloorBytes: number;
}

const DEFAULT_LIMITS: ArchiveLimits = { maxRatio: ARCHIVE_MAX_RATIO, maxBytes: ARCHIVE_MAX_BYTES, ratioFloorBytes: ARCHIVE_RATIO_FLOOR_BYTES };

class Verdict extends Error {
  readonly verdict: Exclude<ArchiveVerdict, 'ok'>;
  constructor(verdict: Exclude<ArchiveVerdict, 'ok'>) {
    super(verdict);
    this.verdict = verdict;
  }
}

const open = (content: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    fromBuffer(content, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => (err ? reject(err) : resolve(zip)));
  });

/** Inflates one entry, counting; throws a Verdict at the first byte over the archive's budget. */
function inflateCounting(zip: ZipFile, entry: Entry, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(new Verdict('unreadable'));
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > budget) {
          stream.destroy();
          reject(new Verdict('bomb'));
        }
      });
      // Inflating past the declared size (yauzl's check) is a lie about the size: a bomb.
      stream.on('error', (e: Error) => reject(new Verdict(/too many bytes|exceeds/i.test(e.message) ? 'bomb' : 'unreadable')));
      stream.on('end', () => resolve(bytes));
    });
  });
}

const isBomb = (inflated: number, compressed: number, limits: ArchiveLimits) =>
  inflated > limits.maxBytes || (inflated > limits.ratioFloorBytes && inflated > limits.maxRatio * Math.max(1, compressed));

/** Whether an archive may be stored: `bomb` when it expands too far, `unreadable` when it cannot be checked (broken, encrypted). */
export async function checkArchive(content: Buffer, limitsIn: Partial<ArchiveLimits> = {}): Promise<ArchiveVerdict> {
  const limits = { ...DEFAULT_LIMITS, ...limitsIn };
  let zip: ZipFile;
  try {
    zip = await open(content);
  } catch {
    return 'unreadable';
  }
  let declared = 0;
  let inflated = 0;
  let compressed = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(new Verdict('unreadable')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        // Encrypted entries cannot be inflated, so they cannot be checked.
        if (entry.generalPurposeBitFlag & 0x1) return reject(new Verdict('unreadable'));
        declared += entry.uncompressedSize;
        compressed += entry.compressedSize;
        if (isBomb(declared, compressed, limits) || isBomb(entry.uncompressedSize, entry.compressedSize, limits)) return reject(new Verdict('bomb'));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        inflateCounting(zip, entry, limits.maxBytes - inflated).then((bytes) => {
          inflated += bytes;
          if (isBomb(bytes, entry.compressedSize, limits)) return reject(new Verdict('bomb'));
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } catch (err) {
    return err instanceof Verdict ? err.verdict : 'unreadable';
  } finally {
    zip.close();
  }
  return isBomb(inflated, content.length, limits) ? 'bomb' : 'ok';
}
