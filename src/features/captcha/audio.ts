/**
 * The spoken version of a verification code: the recorded digit clips of the page's
 * language (./audio/<lang>/<digit>.wav, 11 025 Hz 16-bit mono, made by
 * scripts/record-captcha-audio.ts) joined with short silences into one WAV.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '#src/lib/i18n/languages.ts';

export const AUDIO_SAMPLE_RATE = 11_025;
/** Silence before the first digit, between digits and after the last, in ms. */
export const AUDIO_LEAD_MS = 300;
export const AUDIO_GAP_MS = 450;

/**
 * Where the clips are. Beside this module when it runs from the sources (tests,
 * dev); in the built server this module is bundled into dist/, so the clips are
 * read from the checkout the start script runs in (it changes to the project root).
 */
function audioDirectory(): string {
  const beside = fileURLToPath(new URL('./audio/', import.meta.url));
  if (existsSync(join(beside, 'en', '0.wav'))) return beside;
  return resolve(process.cwd(), 'src/features/captcha/audio');
}

/** PCM bytes of one clip (the data chunk), checked to be in the expected format. */
export function readClip(bytes: Buffer): Buffer {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('captcha clip: not a WAV file');
  let offset = 12;
  let formatOk = false;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      formatOk =
        bytes.readUInt16LE(offset + 8) === 1 &&
        bytes.readUInt16LE(offset + 10) === 1 &&
        bytes.readUInt32LE(offset + 12) === AUDIO_SAMPLE_RATE &&
        bytes.readUInt16LE(offset + 22) === 16;
    } else if (id === 'data') {
      if (!formatOk) throw new Error(`captcha clip: expected ${String(AUDIO_SAMPLE_RATE)} Hz 16-bit mono PCM`);
      return bytes.subarray(offset + 8, offset + 8 + size);
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('captcha clip: no data chunk');
}

const cache = new Map<Language, Buffer[]>();

/** The ten clips of a language (PCM only), read once per process. */
export function digitClips(lang: Language): Buffer[] {
  let clips = cache.get(lang);
  if (!clips) {
    const dir = join(audioDirectory(), lang);
    clips = Array.from({ length: 10 }, (_, d) => readClip(readFileSync(join(dir, `${String(d)}.wav`))));
    cache.set(lang, clips);
  }
  return clips;
}

function silence(ms: number): Buffer {
  return Buffer.alloc(Math.round((AUDIO_SAMPLE_RATE * ms) / 1000) * 2);
}

export function wavHeader(dataLength: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataLength, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(AUDIO_SAMPLE_RATE, 24);
  header.writeUInt32LE(AUDIO_SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataLength, 40);
  return header;
}

/** One WAV speaking `code` (digits) in `lang`. */
export function captchaWav(code: string, lang: Language): Buffer {
  const clips = digitClips(lang);
  const parts: Buffer[] = [silence(AUDIO_LEAD_MS)];
  [...code].forEach((ch, i) => {
    const clip = clips[Number(ch)];
    if (!clip || !/^\d$/.test(ch)) throw new Error('captcha code must be digits');
    if (i > 0) parts.push(silence(AUDIO_GAP_MS));
    parts.push(clip);
  });
  parts.push(silence(AUDIO_LEAD_MS));
  const data = Buffer.concat(parts);
  return Buffer.concat([wavHeader(data.length), data]);
}
