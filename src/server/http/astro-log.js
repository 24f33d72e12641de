// @ts-check
/**
 * Astro's logger destination (astro.config.mjs `logger`): Astro's and the node
 * adapter's own lines (a page that crashed: "Could not render <url>", with the
 * stack) become one JSON line each in the format of src/server/http/log.ts, with
 * the request id of the request being served, and every URL in them cut to its
 * path: a query string may hold a visitor's name, e-mail address or a validate key.
 *
 * JavaScript, not TypeScript: Astro loads a logger entrypoint as is. It reads the
 * request context through its global symbol (src/server/http/request-context.ts).
 */

const LEVELS = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };
// Colour codes Astro puts in its messages for the console.
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Every absolute URL becomes its path, and a path's query and fragment go.
 * @param {string} text
 */
export function redactUrls(text) {
  return text
    .replace(/\bhttps?:\/\/[^\s/?#"'<>]+(\/[^\s?#"'<>]*)?(?:[?#][^\s"'<>]*)?/gi, (_m, /** @type {string | undefined} */ path) => path || '/')
    .replace(/(^|[\s"'(])(\/[^\s?#"'<>]*)[?#][^\s"'<>)]*/g, '$1$2');
}

/** @returns {{ requestId: string; method: string; path: string } | undefined} */
function currentRequest() {
  /** @type {{ getStore(): any } | undefined} */
  const storage = /** @type {any} */ (globalThis)[Symbol.for('amcm.requestContext')];
  return storage?.getStore();
}

/**
 * @param {{ level?: keyof typeof LEVELS }} [config]
 * @returns {{ write(event: { label: string | null; level: keyof typeof LEVELS; message: string }): void }}
 */
export default function astroLogDestination(config = {}) {
  const min = LEVELS[config.level ?? 'info'];
  return {
    write(event) {
      if (process.env.LOG_FORMAT === 'off' || LEVELS[event.level] < min) return;
      const message = redactUrls(event.message.replace(SGR, ''));
      // Outside the server (astro build, check): readable lines for a person at a terminal.
      if (!(/** @type {any} */ (globalThis)[Symbol.for('amcm.requestContext')])) {
        (LEVELS[event.level] >= LEVELS.warn ? process.stderr : process.stdout).write(`${event.label ? `[${event.label}] ` : ''}${message}\n`);
        return;
      }
      const request = currentRequest();
      const line = {
        time: new Date().toISOString(),
        level: event.level,
        event: event.label ? `astro.${event.label}` : 'astro',
        ...(request ? { requestId: request.requestId, method: request.method, path: request.path } : {}),
        message,
      };
      (LEVELS[event.level] >= LEVELS.error ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
    },
  };
}
