/**
 * The island boundary of src/i18n in scripts/eslint.config.js: browser code takes only
 * the formatting part (format.ts) as a value; the catalogue and messages files only
 * as types.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('./eslint.config.js', import.meta.url)) });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => /no-restricted-imports/.test(m.ruleId ?? '')).map((m) => m.message);
}

const island = 'src/features/news/LintProbe.tsx';
const use = (names: string) => `\nexport const probe = [${names}];\n`;

// The first lint loads the whole configuration (parsers, plugins): seconds on a busy machine.
describe('island boundary of src/i18n', { timeout: 60_000 }, () => {
  it('lets an island import format.ts and the types of the catalogue and of its own messages', async () => {
    const code = [
      "import { formatMessage } from '#src/i18n/format.ts';",
      "import type { KeyOf, PickedMessages } from '#src/i18n/catalogue.ts';",
      "import type { en, newsText } from './messages.ts';",
      "export type Probe = [KeyOf<typeof newsText>, PickedMessages<typeof en, 'news.total'>, typeof en];",
    ].join('\n');
    expect(await restricted(island, code + use('formatMessage'))).toEqual([]);
  });

  it('refuses the catalogue, the shared messages and a messages file as values', async () => {
    expect(await restricted(island, "import { defineCatalogue } from '#src/i18n/catalogue.ts';" + use('defineCatalogue'))).toHaveLength(1);
    expect(await restricted(island, "import { en } from '#src/i18n/common-messages.ts';" + use('en'))).toHaveLength(1);
    expect(await restricted(island, "import { en } from './messages.ts';" + use('en'))).toHaveLength(1);
    expect(await restricted('src/features/site/client/probe.ts', "import { commonText } from '#src/i18n/common-messages.ts';" + use('commonText'))).toHaveLength(1);
  });

  it('leaves server code free to use the catalogue', async () => {
    expect(await restricted('src/features/news/probe-page.ts', "import { newsText } from './messages.ts';" + use('newsText'))).toEqual([]);
  });
});
