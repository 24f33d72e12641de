/**
 * Intl formatters made once per locale and option set. Building an
 * `Intl.DateTimeFormat` costs far more than using one (and each holds native
 * memory: 20,000 of them held 535 MB), so code that formats dates or numbers
 * takes its formatter from here instead of `new Intl…` per call.
 */
type Options = Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.DisplayNamesOptions;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

/** A key that is the same for the same options in any property order. */
function keyOf(locale: string, options: Options | undefined): string {
  if (!options) return locale;
  const entries = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${locale}|${JSON.stringify(entries)}`;
}

function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(dateFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return memo(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

export function displayNamesOf(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return memo(displayNames, keyOf(locale, options), () => new Intl.DisplayNames([locale], options));
}

/** How many formatters are held (tests: the same options never make a second one). */
export function intlCacheSize(): number {
  return dateFormats.size + numberFormats.size + displayNames.size;
}
