import { createTestDb, type TestTemplate } from '@chuck/db/testing';
import type { Catalog } from '../catalog.ts';
import { dataTemplatePath } from '../embedded/data-template.ts';
import { createEmbeddedCatalog } from '../embedded/embedded-catalog.ts';
import { EMBEDDED_CATALOG_VERSION } from '../embedded/embedded-films.ts';
import { importEmbeddedCatalog } from '../embedded/import-embedded.ts';

/**
 * Test databases holding the embedded catalog: on PGlite a copy of the directory `pnpm build`
 * prepared, on PostgreSQL a copy of a template database made once; importing the 35,000 films
 * again for every file would cost each some 25 seconds.
 */
export const catalogTemplate: TestTemplate = {
  key: `catalog-${EMBEDDED_CATALOG_VERSION}`,
  pgliteDir: dataTemplatePath(),
  seed: (db) => importEmbeddedCatalog(db),
};

export interface TestCatalog {
  catalog: Catalog;
  close(): Promise<void>;
}

/** The embedded films over a fresh test database of their own, for tests that only read films. */
export async function createTestCatalog(): Promise<TestCatalog> {
  const handle = await createTestDb(catalogTemplate);
  return { catalog: createEmbeddedCatalog(handle.db), close: handle.close };
}
