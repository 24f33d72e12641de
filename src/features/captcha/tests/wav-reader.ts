/** Test helper: reads a WAV file's header by hand (no WAV package is installed), asserting it is well formed. */
import { expect } from 'vitest';

/** A minimal RIFF/WAVE reader: the format fields and the number of samples. */
export function parseWav(bytes: Buffer): { channels: number; rate: number; bits: number; samples: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  let offset = 12;
  let fmt: { channels: number; rate: number; bits: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      expect(bytes.readUInt16LE(offset + 8), 'PCM').toBe(1);
      fmt = { channels: bytes.readUInt16LE(offset + 10), rate: bytes.readUInt32LE(offset + 12), bits: bytes.readUInt16LE(offset + 22) };
      expect(bytes.readUInt32LE(offset + 16), 'byte rate').toBe((fmt.rate * fmt.channels * fmt.bits) / 8);
    }
    if (id === 'data') {
      if (!fmt) throw new Error('data chunk before fmt chunk');
      expect(offset + 8 + size, 'data chunk fits the file').toBe(bytes.length);
      return { ...fmt, samples: size / ((fmt.channels * fmt.bits) / 8) };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}
