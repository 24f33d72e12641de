/**
 * Keeps React islands small (issue 30): no function or arrow function in a `.tsx`
 * file under src/ may span more than 150 lines. A big island is split into hooks
 * per concern (`use…` files) and step components on the form kit instead.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 150;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Every function (declaration, expression, arrow, method) in a source text longer than `max` lines, named where it can be. */
export function longFunctions(fileName: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push(`${fileName}:${start + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) && node.name) return node.name.getText();
  const parent = node.parent as ts.Node | undefined;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent) && ts.isVariableDeclaration(parent.parent)) return parent.parent.name.getText();
  return '(anonymous)';
}

describe('size of .tsx functions', () => {
  it('finds a long function, arrow and wrapped component (the check itself works)', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function Long() {\n${body}\n  return null;\n}\nconst Arrow = () => {\n${body}\n};\nconst Memo = memo(function () {\n${body}\n});\nfunction Short() { return null; }\n`;
    expect(longFunctions('x.tsx', text, 6)).toEqual(['x.tsx:1 Long (8 lines)', 'x.tsx:9 Arrow (7 lines)', 'x.tsx:16 Memo (7 lines)']);
  });

  it(`has no function over ${MAX_LINES} lines in src/**/*.tsx`, () => {
    const long = tsxFiles(join(root, 'src')).flatMap((file) => longFunctions(relative(root, file), readFileSync(file, 'utf8')));
    expect(long).toEqual([]);
  });
});
