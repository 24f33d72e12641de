/**
 * Banner carousels of the home page, after the WAI-ARIA APG carousel pattern:
 * previous/next buttons, a rotation (stop/start) button that comes first, slides
 * that are labelled groups, automatic rotation that pauses while the pointer is
 * over the carousel, stops for good when keyboard focus enters it (until the
 * visitor starts it again) and never starts for visitors who prefer reduced
 * motion. Without this script every slide is shown, one after the other.
 *
 * State for tests and styles: `data-current` (index of the slide shown) and
 * `data-rotating` ("true" while slides change on their own) on the carousel.
 */

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

function setUp(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const items = root.querySelector<HTMLElement>('[data-carousel-items]');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  const previous = root.querySelector<HTMLButtonElement>('[data-carousel-previous]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const rotation = root.querySelector<HTMLButtonElement>('[data-carousel-rotation]');
  if (slides.length < 2 || !items || !controls || !previous || !next) return;

  const interval = Math.max(2000, Number(root.dataset.interval) || 6000);
  let current = 0;
  let timer: number | undefined;
  // The visitor's wish (or the page's default): slides change on their own.
  let autoplay = !!rotation && root.dataset.autoplay === 'true' && !reducedMotion.matches;
  let hovered = false;
  let pointerDown = false;

  const show = (index: number) => {
    const focused = document.activeElement;
    const hadFocus = focused instanceof HTMLElement && slides.some((s) => s.contains(focused));
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.hidden = i !== current;
    });
    root.dataset.current = String(current);
    // Focus never disappears with a hidden slide: it moves to the link of the one shown.
    if (hadFocus) slides[current]?.querySelector<HTMLElement>('a[href]')?.focus();
  };

  const update = () => {
    const rotating = autoplay && !hovered;
    window.clearInterval(timer);
    timer = rotating ? window.setInterval(() => show(current + 1), interval) : undefined;
    // Screen readers hear the new slide only when the visitor moved to it.
    items.setAttribute('aria-live', rotating ? 'off' : 'polite');
    root.dataset.rotating = String(rotating);
    if (rotation) {
      const label = autoplay ? root.dataset.labelStop : root.dataset.labelStart;
      const text = rotation.querySelector('[data-carousel-rotation-text]');
      if (text && label) text.textContent = label;
      rotation.dataset.state = autoplay ? 'playing' : 'paused';
    }
  };

  root.classList.add('carousel--ready');
  controls.hidden = false;
  show(0);
  update();

  previous.addEventListener('click', () => show(current - 1));
  next.addEventListener('click', () => show(current + 1));
  rotation?.addEventListener('click', () => {
    autoplay = !autoplay;
    update();
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      show(current + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  });
  // A click focuses what it clicks; only keyboard (or script) focus entering the carousel stops it.
  root.addEventListener('pointerdown', () => {
    pointerDown = true;
  });
  root.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    const entering = !(from instanceof Node && root.contains(from));
    if (entering && !pointerDown && autoplay) {
      autoplay = false;
      update();
    }
    pointerDown = false;
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    update();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    update();
  });
  reducedMotion.addEventListener('change', () => {
    if (reducedMotion.matches && autoplay) {
      autoplay = false;
      update();
    }
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) setUp(root);
