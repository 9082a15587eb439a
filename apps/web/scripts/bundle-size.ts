/** The parts of Vite's build manifest (`build.manifest`) the budget reads. */
export interface ViteManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export interface BudgetRow {
  name: string;
  /** Gzipped bytes a browser downloads for it. */
  bytes: number;
  budget: number;
}

/** The manifest keys `key` pulls in before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const isJs = (file: string) => file.endsWith('.js');

/**
 * What the browser already has when `key` loads, one set per way it can load: the initial download,
 * plus the lazy chunk that imports it when only lazy chunks do (a screen's editor, say, loads from
 * its screen, never before it).
 */
function loadedBefore(manifest: ViteManifest, key: string, initial: Set<string>): Set<string>[] {
  const importers = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(key));
  if (importers.length === 0 || importers.some((k) => initial.has(k))) return [initial];
  return importers.map((k) => staticClosure(manifest, k, new Set(initial)));
}

/**
 * One row for the initial download (the HTML entry and its static imports) and one per lazily
 * loaded module, counting only the JS it adds on top of what is loaded before it (the initial
 * download, and the lazy chunk that loads it, if any; the most it can add when several do).
 */
export function measureBundle(
  manifest: ViteManifest,
  gzippedSize: (file: string) => number,
  budgets: {
    initial: number;
    lazy: number;
    /** Lazy modules (by source path) that have a budget of their own. */
    lazyBySource?: Readonly<Record<string, number>>;
  },
): BudgetRow[] {
  const sizeOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (file && isJs(file)) total += gzippedSize(file);
    }
    return total;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const initial = new Set<string>();
  for (const entry of entries) staticClosure(manifest, entry, initial);

  const addedTo = (had: Set<string>, key: string) =>
    [...staticClosure(manifest, key)].filter((k) => !had.has(k));
  const rows: BudgetRow[] = [
    { name: 'initial (entry + static imports)', bytes: sizeOf(initial), budget: budgets.initial },
  ];
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .sort();
  for (const key of lazy) {
    const src = manifest[key]?.src ?? key;
    rows.push({
      name: `lazy ${src}`,
      bytes: Math.max(...loadedBefore(manifest, key, initial).map((had) => sizeOf(addedTo(had, key)))),
      budget: budgets.lazyBySource?.[src] ?? budgets.lazy,
    });
  }
  return rows;
}
