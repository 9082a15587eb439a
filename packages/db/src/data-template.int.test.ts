import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { seedFromTemplate } from './data-template.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chuck-template-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a data directory started from a template', () => {
  it('opens with what the template held, and later opens keep their own writes', async () => {
    const template = join(freshDir(), 'template');
    const made = await openDatabase({ kind: 'pglite', dataDir: template });
    await sql`CREATE TABLE stock (title text)`.execute(made.db);
    await sql`INSERT INTO stock VALUES ('Alien')`.execute(made.db);
    await made.close();

    const dataDir = join(freshDir(), 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir, template });
    await sql`INSERT INTO stock VALUES ('Heat')`.execute(first.db);
    await first.close();
    // Set up now: a second open with the template keeps the directory as it is.
    const again = await openDatabase({ kind: 'pglite', dataDir, template });
    const { rows } = await sql<{ title: string }>`SELECT title FROM stock ORDER BY title`.execute(again.db);
    await again.close();
    expect(rows.map((r) => r.title)).toEqual(['Alien', 'Heat']);
  }, 60_000); // three embedded databases started, one of them set up from nothing

  it('copies into a directory never set up, and again after a copy cut short (no marker yet)', async () => {
    const template = freshDir();
    writeFileSync(join(template, 'PG_VERSION'), '17\n');
    writeFileSync(join(template, 'table'), 'rows');
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'table'), 'half');
    expect(await seedFromTemplate(dataDir, template)).toBe(true);
    expect(readFileSync(join(dataDir, 'table'), 'utf8')).toBe('rows');
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await seedFromTemplate(dataDir, template)).toBe(false);
  });

  it('does nothing without a template that was finished', async () => {
    const dataDir = freshDir();
    expect(await seedFromTemplate(dataDir, join(freshDir(), 'missing'))).toBe(false);
    expect(await seedFromTemplate(dataDir, freshDir())).toBe(false);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  });
});
