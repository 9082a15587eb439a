// Bundles the server and our workspace packages (shipped as TypeScript source) into dist/server.js,
// with the embedded database's worker thread beside it (dist/pglite-worker.js, found by URL).
// Third-party imports stay external but are pinned to the exact files pnpm installed for whichever
// workspace package asked for them (pnpm does not hoist them next to dist/).
import { build } from 'esbuild';

const pinned = Symbol('pinned');

await build({
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: '../../packages/db/src/pglite-worker.js', out: 'pglite-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'pin-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.path.startsWith('@chuck/') || args.path.startsWith('node:') || args.pluginData === pinned)
            return;
          const found = await b.resolve(args.path, {
            resolveDir: args.resolveDir,
            kind: args.kind,
            pluginData: pinned,
          });
          if (found.errors.length > 0) return { errors: found.errors };
          return { path: found.path, external: true };
        });
      },
    },
  ],
});
