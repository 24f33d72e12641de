import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { parseWav } from './wav-reader.testing.ts';
import { AUDIO_GAP_MS, AUDIO_LEAD_MS, AUDIO_SAMPLE_RATE, captchaWav, digitClips } from './audio.ts';

const audioDir = new URL('./audio/', import.meta.url);

describe('recorded digits', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: ten compact mono clips between 0.2 and 1.2 s`, () => {
      const files = readdirSync(new URL(`${lang}/`, audioDir)).filter((f) => f.endsWith('.wav')).sort();
      expect(files).toEqual(['0.wav', '1.wav', '2.wav', '3.wav', '4.wav', '5.wav', '6.wav', '7.wav', '8.wav', '9.wav']);
      for (const file of files) {
        const url = new URL(`${lang}/${file}`, audioDir);
        const wav = parseWav(readFileSync(url));
        expect(wav.channels).toBe(1);
        expect(wav.rate).toBeGreaterThanOrEqual(8000);
        expect(wav.rate).toBeLessThanOrEqual(16_000);
        const seconds = wav.samples / wav.rate;
        expect(seconds, `${lang}/${file}`).toBeGreaterThan(0.2);
        expect(seconds, `${lang}/${file}`).toBeLessThan(1.2);
        expect(statSync(url).size).toBeLessThan(30_000);
      }
    });
  }

  it('differ between languages (each language has its own voice)', () => {
    const firsts = LANGUAGES.map((lang) => readFileSync(new URL(`${lang}/1.wav`, audioDir)).toString('base64'));
    expect(new Set(firsts).size).toBe(LANGUAGES.length);
  });
});

describe('captchaWav', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: one WAV whose length is the five clips plus the silences`, () => {
      const code = '80352';
      const wav = parseWav(captchaWav(code, lang));
      expect(wav).toMatchObject({ channels: 1, rate: AUDIO_SAMPLE_RATE, bits: 16 });
      const clips = digitClips(lang);
      const clipSamples = [...code].reduce((sum, d) => sum + clips[Number(d)]!.length / 2, 0);
      const silence = Math.round((AUDIO_SAMPLE_RATE * AUDIO_LEAD_MS) / 1000) * 2 + Math.round((AUDIO_SAMPLE_RATE * AUDIO_GAP_MS) / 1000) * 4;
      expect(wav.samples).toBe(clipSamples + silence);
      const seconds = wav.samples / wav.rate;
      expect(seconds).toBeGreaterThan(3);
      expect(seconds).toBeLessThan(8);
    });
  }

  it('depends on the digits, in their order', () => {
    expect(captchaWav('12345', 'en').equals(captchaWav('54321', 'en'))).toBe(false);
    expect(captchaWav('12345', 'en').equals(captchaWav('12345', 'en'))).toBe(true);
  });

  it('refuses anything but digits', () => {
    expect(() => captchaWav('12a45', 'en')).toThrow();
  });
});
