import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSmtp } from '@chuck/api/test-smtp';
import { configFromUrl, migrateToLatest, openDatabase } from '@chuck/db';
import { createScratchDatabase, testEnv } from '@chuck/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { sendNewsletter } from '../src/newsletter-send.ts';

// README "The newsletter", docs/product.md §6: `pnpm newsletter:send FILE.md` to a real SMTP server.
describe('pnpm newsletter:send', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chuck-newsletter-'));
  const cleanup: Array<() => Promise<void> | void> = [
    () => rmSync(dataDir, { recursive: true, force: true }),
  ];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('sends one issue to every confirmed address with progress, and a second run sends nobody anything', {
    timeout: 90_000,
  }, async () => {
    const databaseUrl = testEnv.DATABASE_URL
      ? await createScratchDatabase(testEnv.DATABASE_URL, 'chuck_newsletter').then((s) => {
          cleanup.push(s.drop);
          return s.url;
        })
      : undefined;
    const smtp = await startTestSmtp();
    cleanup.push(() => smtp.close());
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://chucks.example',
      SMTP_URL: smtp.url,
      MAIL_FROM: "Chuck's Video Store <chuck@chucks.example>",
    };
    const seed = await openDatabase(configFromUrl(databaseUrl, dataDir));
    await migrateToLatest(seed.db);
    await seed.db
      .insertInto('newsletterSubscribers')
      .values(
        ['ana', 'bo', 'cy', 'unconfirmed'].map((name, i) => ({
          email: `${name}@example.com`,
          emailKey: `${name}@example.com`,
          unsubscribeToken: `${name}-token-${'x'.repeat(30)}`,
          confirmedAt: name === 'unconfirmed' ? null : new Date(Date.now() - i * 1000),
        })),
      )
      .execute();
    await seed.close();
    const file = join(dataDir, 'issue.md');
    writeFileSync(file, '# New arrivals for March\n\nThree films came in:\n\n- **Heat**\n- Ronin\n');

    const lines: string[] = [];
    expect(await sendNewsletter(file, env, (line) => lines.push(line))).toEqual({ queued: 3, done: 3 });
    expect(lines[0]).toMatch(/^Issue "New arrivals for March" \([0-9a-f]{24}\)$/);
    expect(lines).toContain('queued 3');
    expect(lines.at(-1)).toBe('sent 3 of 3');
    for (const name of ['ana', 'bo', 'cy']) {
      const mail = await smtp.waitForMail(`${name}@example.com`);
      expect(mail.subject).toBe('New arrivals for March');
      expect(mail.text).toContain(`https://chucks.example/newsletter/unsubscribe?token=${name}-token-`);
      expect(mail.html).toContain('<strong>Heat</strong>');
    }

    const again: string[] = [];
    expect(await sendNewsletter(file, env, (line) => again.push(line))).toEqual({ queued: 3, done: 3 });
    expect(again).not.toContain('queued 3');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(3);
  });

  it('refuses to send without PUBLIC_URL (the unsubscribe links need the site)', async () => {
    await expect(
      sendNewsletter('/nonexistent.md', {
        DATA_DIR: dataDir,
        MAIL_FROM: 'x@example.com',
        DATABASE_URL: undefined,
        PUBLIC_URL: undefined,
        SMTP_URL: undefined,
      }),
    ).rejects.toThrow(/Set PUBLIC_URL/);
  });
});
