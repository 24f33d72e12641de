/**
 * The import graph of src/ (TypeScript, TSX and the front matter and scripts of
 * .astro files), with `#src/*` and relative specifiers resolved; type-only
 * imports count. Written here rather than taken from a package because the
 * cycle finders on npm do not read .astro files, and a view ⇄ registry cycle
 * runs through them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|astro)$/;
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'migrations' && name !== 'node_modules') walk(path, out);
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The code of a file that can import: all of a TS file; the front matter and <script> bodies of an .astro file. */
function codeOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return text;
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join('\n');
}

function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0]!;
  let target: string;
  if (bare.startsWith('#src/')) target = join(root, 'src', bare.slice('#src/'.length));
  else if (bare.startsWith('.')) target = resolve(dirname(from), bare);
  else return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return SOURCE.test(candidate) ? candidate : undefined;
  }
  return undefined;
}

/** Every source file under `root/src` with the source files it imports (paths relative to root). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of walk(join(root, 'src'))) {
    const targets = new Set<string>();
    for (const match of codeOf(file).matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = specifier ? resolveSpecifier(root, file, specifier) : undefined;
      if (target) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), [...targets]);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file that imports itself (Tarjan). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return cycles;
}

/** Tests, and the helpers only tests use (a `tests/` folder beside the code they help test). */
const TEST_CODE = /\.test\.tsx?$|\/tests\//;

/**
 * The graph between folders: a file `src/features/<name>/…` counts as the folder
 * `src/features/<name>`, any other file as its first folder under src/ (`src/server`,
 * `src/lib`, …) or itself when it stands at the top of src/ or of src/features.
 * Test code is left out: a test may reach across folders.
 */
export function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folderOf = (file: string) => {
    const parts = file.split('/');
    if (parts[1] === 'features') return parts.length > 3 ? parts.slice(0, 3).join('/') : file;
    return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (TEST_CODE.test(file)) continue;
    const from = folderOf(file);
    const set = folders.get(from) ?? new Set<string>();
    folders.set(from, set);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== from) set.add(to);
    }
  }
  return new Map([...folders].map(([folder, set]) => [folder, [...set].sort()]));
}
