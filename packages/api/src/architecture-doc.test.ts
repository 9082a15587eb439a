import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const AREAS = ['front-counter', 'library', 'club', 'social', 'support'];
const ARCHITECTURE = readFileSync(join(SRC, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');

// docs/architecture.md 'Areas and domains' is where a newcomer finds a domain: a folder added
// without its line there fails here.
describe('docs/architecture.md', () => {
  it.each(AREAS)('lists every domain of %s', (area) => {
    const domains = readdirSync(join(SRC, area), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(domains.length).toBeGreaterThan(0);
    const unlisted = domains.filter((domain) => !ARCHITECTURE.includes(`\n- \`${domain}\`:`));
    expect(unlisted).toEqual([]);
  });
});
