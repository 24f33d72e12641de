/** The search box submits only non-empty text (SPEC §2 Layout), trimmed. */
import { closestIn } from './ready.ts';

document.addEventListener('submit', (event) => {
  const form = closestIn<HTMLFormElement>(event.target, 'form[data-search-form]');
  if (!form) return;
  const input = form.elements.namedItem('q');
  if (!(input instanceof HTMLInputElement)) return;
  const message = form.querySelector<HTMLElement>('[data-search-message]');
  const text = input.value.trim();
  if (!text) {
    event.preventDefault();
    input.value = '';
    if (message) message.textContent = message.dataset.text ?? '';
    input.focus();
    return;
  }
  input.value = text;
  if (message) message.textContent = '';
});

document.addEventListener('input', (event) => {
  const form = closestIn<HTMLFormElement>(event.target, 'form[data-search-form]');
  const message = form?.querySelector<HTMLElement>('[data-search-message]');
  if (message?.textContent) message.textContent = '';
});
