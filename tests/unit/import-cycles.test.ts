import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('import graph of src/', () => {
  const graph = importGraph(root);

  it('reads the whole tree, .astro views included, and resolves #src and relative imports', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('src/features/modules.ts')).toEqual(expect.arrayContaining(['src/features/news/index.ts']));
    expect(graph.get('src/features/news/index.ts')).toEqual(expect.arrayContaining(['src/features/news/NewsDetail.astro', 'src/features/news/page.ts']));
  });

  it('finds a cycle when there is one (the detector itself works)', () => {
    const fake = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(fake)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});
