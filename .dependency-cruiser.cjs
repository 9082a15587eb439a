// The dependency rule (docs/architecture.md, "The dependency rule"), checked by `pnpm deps:check`.
const AREAS = '(front-counter|library|club|social|support)';
/** The areas from the ground floor up. */
const FLOORS = ['support', 'front-counter', 'social', 'club', 'library'];
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere, type-only imports and tests included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'repository-of-another-domain',
      comment:
        "A repository is the only Kysely code of its domain: only its own domain's files (and tests) import it.",
      severity: 'error',
      from: { path: `^packages/api/src/${AREAS}/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: { path: '\\.repository\\.ts$', pathNot: `^packages/api/src/$1/$2/` },
    },
    {
      name: 'repository-outside-domains',
      comment:
        'Code outside the domains (lib, shared, the apps) reaches data through services; tests may read rows.',
      severity: 'error',
      from: { pathNot: `^packages/api/src/${AREAS}/|\\.test\\.ts$` },
      to: { path: `^packages/api/src/${AREAS}/.+\\.repository\\.ts$` },
    },
    {
      name: 'lib-imports-a-domain',
      comment:
        'lib/ and shared/ are the floor every domain stands on: they never import a domain or the app.',
      severity: 'error',
      from: { path: '^packages/api/src/(lib|shared)/' },
      to: {
        path: `^packages/api/src/(${AREAS.slice(1, -1)}|effects)/|^packages/api/src/(root|index|context)\\.ts$`,
      },
    },
    {
      name: 'domain-imports-the-root',
      comment:
        'Domains are assembled by root.ts and index.ts, never the other way round (tests may call the root).',
      severity: 'error',
      from: { path: `^packages/api/src/${AREAS}/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/api/src/(root|index)\\.ts$' },
    },
    // The areas are floors (docs/architecture.md, "The dependency rule"): support < front-counter <
    // social < club < library. An area calls its own domains and those of the floors below it; what
    // must happen above is an event (call down, emit up).
    ...FLOORS.map((area, floor) => ({
      name: `${area}-imports-a-floor-above`,
      severity: 'error',
      from: { path: `^packages/api/src/${area}/`, pathNot: '\\.test\\.ts$' },
      to: { path: `^packages/api/src/(${FLOORS.slice(floor + 1).join('|') || '$^'})/` },
    })),
    {
      name: 'leaf-package-imports-up',
      comment: 'db, catalog, clerk and realtime know nothing of the procedures or the apps.',
      severity: 'error',
      from: { path: '^packages/(db|catalog|clerk|realtime)/' },
      to: { path: '^(packages/api|apps)/' },
    },
    {
      name: 'package-imports-an-app',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
