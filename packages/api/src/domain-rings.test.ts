import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const AREAS = ['support', 'front-counter', 'social', 'club', 'library'];

/** Every production file of the domains, by its `area/domain`. */
function domainFiles(): { file: string; domain: string }[] {
  return AREAS.flatMap((area) =>
    readdirSync(join(SRC, area), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
      .map((path) => ({ file: join(SRC, area, path), domain: `${area}/${path.split('/')[0]}` })),
  );
}

/** Which domains each domain imports (itself left out). */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, domain } of domainFiles()) {
    const targets = graph.get(domain) ?? new Set<string>();
    graph.set(domain, targets);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const [area, name] = relative(SRC, resolve(dirname(file), path!)).split('/');
      if (AREAS.includes(area!) && name && !name.endsWith('.ts') && `${area}/${name}` !== domain) {
        targets.add(`${area}/${name}`);
      }
    }
  }
  return graph;
}

/** A path from `to` back to `from` through the graph, if there is one. */
function pathBack(graph: Map<string, Set<string>>, from: string, to: string): string[] | null {
  const seen = new Set<string>();
  const walk = (at: string): string[] | null => {
    if (at === from) return [at];
    if (seen.has(at)) return null;
    seen.add(at);
    for (const next of graph.get(at) ?? []) {
      const rest = walk(next);
      if (rest) return [at, ...rest];
    }
    return null;
  };
  return walk(to);
}

// docs/architecture.md 'The dependency rule': domains call each other one way, within an area too.
// dependency-cruiser's no-circular sees files; two domains can still lean on each other through
// different files, which is the ring this test refuses.
describe('domains', () => {
  it('import each other one way: no ring of domains', () => {
    const graph = domainGraph();
    expect(graph.size).toBeGreaterThan(30);
    const rings = [...graph].flatMap(([domain, targets]) =>
      [...targets].flatMap((target) => {
        const back = pathBack(graph, domain, target);
        return back ? [[domain, ...back].join(' → ')] : [];
      }),
    );
    expect(rings).toEqual([]);
  });
});
