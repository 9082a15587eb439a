import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * Where `pnpm build` left an embedded database already migrated and holding this catalog
 * (scripts/make-data-template.ts), or undefined before a build: found through the package, so a
 * bundled server finds it too.
 */
export function dataTemplatePath(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('@chuck/catalog/data-template/PG_VERSION'));
  } catch {
    return undefined;
  }
}
