/**
 * The spoken version of a verification code, made at each request from the recorded
 * digit clips of the page's language (./audio/<lang>/<digit>.wav, 11 025 Hz 16-bit
 * mono, made by scripts/record-captcha-audio.ts) so that no two files are alike and
 * no recorded clip can be found in one (issue 18): each digit at its own speed and
 * pitch, gain, polarity and phase, at random gaps, over babble and noise
 * AUDIO_SNR_DB below the speech.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '#src/lib/i18n/languages.ts';

export const AUDIO_SAMPLE_RATE = 11_025;

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

/**
 * Speech to noise, in dB, of every challenge: the power of the spoken digits over the
 * power of the noise and babble mixed under them. Listeners with normal hearing
 * recognise digits in babble and noise far below 0 dB (digits-in-noise tests put the
 * threshold near −7 to −10 dB); older listeners and people with a hearing loss, who
 * are many of the audio version's users, need up to about +5 dB. 12 dB keeps every
 * digit well above the noise for them, while the noise still changes every sample
 * of the file, so no recorded clip can be found in it.
 */
export const AUDIO_SNR_DB = 12;
/** Speed (and with it pitch) of each digit: a factor drawn outside ±6 % (too close to the recording) and within ±18 %. */
export const DIGIT_RATE_RANGES: readonly (readonly [number, number])[] = [
  [0.84, 0.94],
  [1.06, 1.18],
];
/** Random silences around the digits (ms): before the first, between two, after the last. */
export const AUDIO_LEAD_RANGE_MS = [250, 700] as const;
export const AUDIO_GAP_RANGE_MS = [350, 900] as const;

/** A fast generator seeded from the system's random source, one per challenge. */
function randomSource(): () => number {
  const seed = randomBytes(16);
  let a = seed.readUInt32LE(0) | 1;
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  // xoshiro128**: statistically sound and fast enough for a few hundred thousand draws.
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result / 4_294_967_296;
  };
}
const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

const between = (random: () => number, [low, high]: readonly [number, number]) => low + (high - low) * random();
const toFloat = (pcm: Buffer) => Float32Array.from({ length: pcm.length / 2 }, (_, i) => pcm.readInt16LE(i * 2) / 32_768);

/** Resampled by `rate` (linear interpolation): faster and higher above 1, slower and lower below. */
function resample(input: Float32Array, rate: number): Float32Array {
  const out = new Float32Array(Math.max(1, Math.floor(input.length / rate)));
  for (let i = 0; i < out.length; i++) {
    const at = i * rate;
    const k = Math.floor(at);
    const frac = at - k;
    out[i] = (input[k] ?? 0) * (1 - frac) + (input[k + 1] ?? 0) * frac;
  }
  return out;
}

/**
 * Second-order all-pass sections at random frequencies: the spectrum (what the ear
 * hears) is unchanged, the waveform (what a matcher compares) is not.
 */
function allPass(input: Float32Array, random: () => number, sections = 4): Float32Array {
  let x = input;
  for (let s = 0; s < sections; s++) {
    const radius = 0.75 + 0.2 * random();
    const theta = (2 * Math.PI * (300 + 3000 * random())) / AUDIO_SAMPLE_RATE;
    const c1 = -2 * radius * Math.cos(theta);
    const c2 = radius * radius;
    const y = new Float32Array(x.length);
    let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
    for (let n = 0; n < x.length; n++) {
      const xn = x[n] ?? 0;
      const yn = c2 * xn + c1 * x1 + x2 - c1 * y1 - c2 * y2;
      y[n] = yn;
      x2 = x1;
      x1 = xn;
      y2 = y1;
      y1 = yn;
    }
    x = y;
  }
  return x;
}

/** Fades a clip's ends (5 ms) so the varied clips start and stop without clicks. */
function fade(clip: Float32Array): Float32Array {
  const n = Math.min(Math.round(AUDIO_SAMPLE_RATE * 0.005), Math.floor(clip.length / 2));
  for (let i = 0; i < n; i++) {
    clip[i] = (clip[i] ?? 0) * (i / n);
    clip[clip.length - 1 - i] = (clip[clip.length - 1 - i] ?? 0) * (i / n);
  }
  return clip;
}

const power = (samples: Float32Array, from = 0, to = samples.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return to > from ? sum / (to - from) : 0;
};

export interface ChallengeAudio {
  /** The spoken digits alone, each varied, at their random places. */
  speech: Float32Array;
  /** Babble and noise alone, scaled to AUDIO_SNR_DB below the speech. */
  noise: Float32Array;
  /** Where each digit is: [start, end) in samples. */
  digits: [number, number][];
}

/**
 * The two tracks of one challenge, made afresh at every request: each digit's clip
 * at its own speed and pitch, gain, polarity and phase, at random gaps; under them
 * babble (the language's own clips, reversed so it is not heard as digits, at random
 * speeds, three voices) and broadband noise.
 */
export function challengeAudio(code: string, lang: Language, random: () => number = randomSource()): ChallengeAudio {
  const clips = digitClips(lang).map(toFloat);
  const ms = (value: number) => Math.round((AUDIO_SAMPLE_RATE * value) / 1000);
  const varied = [...code].map((ch) => {
    const clip = clips[Number(ch)];
    if (!clip || !/^\d$/.test(ch)) throw new Error('captcha code must be digits');
    const range = DIGIT_RATE_RANGES[Math.floor(random() * DIGIT_RATE_RANGES.length)] ?? [1, 1];
    const gain = (0.75 + 0.25 * random()) * (random() < 0.5 ? -1 : 1);
    return fade(allPass(resample(clip, between(random, range)), random).map((v) => v * gain));
  });
  const gaps = varied.map((_, i) => ms(between(random, i === 0 ? AUDIO_LEAD_RANGE_MS : AUDIO_GAP_RANGE_MS)));
  const length = varied.reduce((sum, clip, i) => sum + clip.length + (gaps[i] ?? 0), 0) + ms(between(random, AUDIO_LEAD_RANGE_MS));
  const speech = new Float32Array(length);
  const digits: [number, number][] = [];
  let at = 0;
  varied.forEach((clip, i) => {
    at += gaps[i] ?? 0;
    speech.set(clip, at);
    digits.push([at, at + clip.length]);
    at += clip.length;
  });

  const babble = new Float32Array(length);
  for (let voice = 0; voice < 3; voice++) {
    let pos = -Math.floor(random() * ms(400));
    while (pos < length) {
      const source = clips[Math.floor(random() * clips.length)] ?? new Float32Array(1);
      const clip = resample(source, 0.8 + 0.45 * random()).reverse();
      for (let i = 0; i < clip.length; i++) if (pos + i >= 0 && pos + i < length) babble[pos + i] = (babble[pos + i] ?? 0) + (clip[i] ?? 0);
      pos += clip.length + Math.floor(random() * ms(120));
    }
  }
  const hiss = Float32Array.from({ length }, () => random() * 2 - 1);
  // Babble carries most of the noise power (it is what hides speech from a matcher best), hiss the rest.
  const babbleScale = Math.sqrt(0.7 / Math.max(power(babble), 1e-12));
  const hissScale = Math.sqrt(0.3 / power(hiss));
  const noise = Float32Array.from({ length }, (_, i) => (babble[i] ?? 0) * babbleScale + (hiss[i] ?? 0) * hissScale);
  // Speech power is measured over the digits only (the silences would flatter it).
  const speechPower = digits.reduce((sum, [from, to]) => sum + power(speech, from, to) * (to - from), 0) / digits.reduce((sum, [from, to]) => sum + to - from, 0);
  const noiseScale = Math.sqrt(speechPower / 10 ** (AUDIO_SNR_DB / 10) / power(noise));
  for (let i = 0; i < length; i++) noise[i] = (noise[i] ?? 0) * noiseScale;
  return { speech, noise, digits };
}

/** One WAV speaking `code` (digits) in `lang`: a different file at every call, even for the same code. */
export function captchaWav(code: string, lang: Language): Buffer {
  const { speech, noise } = challengeAudio(code, lang);
  let peak = 0;
  for (let i = 0; i < speech.length; i++) peak = Math.max(peak, Math.abs((speech[i] ?? 0) + (noise[i] ?? 0)));
  const scale = peak > 0 ? 0.89 / peak : 1;
  const data = Buffer.alloc(speech.length * 2);
  for (let i = 0; i < speech.length; i++) data.writeInt16LE(Math.round(((speech[i] ?? 0) + (noise[i] ?? 0)) * scale * 32_767), i * 2);
  return Buffer.concat([wavHeader(data.length), data]);
}
