import type { OutgoingMail } from '../jobs/job-kinds.ts';

const SIGN_OFF = "Be kind, rewind.\nChuck, behind the counter at Chuck's Video Store";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  before: string[];
  button?: { label: string; href: string };
  /** Paragraphs after it. */
  after: string[];
  /** Small print under the sign-off, e.g. how to leave the newsletter. */
  footer?: { text: string; link: { label: string; href: string } };
  headers?: Record<string, string>;
}

/** One message in the store's voice, as plain text and as simple HTML with the same words. */
function letter(l: Letter, bodyHtml?: string): OutgoingMail {
  const text = [
    l.greeting,
    ...l.before,
    ...(l.button ? [`${l.button.label}: ${l.button.href}`] : []),
    ...l.after,
    SIGN_OFF,
    ...(l.footer ? [`${l.footer.text} ${l.footer.link.label}: ${l.footer.link.href}`] : []),
  ].join('\n\n');
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = l.button
    ? `<p><a href="${escapeHtml(l.button.href)}" style="background: #b91c1c; color: #fff; padding: 0.6em 1.2em; text-decoration: none; border-radius: 4px">${escapeHtml(l.button.label)}</a></p>
<p style="font-size: 0.9em">Or paste this into your browser: ${escapeHtml(l.button.href)}</p>`
    : '';
  const footer = l.footer
    ? `<p style="font-size: 0.8em; color: #57534e">${escapeHtml(l.footer.text)} <a href="${escapeHtml(l.footer.link.href)}">${escapeHtml(l.footer.link.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family: Georgia, serif; color: #1f1b16; max-width: 36em">
<p>${escapeHtml(l.greeting)}</p>
${bodyHtml ?? paragraphs(l.before)}
${button}
${paragraphs(l.after)}
<p>${SIGN_OFF.split('\n').map(escapeHtml).join('<br>')}</p>
${footer}
</body></html>`;
  return { to: l.to, subject: l.subject, text, html, ...(l.headers && { headers: l.headers }) };
}

/** A member a mail goes to, at their own address. */
export interface Addressee {
  email: string;
  firstName: string | null;
  emailVerifiedAt: Date | null;
}

/**
 * Anyone may type somebody else's address at sign-up or in an address change, and the name is
 * theirs to choose: it greets only at an address its member has confirmed, so no text of a
 * stranger's lands in an inbox that never asked for it (issue 25).
 */
const hello = (member: Addressee) =>
  member.emailVerifiedAt && member.firstName ? `Hi ${member.firstName},` : 'Hi there,';

/** docs/product.md §2 'Forgot your password': the single-use link, good for 30 minutes. */
export function passwordResetMail(member: Addressee, link: string): OutgoingMail {
  return letter({
    to: member.email,
    subject: "Reset your password at Chuck's Video Store",
    greeting: hello(member),
    before: [
      'Somebody (hopefully you) asked to reset the password on your membership card. Pick a new one here. The link works once, for the next 30 minutes:',
    ],
    button: { label: 'Choose a new password', href: link },
    after: [
      "If that wasn't you, just ignore this mail: your password stays as it is, and nobody gets in without it.",
    ],
  });
}

/**
 * docs/product.md §2 'Verify your address': sent after sign-up and on 'Send again', to an address
 * nobody has confirmed yet, so it carries nothing the member typed.
 */
export function verifyEmailMail(to: string, link: string): OutgoingMail {
  return letter({
    to,
    subject: "Confirm your address at Chuck's Video Store",
    greeting: 'Hi there,',
    before: [
      'Welcome to the store! One quick thing: tell us this address is really yours, so we can reach you if you ever forget your password. The link works for 3 days:',
    ],
    button: { label: 'Confirm my address', href: link },
    after: ["If you didn't make a membership card with us, ignore this mail and nothing happens."],
  });
}

/**
 * docs/product.md §2 'Change your address': to the new address, which takes over once confirmed.
 * Nobody has confirmed it yet, so it carries nothing the member typed.
 */
export function changeEmailMail(to: string, link: string): OutgoingMail {
  return letter({
    to,
    subject: "Confirm your new address at Chuck's Video Store",
    greeting: 'Hi there,',
    before: [
      'You asked to move your membership card to this address. It takes over once you confirm it here. The link works for 3 days:',
    ],
    button: { label: 'Use this address', href: link },
    after: ["If you didn't ask for this, ignore this mail: your card stays with the address it has."],
  });
}

/**
 * An address as a mail may show it to somebody who may not own it: the first letter and the domain
 * ('n•••@example.com'), enough for the member to recognise, too little to hand an attacker's inbox on.
 */
function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

/**
 * docs/product.md §2 'Taking your account back': the old address is told once the change is done,
 * with a link that undoes it (issue 33).
 */
export function emailChangedNotice(member: Addressee, newEmail: string, undoLink: string): OutgoingMail {
  return letter({
    to: member.email,
    subject: "Your address at Chuck's Video Store was changed",
    greeting: hello(member),
    before: [
      `Your address at Chuck's Video Store was changed to ${maskAddress(newEmail)}. If this wasn't you, take your account back:`,
    ],
    button: { label: 'Take my account back', href: undoLink },
    after: [
      'The link works for 7 days. It gives your card this address again, signs out every device and asks you for a new password. If it was you, ignore this mail.',
    ],
  });
}

/** docs/product.md §2 'Taking your account back': a password change is told to the card's address. */
export function passwordChangedNotice(member: Addressee, undoLink: string): OutgoingMail {
  return letter({
    to: member.email,
    subject: "Your password at Chuck's Video Store was changed",
    greeting: hello(member),
    before: [
      "The password on your membership card at Chuck's Video Store was changed. If this wasn't you, reset it:",
    ],
    button: { label: 'Reset my password', href: undoLink },
    after: [
      'The link works for 7 days. It signs out every device and asks you for a new password. If it was you, ignore this mail.',
    ],
  });
}

/**
 * docs/product.md §2 'Too many tries': password sign-in for the account is paused, and this link
 * still signs its owner in, once, for 15 minutes.
 */
export function signInLinkMail(member: Addressee, link: string): OutgoingMail {
  return letter({
    to: member.email,
    subject: "Your sign-in link for Chuck's Video Store",
    greeting: hello(member),
    before: [
      'Somebody tried many wrong passwords on your membership card, so signing in with a password is paused for 15 minutes. You can still come in with this link. It works once, for the next 15 minutes:',
    ],
    button: { label: 'Sign me in', href: link },
    after: [
      "If those tries weren't yours, your password held: nobody got in. If you ever use that password elsewhere, change it.",
    ],
  });
}

/**
 * docs/product.md §3 'Reports and moderation': a moderator's warning, with their note. Only to a
 * confirmed address: an unconfirmed one gets the notification alone.
 */
export function moderationWarningMail(member: Addressee, note: string): OutgoingMail {
  return letter({
    to: member.email,
    subject: "A word from the moderators at Chuck's Video Store",
    greeting: hello(member),
    before: ["One of the club's moderators looked at something you did and asks you to read this:", note],
    after: [
      'Members who keep doing it can be suspended. If you think this is a mistake, reply to this mail.',
    ],
  });
}

/** What a movie-night invitation says (docs/product.md §2 'Movie nights'). */
export interface NightInvitation {
  id: number;
  title: string;
  /** The date and time, as written for people. */
  when: string;
  place: string;
  hostName: string;
  /** The site's origin, for the links. */
  site: string;
}

/** docs/product.md §2 'Movie nights': an invitee's mail, with a Yes / Maybe / No link each (to the night's page). */
export function nightInvitationMail(member: Addressee, night: NightInvitation): OutgoingMail {
  const page = `${night.site}/nights/${night.id}`;
  return letter({
    to: member.email,
    subject: `${night.hostName} invites you to a movie night: ${night.title}`,
    greeting: hello(member),
    before: [
      `${night.hostName} is hosting ${night.title} on ${night.when} at ${night.place}, and you're invited.`,
      `Yes: ${page}?answer=yes`,
      `Maybe: ${page}?answer=maybe`,
      `No: ${page}?answer=no`,
    ],
    button: { label: 'See the night', href: page },
    after: ['Pick Yes and your watchlist joins the vote for what to watch.'],
  });
}

/** docs/product.md §6: double opt-in; nothing is sent to the address until this link is opened. */
export function newsletterConfirmMail(to: string, link: string): OutgoingMail {
  return letter({
    to,
    subject: "Confirm your newsletter sign-up at Chuck's Video Store",
    greeting: 'Hi there,',
    before: [
      "Somebody (hopefully you) asked to get Chuck's newsletter at this address: new arrivals and staff picks, now and then. Confirm it here and you're on the list. The link works for 3 days:",
    ],
    button: { label: 'Yes, put me on the list', href: link },
    after: ["If that wasn't you, ignore this mail: without a click, we never write again."],
  });
}

/**
 * One newsletter issue: its Markdown as plain text and simple HTML, with a working unsubscribe link
 * (the web page) and the List-Unsubscribe headers (the one-click REST path, `oneClickLink`).
 */
export function newsletterIssueMail(
  to: string,
  issue: { subject: string; body: string },
  unsubscribeLink: string,
  oneClickLink: string,
): OutgoingMail {
  return letter(
    {
      to,
      subject: issue.subject,
      greeting: 'Hi there,',
      before: [issue.body.trim()],
      after: [],
      footer: {
        text: "You get this because you confirmed your sign-up for Chuck's newsletter.",
        link: { label: 'Unsubscribe', href: unsubscribeLink },
      },
      // RFC 2369 and RFC 8058: mail programs show their own 'Unsubscribe' and may leave in one click.
      headers: {
        'List-Unsubscribe': `<${oneClickLink}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    markdownToHtml(issue.body),
  );
}

/**
 * The little Markdown an issue needs: headings (#, ##), paragraphs, '-' lists, **bold** and
 * [links](https://...). Everything else is escaped text.
 */
function markdownToHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeHtml(text)
      .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2">$1</a>');
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const heading = /^(#{1,3})\s+(.*)$/.exec(block.trim());
      if (heading) return `<h${heading[1]!.length + 1}>${inline(heading[2]!)}</h${heading[1]!.length + 1}>`;
      const lines = block.split('\n');
      if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
        return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^\s*[-*]\s+/, ''))}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}

/** docs/product.md §2 'Profile: Account': the daily digest of what arrived unread. */
export function digestMail(
  member: Addressee,
  items: { title: string; message: string }[],
  links: { notifications: string; settings: string },
): OutgoingMail {
  const count = items.length === 1 ? 'one new notification' : `${items.length} new notifications`;
  return letter({
    to: member.email,
    subject: `You have ${count} at Chuck's Video Store`,
    greeting: hello(member),
    before: [
      `Since yesterday you have ${count} you haven't read yet:`,
      ...items.map((item) => `${item.title}: ${item.message}`),
    ],
    button: { label: 'Open the store (they are under the bell)', href: links.notifications },
    after: [],
    footer: {
      text: 'You get this digest because you asked for it on your profile.',
      link: { label: 'Stop the digest', href: links.settings },
    },
  });
}

/**
 * docs/product.md §3 'Loan mail': one loan notice mailed at once, or the day's in one digest. The
 * button leads to the loan; the footer's link switches that kind of mail off in one click.
 */
export function loanNoticeMail(
  member: Addressee,
  notice: { subject: string; paragraphs: string[]; link: string },
  footer: { text: string; label: string; href: string },
): OutgoingMail {
  return letter({
    to: member.email,
    subject: notice.subject,
    greeting: hello(member),
    before: notice.paragraphs,
    button: { label: 'Open the loan', href: notice.link },
    after: [],
    footer: { text: footer.text, link: { label: footer.label, href: footer.href } },
  });
}
