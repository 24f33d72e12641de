import { afterEach, describe, expect, it, vi } from 'vitest';
import astroLogDestination, { redactUrls } from './astro-log.js';
import { runInRequestContext } from './request-context.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the destination writes, line by line, to stdout and stderr. */
function capture(): { lines: () => string[] } {
  const written: string[] = [];
  const keep = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  return { lines: () => written.join('').split('\n').filter(Boolean) };
}

describe("Astro's log lines", () => {
  it('name the crashing request by id and path, never its query string', () => {
    vi.stubEnv('LOG_FORMAT', 'json');
    const log = capture();
    const destination = astroLogDestination();
    runInRequestContext({ requestId: 'req-42', method: 'GET', path: '/zh-hant/search' }, () => {
      // The node adapter's line for a page that threw, as it writes it.
      destination.write({
        label: null,
        level: 'error',
        message: 'Could not render http://127.0.0.1:4321/zh-hant/search?q=%E9%99%B3%E5%A4%A7%E6%96%87&email=chan%40example.mo\nError: boom\n    at render (file:///srv/dist/server/chunks/page.mjs:10:5)',
      });
    });
    vi.unstubAllEnvs();
    const lines = log.lines();
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', requestId: 'req-42', method: 'GET', path: '/zh-hant/search' });
    expect(line.message).toContain('Could not render /zh-hant/search\n');
    expect(lines[0]).not.toMatch(/%E9%99%B3|chan%40example|email=|\?q=|127\.0\.0\.1/);
    // The stack stays in the log (the server's reader needs it), only the URL is cut.
    expect(line.message).toContain('Error: boom');
  });

  it('cut every URL and path in a message to its path', () => {
    expect(redactUrls('GET https://www.amcm.gov.mo/en/x?ValidateKey=abc#top done')).toBe('GET /en/x done');
    expect(redactUrls('rendering /en/forms/complaint?name=Chan%20Tai%20Man failed')).toBe('rendering /en/forms/complaint failed');
    expect(redactUrls('http://localhost:4321?x=1')).toBe('/');
    expect(redactUrls('no url here')).toBe('no url here');
  });

  it('stay silent with LOG_FORMAT=off', () => {
    vi.stubEnv('LOG_FORMAT', 'off');
    const log = capture();
    runInRequestContext({ requestId: 'r', method: 'GET', path: '/' }, () => astroLogDestination().write({ label: 'router', level: 'error', message: 'x' }));
    vi.unstubAllEnvs();
    expect(log.lines()).toEqual([]);
  });
});
