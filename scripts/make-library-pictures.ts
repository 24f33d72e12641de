// Draws the media library's seeded pictures (src/seed/media-library/pictures-data.ts)
// from the seed's banner art with sharp (libvips, librsvg), as JPEG, into
// src/seed/media-library/pictures/. Run offline, then commit the files (see the
// README there):
//
//   npx node scripts/make-library-pictures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bannerSvg } from '../src/seed/home/banner-art.ts';
import { LIBRARY_PICTURES, LIBRARY_PICTURE_SIZE, pictureFileName } from '../src/seed/media-library/pictures-data.ts';

const outDir = fileURLToPath(new URL('../src/seed/media-library/pictures/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const picture of LIBRARY_PICTURES) {
  const svg = bannerSvg(`library:${picture.slug}`, picture.motif, LIBRARY_PICTURE_SIZE.width, LIBRARY_PICTURE_SIZE.height);
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  writeFileSync(`${outDir}${pictureFileName(picture)}`, jpeg);
  console.log(`${pictureFileName(picture)}: ${String(jpeg.byteLength)} bytes`);
}
