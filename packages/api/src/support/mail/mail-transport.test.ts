import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestSmtp } from '../../testing/test-smtp.ts';
import { passwordResetMail } from './mail-messages.ts';
import { createMailTransport } from './mail-transport.ts';

const FROM = "Chuck's Video Store <chuck@chucks.example>";
const mail = passwordResetMail(
  { email: 'marty@example.com', firstName: 'Marty', emailVerifiedAt: new Date() },
  'https://chucks.example/reset-password?token=t0k3n',
);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the mail transport', () => {
  it('without SMTP_URL writes each message as an .eml file in the outbox and says so once', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'chuck-outbox-')), 'outbox');
    dirs.push(outboxDir);
    const onOutbox = vi.fn();
    await createMailTransport({ from: FROM, outboxDir, onOutbox }).send(mail);
    const [file] = readdirSync(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const eml = readFileSync(join(outboxDir, file!), 'utf8');
    expect(eml).toContain("Subject: Reset your password at Chuck's Video Store");
    expect(eml).toContain('To: marty@example.com');
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    expect(onOutbox).toHaveBeenCalledOnce();
    expect(onOutbox).toHaveBeenCalledWith(join(outboxDir, file!), mail);
  });

  it('with SMTP_URL sends plain text and HTML, the link in both, to the SMTP server', async () => {
    const smtp = await startTestSmtp();
    try {
      await createMailTransport({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }).send(mail);
      const received = await smtp.waitForMail('marty@example.com');
      expect(received.from).toContain('chuck@chucks.example');
      expect(received.text).toContain('Hi Marty,');
      expect(received.text).toContain('https://chucks.example/reset-password?token=t0k3n');
      expect(received.text).toContain('Be kind, rewind.');
      expect(received.html).toContain('href="https://chucks.example/reset-password?token=t0k3n"');
    } finally {
      await smtp.close();
    }
  });

  it('fails the attempt when the SMTP server is down (the mail job retries it)', async () => {
    const smtp = await startTestSmtp();
    await smtp.close();
    await expect(
      createMailTransport({ smtpUrl: smtp.url, from: FROM, outboxDir: '/nonexistent' }).send(mail),
    ).rejects.toThrow();
  });
});
