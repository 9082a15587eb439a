import type { OutgoingMail } from '../jobs/job-kinds.ts';

const SIGN_OFF = "Be kind, rewind.\nChuck, behind the counter at Chuck's Video Store";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  before: string[];
  button: { label: string; href: string };
  /** Paragraphs after it. */
  after: string[];
}

/** One message in the store's voice, as plain text and as simple HTML with the same words. */
function letter(l: Letter): OutgoingMail {
  const text = [l.greeting, ...l.before, `${l.button.label}: ${l.button.href}`, ...l.after, SIGN_OFF].join(
    '\n\n',
  );
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Georgia, serif; color: #1f1b16; max-width: 36em">
<p>${escapeHtml(l.greeting)}</p>
${paragraphs(l.before)}
<p><a href="${escapeHtml(l.button.href)}" style="background: #b91c1c; color: #fff; padding: 0.6em 1.2em; text-decoration: none; border-radius: 4px">${escapeHtml(l.button.label)}</a></p>
<p style="font-size: 0.9em">Or paste this into your browser: ${escapeHtml(l.button.href)}</p>
${paragraphs(l.after)}
<p>${SIGN_OFF.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to: l.to, subject: l.subject, text, html };
}

/** docs/product.md §2 'Forgot your password': the single-use link, good for 30 minutes. */
export function passwordResetMail(to: string, firstName: string | null, link: string): OutgoingMail {
  return letter({
    to,
    subject: "Reset your password at Chuck's Video Store",
    greeting: firstName ? `Hi ${firstName},` : 'Hi there,',
    before: [
      'Somebody (hopefully you) asked to reset the password on your membership card. Pick a new one here. The link works once, for the next 30 minutes:',
    ],
    button: { label: 'Choose a new password', href: link },
    after: [
      "If that wasn't you, just ignore this mail: your password stays as it is, and nobody gets in without it.",
    ],
  });
}
