import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { inlineBrandFaces, webFonts } from './scripts/web-fonts.ts';

// The API server (apps/server) listens on 3000 in development; everything it owns is proxied so the
// browser sees one origin, exactly as in production where the server serves this build.
const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [webFonts(), react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: inlineBrandFaces,
    // .vite/manifest.json: what scripts/bundle-budget.ts measures.
    manifest: true,
  },
  // The server renderer (`vite build --ssr`, for the server's film pages and scripts/prerender-pages.ts)
  // carries its dependencies, so dist/ needs no node_modules beside it, and React's production build
  // whatever NODE_ENV the server runs with (the client build is production already).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/trpc': { target: apiServer, changeOrigin: false },
      '/ws': { target: apiServer, ws: true, changeOrigin: false },
    },
  },
}));
