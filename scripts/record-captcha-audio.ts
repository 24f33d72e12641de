// Re-records the spoken digits of the audio verification code with espeak-ng
// (Debian package `espeak-ng`), one clip per digit and language, into
// src/features/captcha/audio/<lang>/<digit>.wav. Run offline, then commit the files:
//
//   npx node scripts/record-captcha-audio.ts            # all four languages
//   npx node scripts/record-captcha-audio.ts en pt      # some of them
//
// espeak-ng writes 22 050 Hz 16-bit mono; each clip is low-pass filtered and
// halved to 11 025 Hz, trimmed of leading and trailing silence and normalised to
// the same peak, so the server can join clips of one language byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Voice per page language: Cantonese for Traditional Chinese (Macao), Mandarin for
 * Simplified. The digits are given as numerals: espeak-ng's Mandarin dictionary
 * reads a lone 零 or 一 with its tone number spoken in English, but reads "0" and "1" right.
 */
const VOICES: Record<string, string> = { 'zh-hant': 'yue', 'zh-hans': 'cmn', en: 'en-us', pt: 'pt' };
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

const OUT_RATE = 11_025;
/** Words per minute: a little slower than espeak's default 175, for clarity. */
const SPEED = '140';
const PEAK = 0.89 * 32767;
const outRoot = fileURLToPath(new URL('../src/features/captcha/audio/', import.meta.url));

/** The PCM samples of a 16-bit mono WAV file, with its sample rate. */
function readWav(bytes: Buffer): { rate: number; samples: Int16Array } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let rate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    // espeak-ng streams to a file and may leave the chunk size at 0 or too large: read to the end.
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      if (bytes.readUInt16LE(offset + 8) !== 1 || bytes.readUInt16LE(offset + 10) !== 1 || bytes.readUInt16LE(offset + 22) !== 16) {
        throw new Error('expected 16-bit mono PCM');
      }
      rate = bytes.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      const end = size > 0 && offset + 8 + size <= bytes.length ? offset + 8 + size : bytes.length;
      const data = bytes.subarray(offset + 8, end - ((end - offset - 8) % 2));
      const samples = new Int16Array(data.length / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** 22 050 → 11 025 Hz: a 31-tap windowed-sinc low-pass at 4.8 kHz, then every second sample. */
function halve(samples: Int16Array): Float64Array {
  const taps = 31;
  const cutoff = 4800 / 22_050;
  const kernel = new Float64Array(taps);
  let sum = 0;
  for (let i = 0; i < taps; i++) {
    const n = i - (taps - 1) / 2;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    const window = 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (taps - 1));
    kernel[i] = sinc * window;
    sum += kernel[i] ?? 0;
  }
  const out = new Float64Array(Math.floor(samples.length / 2));
  for (let o = 0; o < out.length; o++) {
    let acc = 0;
    for (let k = 0; k < taps; k++) {
      const idx = o * 2 + k - (taps - 1) / 2;
      if (idx >= 0 && idx < samples.length) acc += (samples[idx] ?? 0) * (kernel[k] ?? 0);
    }
    out[o] = acc / sum;
  }
  return out;
}

/** Cuts silence at both ends (keeping 15 ms) and scales to a common peak. */
function trimAndNormalise(samples: Float64Array, rate: number): Int16Array {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  if (peak === 0) throw new Error('silent clip');
  const threshold = peak * 0.03;
  let start = samples.findIndex((s) => Math.abs(s) > threshold);
  let end = samples.length - 1;
  while (end > start && Math.abs(samples[end] ?? 0) <= threshold) end--;
  const margin = Math.round(rate * 0.015);
  start = Math.max(0, start - margin);
  end = Math.min(samples.length - 1, end + margin);
  const gain = PEAK / peak;
  const out = new Int16Array(end - start + 1);
  for (let i = 0; i < out.length; i++) out[i] = Math.round((samples[start + i] ?? 0) * gain);
  return out;
}

function writeWav(samples: Int16Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(samples[i] ?? 0, i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const wanted = process.argv.slice(2);
const langs = wanted.length ? wanted : Object.keys(VOICES);
const work = mkdtempSync(join(tmpdir(), 'captcha-audio-'));
try {
  for (const lang of langs) {
    const voice = VOICES[lang];
    if (!voice) throw new Error(`Unknown language ${lang}: use ${Object.keys(VOICES).join(', ')}`);
    mkdirSync(join(outRoot, lang), { recursive: true });
    const sizes: number[] = [];
    DIGITS.forEach((word, digit) => {
      const raw = join(work, `${lang}-${String(digit)}.wav`);
      execFileSync('espeak-ng', ['-v', voice, '-s', SPEED, '-w', raw, word]);
      const { rate, samples } = readWav(readFileSync(raw));
      if (rate !== 22_050) throw new Error(`espeak-ng wrote ${String(rate)} Hz; this script expects 22050`);
      const clip = trimAndNormalise(halve(samples), OUT_RATE);
      const file = writeWav(clip, OUT_RATE);
      writeFileSync(join(outRoot, lang, `${String(digit)}.wav`), file);
      sizes.push(file.length);
    });
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`${lang} (${voice}): 10 clips, ${String(Math.round(total / 1024))} KiB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
