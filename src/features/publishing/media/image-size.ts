/**
 * The pixel size of an image the forms kit already accepted (its type is checked by
 * signature there, `forms/uploads.ts`): read from the header, so a banner or an
 * `<img>` gets its width and height without decoding the picture.
 */
export function imageSize(ext: string, b: Buffer): { width: number; height: number } | null {
  try {
    switch (ext) {
      case 'png':
        return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
      case 'gif':
        return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
      case 'bmp':
        return { width: b.readInt32LE(18), height: Math.abs(b.readInt32LE(22)) };
      case 'jpg':
      case 'jpeg':
        return jpegSize(b);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** The first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
function jpegSize(b: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    const length = b.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}
