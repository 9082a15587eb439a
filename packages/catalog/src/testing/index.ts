export { catalogTemplate, createTestCatalog, type TestCatalog } from './embedded-test-catalog.ts';
export { createFakeTmdb, type FakeTmdb, type FakeTmdbOptions, tmdbError } from './fake-tmdb.ts';
export { perFileMsw } from './per-file-msw.ts';
export { seedSyntheticCatalog } from './synthetic.ts';
export { FIXTURE_MOVIES, FIXTURE_PEOPLE, FIXTURE_PROVIDERS } from './tmdb-fixtures.ts';
