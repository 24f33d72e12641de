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

/**
 * The options as written, in their own property order: cheap to build (a rates
 * table formats thousands of numbers per page, and sorting the options for each
 * one showed in profiles). It leads to the formatter of the sorted key, so two
 * orders of the same options still share one formatter.
 */
function quickKeyOf(locale: string, options: Options | undefined): string {
  let key = locale;
  if (options) for (const name in options) key += `|${name}=${String((options as Record<string, unknown>)[name])}`;
  return key;
}

/** Formatters by quick key (see above), per kind. */
const quick = new Map<Map<string, unknown>, Map<string, unknown>>();

function memo<T>(cache: Map<string, T>, locale: string, options: Options | undefined, make: () => T): T {
  let byQuickKey = quick.get(cache) as Map<string, T> | undefined;
  if (!byQuickKey) {
    byQuickKey = new Map();
    quick.set(cache, byQuickKey);
  }
  const quickKey = quickKeyOf(locale, options);
  const known = byQuickKey.get(quickKey);
  if (known !== undefined) return known;
  const key = keyOf(locale, options);
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  byQuickKey.set(quickKey, value);
  return value;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return memo(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function displayNamesOf(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return memo(displayNames, locale, options, () => new Intl.DisplayNames([locale], options));
}

/** How many formatters are held (tests: the same options never make a second one). */
export function intlCacheSize(): number {
  return dateFormats.size + numberFormats.size + displayNames.size;
}
