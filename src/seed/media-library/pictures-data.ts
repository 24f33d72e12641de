/**
 * The pictures the media library starts with: the seed's own banner art
 * (../home/banner-art.ts), drawn wide for a page or a banner, so that an editor's
 * image picker has something to offer before the first upload. No photograph and
 * nothing of a third party: the files are made by scripts/make-library-pictures.ts
 * and committed (./pictures/README.md).
 */
import type { Motif } from '#src/seed/home/banner-art.ts';

export interface LibraryPicture {
  /** The file's name without its extension, and the key of its art. */
  slug: string;
  motif: Motif;
  /** What staff search the library by: Chinese, then English. */
  title: string;
}

/** Every picture's size in pixels (3 : 1, a banner's shape). */
export const LIBRARY_PICTURE_SIZE = { width: 1200, height: 400 } as const;

export const LIBRARY_PICTURES: readonly LibraryPicture[] = [
  { slug: 'art-statistics', motif: 'statistics', title: '統計圖案橫幅 Statistics banner art' },
  { slug: 'art-consumer', motif: 'consumer', title: '消費者資訊圖案橫幅 Consumer information banner art' },
  { slug: 'art-green-finance', motif: 'green', title: '綠色金融圖案橫幅 Green finance banner art' },
  { slug: 'art-coins', motif: 'coins', title: '紀念幣圖案橫幅 Commemorative coins banner art' },
];

/** The name of a picture's JPEG, in ./pictures and in the library. */
export const pictureFileName = (picture: LibraryPicture): string => `${picture.slug}.jpg`;
