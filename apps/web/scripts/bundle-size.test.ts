import { describe, expect, it } from 'vitest';
import { measureBundle, type ViteManifest } from './bundle-size.ts';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/a.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/a.tsx': {
    file: 'assets/a.js',
    src: 'src/a.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', '_react.js'],
    dynamicImports: ['src/a-editor.tsx'],
  },
  'src/a-editor.tsx': {
    file: 'assets/a-editor.js',
    src: 'src/a-editor.tsx',
    isDynamicEntry: true,
    imports: ['src/a.tsx', '_shared.js', '_zod.js'],
  },
  '_zod.js': { file: 'assets/zod.js' },
  'src/b.tsx': { file: 'assets/b.js', src: 'src/b.tsx', isDynamicEntry: true, imports: ['_shared.js'] },
  'style.css': { file: 'assets/style.css' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/shared.js': 7,
  'assets/a.js': 10,
  'assets/b.js': 20,
  'assets/a-editor.js': 3,
  'assets/zod.js': 25,
  'assets/style.css': 999,
};

describe('measureBundle', () => {
  const rows = measureBundle(manifest, (file) => sizes[file] ?? 0, { initial: 160, lazy: 20 });

  it('counts the entry with its static imports as the initial download', () => {
    expect(rows[0]).toEqual({ name: 'initial (entry + static imports)', bytes: 150, budget: 160 });
  });

  it('counts for each lazy module only the JS it adds to the initial download', () => {
    expect(rows.slice(1)).toEqual([
      { name: 'lazy src/a-editor.tsx', bytes: 28, budget: 20 },
      { name: 'lazy src/a.tsx', bytes: 17, budget: 20 },
      { name: 'lazy src/b.tsx', bytes: 27, budget: 20 },
    ]);
  });

  it('counts a module that only a lazy chunk loads on top of that chunk too', () => {
    // a-editor loads from a, so a and what it shares are there already: it adds itself and zod.
    expect(rows.find((row) => row.name === 'lazy src/a-editor.tsx')?.bytes).toBe(28);
  });

  it('holds a lazy module with a budget of its own to that budget', () => {
    const own = measureBundle(manifest, (file) => sizes[file] ?? 0, {
      initial: 160,
      lazy: 20,
      lazyBySource: { 'src/b.tsx': 30 },
    });
    expect(own.slice(1).map((row) => row.budget)).toEqual([20, 20, 30]);
  });
});
