/** The captcha's spoken code: an `<audio>` element that plays the current challenge in the page's language, or stops. */
import { useCallback, useRef, useState } from 'react';
import type { Language } from '#src/lib/i18n/languages.ts';

const AUDIO_PATH = '/api/v1.0/cms/common/captcha_audio';

export function useCaptchaAudio(lang: Language) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const stopAudio = useCallback(() => {
    const el = audio.current;
    if (el) {
      el.pause();
      el.removeAttribute('src');
      el.load();
    }
    setPlaying(false);
  }, []);

  /** Plays the challenge `id` (when there is one), or stops what is playing. */
  const toggleAudio = (id: string | undefined) => {
    const el = audio.current;
    if (!el || !id) return;
    if (playing) {
      stopAudio();
      return;
    }
    el.src = `${AUDIO_PATH}?id=${encodeURIComponent(id)}&lang=${encodeURIComponent(lang)}`;
    setPlaying(true);
    el.play().catch(() => setPlaying(false));
  };

  return { audio, playing, setPlaying, stopAudio, toggleAudio };
}
