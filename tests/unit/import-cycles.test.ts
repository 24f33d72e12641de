import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderGraph, importCycles, importGraph } from './import-graph.ts';

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

  const folders = folderGraph(graph);

  it('has no cycle between folders: no two features depend on each other, even through a third', () => {
    expect(folders.get('src/features/news')).toEqual(expect.arrayContaining(['src/features/entries']));
    expect(importCycles(folders)).toEqual([]);
  });

  it('infrastructure imports no feature, the seed or the app: no import runs back up', () => {
    const upward = (folder: string) => (folders.get(folder) ?? []).filter((to) => /^src\/(features|seed|app|pages|middleware)/.test(to)).map((to) => `${folder} -> ${to}`);
    expect(['src/server', 'src/lib', 'src/i18n', 'src/components'].flatMap(upward)).toEqual([]);
    // The check above reads the folders it names: each is there and imports something.
    expect(folders.get('src/server')?.length).toBeGreaterThan(0);
  });
});
