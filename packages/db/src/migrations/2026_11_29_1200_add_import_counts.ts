import type { Kysely } from 'kysely';

// Past imports listed on the profile (issue 29, 'undo where you look for it'): what each import did,
// as its report said, so the list reads the same after a reload. JSON ({imported, alreadyPresent,
// unmatched, diaryEntries}); null for imports applied before this column existed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('library_imports').addColumn('counts', 'jsonb').execute();
}
