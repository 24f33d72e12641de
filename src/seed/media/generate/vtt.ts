/** WebVTT captions from timed cues, and the same cues as a readable transcript. */

export const VTT_MIME = 'text/vtt';

export interface Cue {
  /** Seconds from the start. */
  start: number;
  end: number;
  text: string;
}

export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(rest).padStart(3, '0')}`;
}

/** A caption file; cue text may not contain "-->" or blank lines, which would end the cue. */
export function webVtt(cues: readonly Cue[], language: string): string {
  const body = cues.map((cue, i) => {
    const text = cue.text.replace(/-->/g, '→').replace(/\n\s*\n/g, '\n').trim();
    return `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${text}`;
  });
  return `WEBVTT\nLanguage: ${language}\n\n${body.join('\n\n')}\n`;
}
