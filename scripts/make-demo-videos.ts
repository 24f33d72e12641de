// Makes the demo videos' clips with ffmpeg (Debian package `ffmpeg`: its libvpx and
// librsvg), one per seeded video, into src/seed/media/videos/<slug>.webm. Run
// offline, then commit the files (see src/seed/media/videos/README.md):
//
//   npx node scripts/make-demo-videos.ts
//
// Each clip is the video's poster with a bar that fills as it plays, as long as the
// video's captions: WebM, VP8 (every browser plays it, Debian's Chromium headless
// shell included, which has no H.264), no sound track, 640 × 360, 5 frames a second,
// a key frame every 5 s (seeking). Bit-exact flags and one thread: the same ffmpeg
// gives the same bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoClipSpecs } from '../src/seed/media/videos-data.ts';

const outDir = fileURLToPath(new URL('../src/seed/media/videos/', import.meta.url));
const FPS = 5;
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'demo-videos-'));
try {
  for (const { slug, poster, seconds } of demoClipSpecs()) {
    const svg = join(work, `${slug}.svg`);
    writeFileSync(svg, poster);
    const out = join(outDir, `${slug}.webm`);
    execFileSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-loop', '1', '-framerate', String(FPS), '-i', svg],
        // The poster's accent band (its bottom 40 of 720 px) becomes the progress bar.
        ...['-vf', `scale=640:360,format=yuv420p,drawbox=x=0:y=340:w=iw*t/${seconds}:h=20:color=white@0.85:t=fill`],
        ...['-t', String(seconds), '-an', '-c:v', 'libvpx', '-deadline', 'good', '-cpu-used', '0', '-crf', '24', '-b:v', '200k', '-g', String(5 * FPS), '-threads', '1'],
        ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-f', 'webm', out],
      ],
      { stdio: 'inherit' },
    );
    console.log(`${slug}.webm: ${seconds} s, ${statSync(out).size} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
