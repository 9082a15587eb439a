import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { buildOpenApiDocument } from '@chuck/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Chuck's Video Store API</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="docs"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

// A file, not an inline script, so the page passes the site's CSP.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** GET /api/openapi.json and an interactive reference at /api/docs, served locally (no CDN). */
export async function docsPlugin(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(buildOpenApiDocument());
  app.get('/api/openapi.json', (_req, reply) => reply.type('application/json').send(document));
  app.get('/api/docs', (_req, reply) => reply.type('text/html').send(DOCS_PAGE));
  app.get('/api/docs/init.js', (_req, reply) => reply.type('text/javascript').send(DOCS_INIT));
  const require = createRequire(import.meta.url);
  await app.register(fastifyStatic, {
    root: dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: '/api/docs/assets/',
    decorateReply: false,
    allowedPath: (path) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(path),
  });
}
