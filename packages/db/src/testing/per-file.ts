import { afterAll, beforeAll } from 'vitest';

/**
 * What a test file's tests share (a database, an app, a server): made before the first test and
 * closed after the last. The object is returned at once; its fields are there when the tests run.
 */
export function perFile<T extends { close(): Promise<void> | void }>(make: () => Promise<T>): T {
  const shared = {} as T;
  beforeAll(async () => {
    Object.assign(shared, await make());
  });
  afterAll(() => shared.close());
  return shared;
}
