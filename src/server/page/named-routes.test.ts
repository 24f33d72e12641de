import { describe, expect, it } from 'vitest';
import type { MenuNode, MenuTree } from './menu-tree.ts';
import { moduleNode } from './named-routes.ts';

function node(id: number, module: string | null, url: string | null = null): MenuNode {
  return {
    id,
    title: `Item ${String(id)}`,
    mark: 'main',
    path: `item-${String(id)}`,
    url,
    showInMenu: true,
    newWindow: false,
    status: 'published',
    lang: 'en',
    languages: ['en'],
    childrens: [],
    page: module ? ({ id, module } as unknown as MenuNode['page']) : null,
    parentId: null,
    updatedAt: new Date(0),
  };
}

function tree(nodes: MenuNode[]): MenuTree {
  return { roots: nodes, byId: new Map(nodes.map((n) => [n.id, n])), byPath: new Map(nodes.map((n) => [n.path, n])) };
}

describe('moduleNode', () => {
  it('finds the first page of a module that is not an external link, per tree', () => {
    const first = tree([node(1, 'coins', 'https://example.org/shop'), node(2, 'coins'), node(3, 'coins'), node(4, 'search')]);
    expect(moduleNode(first, 'coins')?.id).toBe(2);
    expect(moduleNode(first, 'coins')?.id).toBe(2);
    expect(moduleNode(first, 'search')?.id).toBe(4);
    expect(moduleNode(first, 'exchange-rate')).toBeUndefined();
    // A new revision's tree is asked anew: nothing found in another tree carries over.
    const next = tree([node(5, 'exchange-rate'), node(6, 'coins')]);
    expect(moduleNode(next, 'coins')?.id).toBe(6);
    expect(moduleNode(next, 'exchange-rate')?.id).toBe(5);
    expect(moduleNode(first, 'exchange-rate')).toBeUndefined();
  });
});
