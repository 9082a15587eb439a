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
 * One row for the initial download (the HTML entry and its static imports) and one per lazily
 * loaded module, counting only the JS it adds on top of the initial download.
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

  const rows: BudgetRow[] = [
    { name: 'initial (entry + static imports)', bytes: sizeOf(initial), budget: budgets.initial },
  ];
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .sort();
  for (const key of lazy) {
    const added = [...staticClosure(manifest, key)].filter((k) => !initial.has(k));
    const src = manifest[key]?.src ?? key;
    rows.push({
      name: `lazy ${src}`,
      bytes: sizeOf(added),
      budget: budgets.lazyBySource?.[src] ?? budgets.lazy,
    });
  }
  return rows;
}
