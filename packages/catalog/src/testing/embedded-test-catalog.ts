import { createTestDb } from '@chuck/db/testing';
import type { Catalog } from '../catalog.ts';
import { createEmbeddedCatalog } from '../embedded/embedded-catalog.ts';
import { importEmbeddedCatalog } from '../embedded/import-embedded.ts';

export interface TestCatalog {
  catalog: Catalog;
  close(): Promise<void>;
}

/** The embedded films over a fresh test database of their own, for tests that only read films. */
export async function createTestCatalog(): Promise<TestCatalog> {
  const handle = await createTestDb();
  await importEmbeddedCatalog(handle.db);
  return { catalog: createEmbeddedCatalog(handle.db), close: handle.close };
}
