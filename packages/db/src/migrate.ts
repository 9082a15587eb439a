import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './client.ts';
import { migrations } from './migrations/index.ts';

// Migrations are imported statically (not read from a folder) so the bundled server carries them.
const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}`, { cause: error });
  }
}
