/**
 * A strict reader of iCalendar text (RFC 5545), shared by the unit test of the
 * writer and the browser test of the feed: it throws on anything a strict client
 * could reject (bare LF, lines over 75 octets, broken UTF-8, malformed content
 * lines, unbalanced components).
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
}

export interface IcsCalendar {
  properties: IcsProperty[];
  components: IcsComponent[];
}

function fail(message: string): never {
  throw new Error(`iCalendar: ${message}`);
}

export function parseIcsStrict(text: string): IcsCalendar {
  if (!text.endsWith('\r\n')) fail('does not end with CRLF');
  if (/(?<!\r)\n|\r(?!\n)/.test(text)) fail('has a bare LF or CR');
  const encoder = new TextEncoder();
  for (const physical of text.slice(0, -2).split('\r\n')) {
    if (encoder.encode(physical).length > 75) fail(`line longer than 75 octets: ${physical}`);
    if (physical.includes('\uFFFD')) fail(`line with broken UTF-8: ${physical}`);
  }
  const lines = text.slice(0, -2).replace(/\r\n[ \t]/g, '').split('\r\n');
  const stack: IcsComponent[] = [];
  const calendar: IcsCalendar = { properties: [], components: [] };
  let closed = false;
  for (const line of lines) {
    if (closed) fail(`content after END:VCALENDAR: ${line}`);
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:,"]+)(?:,(?:"[^"]*"|[^;:,"]+))*)*):(.*)$/.exec(line);
    if (!match) fail(`not a content line: ${line}`);
    const name = (match[1] ?? '').toUpperCase();
    const value = match[3] ?? '';
    const params: Record<string, string> = {};
    for (const part of (match[2] ?? '').split(';').filter(Boolean)) {
      const [key, ...rest] = part.split('=');
      params[(key ?? '').toUpperCase()] = rest.join('=');
    }
    if (name === 'BEGIN') {
      if (!stack.length && value !== 'VCALENDAR') fail('does not start with BEGIN:VCALENDAR');
      stack.push({ name: value, properties: [] });
    } else if (name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== value) fail(`END:${value} does not close ${open?.name ?? 'anything'}`);
      if (open.name === 'VCALENDAR') {
        calendar.properties = open.properties;
        closed = true;
      } else calendar.components.push(open);
    } else {
      const current = stack[stack.length - 1];
      if (!current) fail(`property outside a component: ${line}`);
      current.properties.push({ name, params, value });
    }
  }
  if (!closed || stack.length) fail('components are not balanced');
  return calendar;
}

/** The one value of a property of a component (throws when absent or repeated). */
export function icsValue(component: IcsComponent | IcsCalendar, name: string): IcsProperty {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length !== 1) fail(`expected one ${name}, found ${String(found.length)}`);
  return found[0] as IcsProperty;
}

/** An escaped TEXT value read back. */
export function icsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
