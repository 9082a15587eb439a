import { perFile } from '@chuck/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ledger from '../../club/credits/credits.repository.ts';
import { appRouter } from '../../root.ts';
import { FORMER_MEMBER } from '../../shared/former-member.ts';
import { runDigests } from '../../social/notifications/notification-digest.service.ts';
import { confirmAddress, createTestContext, errorOf } from '../../testing/index.ts';
import { createCallerFactory, errorMessage } from '../../trpc.ts';
import type { SessionUser } from '../identity/identity.ts';
import type { OutgoingMail } from '../jobs/job-kinds.ts';
import type { JobRunner } from '../jobs/jobs.ts';
import { DELETION_POLICY } from './account-deletion.repository.ts';
import { DELETION_MESSAGES } from './account-deletion.service.ts';
import { EMAIL_MESSAGES } from './email-address.service.ts';

// docs/product.md §2 'Verify your address', 'Change your address', 'Delete my account' and the
// daily digest; docs/architecture.md 'Deleting a member'.
const t = perFile(() => createTestContext());
const SITE = 'https://chucks.example';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  // As the server does when it starts: on PGlite the queue's tables are made outside any transaction.
  await (t.deps.jobs as JobRunner).start({});
});

let ipCounter = 0;
/** Procedures as `user` (null: a visitor), from an allowed origin, with `sessionId` as the cookie. */
function as(user: SessionUser | null, sessionId: string | null = null) {
  return createCallerFactory(appRouter)({
    ...t.deps,
    user,
    sessionId,
    req: { ip: `10.21.0.${++ipCounter}`, origin: SITE, setCookie: () => {} },
  });
}

async function signUp(email = `m${Math.random().toString(36).slice(2, 10)}@example.com`) {
  const user = await as(null).auth.register({
    email,
    password: PASSWORD,
    firstName: 'Ana',
    lastName: 'Pereira',
  });
  return user as SessionUser;
}

async function queuedMails(to: string): Promise<OutgoingMail[]> {
  const { rows } = await sql<{ data: OutgoingMail }>`
    select data from pgboss.job where name = 'mail.send' order by created_on`.execute(t.db);
  return rows.map((r) => r.data).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

async function lastLinkTo(to: string): Promise<string> {
  const mail = (await queuedMails(to)).at(-1);
  const match = mail && /\/verify-email\?token=([\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

describe('verifying the address', () => {
  it('mails a link after sign-up; the member is unverified until it is opened, once', async () => {
    const member = await signUp();
    expect(await as(member).auth.account()).toMatchObject({ emailVerified: false, hasPassword: true });
    const token = await lastLinkTo(member.email);
    const stored = await t.db
      .selectFrom('emailTokens')
      .select('tokenHash')
      .where('userId', '=', member.id)
      .execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);

    expect(await as(null).auth.confirmEmail({ token })).toEqual({
      message: EMAIL_MESSAGES.verified,
      email: member.email,
    });
    expect(await as(member).auth.account()).toMatchObject({ emailVerified: true });
    const again = await errorOf(as(null).auth.confirmEmail({ token }));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(EMAIL_MESSAGES.linkDead);
    expect(await as(member).auth.resendVerification()).toEqual({ message: EMAIL_MESSAGES.alreadyVerified });
  });

  it("'Send again' mails a new link (the old one stops working), at most 5 an hour", async () => {
    const member = await signUp();
    const first = await lastLinkTo(member.email);
    expect(await as(member).auth.resendVerification()).toEqual({ message: EMAIL_MESSAGES.verificationSent });
    const second = await lastLinkTo(member.email);
    expect(second).not.toBe(first);
    expect((await errorOf(as(null).auth.confirmEmail({ token: first }))).code).toBe('BAD_REQUEST');
    for (let i = 0; i < 4; i += 1) await as(member).auth.resendVerification();
    const limited = await errorOf(as(member).auth.resendVerification());
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toBe(EMAIL_MESSAGES.tooManyMails);
    await as(null).auth.confirmEmail({ token: await lastLinkTo(member.email) });
  });
});

describe('changing the address', () => {
  it('takes effect when the new address opens its link; the old address is told', async () => {
    const member = await signUp();
    const wrong = await errorOf(as(member).auth.changeEmail({ email: 'new@example.com', password: 'nope' }));
    expect(wrong.message).toBe(EMAIL_MESSAGES.wrongPassword);
    const same = await errorOf(
      as(member).auth.changeEmail({ email: member.email.toUpperCase(), password: PASSWORD }),
    );
    expect(same.message).toBe(EMAIL_MESSAGES.sameAddress);

    const newEmail = `moved-${member.id}@example.com`;
    expect(await as(member).auth.changeEmail({ email: newEmail, password: PASSWORD })).toEqual({
      message: EMAIL_MESSAGES.changeRequested,
    });
    // Nothing changes until the link is opened.
    expect(await as(member).auth.account()).toMatchObject({ email: member.email, pendingEmail: newEmail });
    const token = await lastLinkTo(newEmail);
    expect(await as(null).auth.confirmEmail({ token })).toEqual({
      message: EMAIL_MESSAGES.changed,
      email: newEmail,
    });
    expect(await as(member).auth.account()).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });
    const notice = (await queuedMails(member.email)).at(-1)!;
    expect(notice.subject).toBe("Your address at Chuck's Video Store was changed");
    // Masked: the old inbox may not be the member's any more than the new one is.
    expect(notice.text).toContain(
      `was changed to m•••@example.com. If this wasn't you, take your account back`,
    );
    expect(notice.text).not.toContain(newEmail);
    // The old address is free; signing in takes the new one.
    await as(null).auth.login({ email: newEmail, password: PASSWORD });
  });

  it('a new address another account took meanwhile is a 409 that changes nothing', async () => {
    const member = await signUp();
    const wanted = `wanted-${member.id}@example.com`;
    await as(member).auth.changeEmail({ email: wanted, password: PASSWORD });
    const token = await lastLinkTo(wanted);
    await signUp(wanted);
    const taken = await errorOf(as(null).auth.confirmEmail({ token }));
    expect(taken.code).toBe('CONFLICT');
    expect(taken.message).toBe(EMAIL_MESSAGES.addressTaken);
    expect(await as(member).auth.account()).toMatchObject({ email: member.email });
  });

  it('an account without a password is told to set one first', async () => {
    const member = await t.createMember();
    const error = await errorOf(
      as(member).auth.changeEmail({ email: 'x@example.com', password: 'anything' }),
    );
    expect(error.message).toBe(EMAIL_MESSAGES.noPasswordYet);
  });
});

describe('names in mail to inboxes their author may not own', () => {
  const NAME_REFUSED = 'Names cannot contain line breaks or other control characters';

  it('refuses a name with CR/LF or another control character, at sign-up and on the profile, and stores nothing', async () => {
    const email = `crlf-${Math.random().toString(36).slice(2, 10)}@example.com`;
    for (const [field, name] of [
      ['firstName', 'Ana\r\nYour account is locked: call 555-0100'],
      ['lastName', 'Pereira\nP.S.'],
      ['firstName', 'Bell\u0007'],
      ['lastName', 'Next\u0085line'],
      ['firstName', 'Line\u2028separator'],
    ] as const) {
      const error = await errorOf(as(null).auth.register({ email, password: PASSWORD, [field]: name }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(errorMessage(error)).toBe(`${field}: ${NAME_REFUSED}`);
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);

    const member = await signUp();
    const profile = await errorOf(
      as(member).socialProfile.save({ displayName: 'Sam\r\nBcc: x@evil.example' }),
    );
    expect(profile.code).toBe('BAD_REQUEST');
    expect(errorMessage(profile)).toBe(`displayName: ${NAME_REFUSED}`);
    expect(
      await t.db.selectFrom('socialProfiles').select('displayName').where('userId', '=', member.id).execute(),
    ).not.toContainEqual({ displayName: expect.stringContaining('Bcc') });
  });

  it('greets an address nobody has confirmed without the name its author chose', async () => {
    const victim = `victim-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const pitch = 'Claim your prize at evil.example';
    // Sign-up with somebody else's address.
    await as(null).auth.register({ email: victim, password: PASSWORD, firstName: pitch, lastName: 'Now' });
    const welcome = (await queuedMails(victim)).at(-1)!;
    expect(welcome.subject).toBe("Confirm your address at Chuck's Video Store");
    expect(welcome.text).toMatch(/^Hi there,/);
    expect(`${welcome.text}${welcome.html}`).not.toContain(pitch);
    // A reset asked for that unconfirmed address.
    const { mailPasswordReset } = await import('./account.service.ts');
    await mailPasswordReset(t.deps, { email: victim, siteUrl: SITE });
    const reset = (await queuedMails(victim)).at(-1)!;
    expect(reset.subject).toBe("Reset your password at Chuck's Video Store");
    expect(`${reset.text}${reset.html}`).not.toContain(pitch);

    // An address change to somebody else's address.
    const member = await signUp();
    await as(member).socialProfile.save({ displayName: pitch });
    await t.db.updateTable('users').set({ firstName: pitch }).where('id', '=', member.id).execute();
    const other = `other-${member.id}@example.com`;
    await as(member).auth.changeEmail({ email: other, password: PASSWORD });
    const change = (await queuedMails(other)).at(-1)!;
    expect(change.subject).toBe("Confirm your new address at Chuck's Video Store");
    expect(change.text).toMatch(/^Hi there,/);
    expect(`${change.text}${change.html}`).not.toContain(pitch);
  });

  it('still greets a member by name at the address they confirmed', async () => {
    const member = await signUp();
    await as(null).auth.confirmEmail({ token: await lastLinkTo(member.email) });
    const { mailPasswordReset } = await import('./account.service.ts');
    await mailPasswordReset(t.deps, { email: member.email, siteUrl: SITE });
    expect((await queuedMails(member.email)).at(-1)!.text).toMatch(/^Hi Ana,/);
  });
});

/** A loan of a new disc of `owner` to `borrower`, handed over. */
async function discOut(owner: SessionUser, borrower: SessionUser) {
  // Lending and borrowing need a confirmed address (docs/product.md §3).
  await confirmAddress(t.db, owner, borrower);
  const disc = await as(owner).dvdClub.create({ title: `Disc ${Math.random()}`, visibility: 'rentable' });
  const { id } = await as(borrower).loans.request({
    mediaId: disc.id,
    ownerId: owner.id,
    message: 'Please!',
  });
  await as(owner).loans.accept({ id, loanDays: 7 });
  await as(owner).loans.handOver({ id });
  await as(borrower).loans.confirm({ id });
  return id;
}

async function settle(owner: SessionUser, borrower: SessionUser, id: number) {
  await as(owner).loans.markReturned({ id, condition: 'Good' });
  await as(borrower).loans.confirm({ id });
}

/** The tables and text-like columns of the database, as PostgreSQL lists them. */
async function textColumns() {
  const { rows } = await sql<{ tableName: string; columnName: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_%'
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`.execute(t.db);
  return rows;
}

async function rowsMentioning(needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { tableName, columnName } of await textColumns()) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(tableName)}
      where ${sql.ref(columnName)}::text ilike ${`%${needle}%`}`.execute(t.db);
    if (rows[0]!.n > 0) found[tableName] = (found[tableName] ?? 0) + rows[0]!.n;
  }
  return found;
}

describe('deleting an account', () => {
  it('lists every table of the database in the deletion policy', async () => {
    const { rows } = await sql<{ tableName: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%'`.execute(t.db);
    const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    expect(rows.map((r) => camel(r.tableName)).sort()).toEqual(Object.keys(DELETION_POLICY).sort());
  });

  it('is refused while a disc is out; settled, it leaves nothing personal and the other side sees a former member', async () => {
    const [owner, borrower] = [await signUp(), await signUp()];
    await as(null).auth.confirmEmail({ token: await lastLinkTo(borrower.email) });
    const loanId = await discOut(owner, borrower);

    // The borrower's library, diary, profile, collection, chat and a message to the owner.
    await as(borrower).socialProfile.update({ displayName: 'Reel Ana', bio: 'I rewind.' });
    await as(borrower)
      .watchlist.add({ movieId: 1, title: 'Heat' })
      .catch(() => {});
    await as(borrower).dvdClub.create({ title: 'My own disc', visibility: 'public' });
    // A list of theirs, and a film they added to (and an editor's seat on) the owner's list.
    await as(borrower).lists.create({ title: 'Reel Ana picks' });
    const ownersList = await as(owner).lists.create({ title: 'Shared picks' });
    await t.db
      .insertInto('filmListEditors')
      .values({ listId: ownersList.id, memberId: borrower.id })
      .execute();
    await t.db
      .insertInto('filmListItems')
      .values({
        listId: ownersList.id,
        movieId: 1,
        title: 'Heat',
        year: 1995,
        posterUrl: null,
        note: null,
        position: 1,
        addedBy: borrower.id,
      })
      .execute();
    await t.db
      .insertInto('newsletterSubscribers')
      .values({
        email: borrower.email,
        emailKey: borrower.email,
        unsubscribeToken: `tok-${borrower.id}-xxxxxxxxxxxxxxxxxxxx`,
        confirmedAt: new Date(),
      })
      .execute();

    for (const member of [borrower, owner]) {
      const refused = await errorOf(as(member).auth.deleteAccount({ password: PASSWORD }));
      expect(refused.code).toBe('CONFLICT');
      expect(refused.message).toBe(DELETION_MESSAGES.loansOpen);
    }
    await settle(owner, borrower, loanId);
    await as(borrower).loans.review({ id: loanId, thumb: 'up', note: 'Lovely copy, thanks Ana' });
    await as(owner).loans.review({ id: loanId, thumb: 'up', note: 'Brought it back on time' });

    const wrong = await errorOf(as(borrower).auth.deleteAccount({ password: 'not it' }));
    expect(wrong.message).toBe(DELETION_MESSAGES.wrongPassword);
    const balancesBefore = await t.db
      .selectFrom('creditAccounts')
      .select(['userId', 'balance'])
      .orderBy('userId')
      .execute();
    expect(await as(borrower).auth.deleteAccount({ password: PASSWORD })).toEqual({
      message: DELETION_MESSAGES.deleted,
    });

    // Nothing personal is left: the address nowhere, the id only where the others' history keeps it.
    expect(await rowsMentioning(borrower.email)).toEqual({});
    expect(await rowsMentioning('Reel Ana')).toEqual({});
    const kept = Object.entries(DELETION_POLICY)
      .filter(([, policy]) => policy === 'keep' || policy === 'anonymise')
      .map(([table]) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    for (const table of Object.keys(await rowsMentioning(borrower.id))) expect(kept).toContain(table);
    const tombstone = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', borrower.id)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({
      passwordHash: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    expect(tombstone.deletedAt).toBeInstanceOf(Date);
    const reviewByThem = await t.db
      .selectFrom('loanReviews')
      .selectAll()
      .where('reviewerId', '=', borrower.id)
      .execute();
    expect(reviewByThem).toEqual([expect.objectContaining({ thumb: 'up', note: null })]);

    // Their list is gone; the film they added stays on the owner's list, 'added by a former member'.
    expect((await as(owner).lists.get({ id: ownersList.id })).items).toEqual([
      expect.objectContaining({ title: 'Heat', addedBy: null }),
    ]);

    // The other side: the loan and the ledger as they were, the borrower 'a former member'.
    const loan = await as(owner).loans.get({ id: loanId });
    expect(loan).toMatchObject({ status: 'returned', otherParty: { displayName: FORMER_MEMBER } });
    expect(
      await t.db.selectFrom('creditAccounts').select(['userId', 'balance']).orderBy('userId').execute(),
    ).toEqual(balancesBefore);
    const accounts = await t.db.selectFrom('creditAccounts').select(['userId', 'balance']).execute();
    for (const account of accounts)
      expect(await ledger.ledgerSum(t.db, account.userId)).toBe(account.balance);
    expect((await errorOf(as(owner).members.get({ id: borrower.id }))).code).toBe('NOT_FOUND');

    // Signed out everywhere, and the address free for a new sign-up.
    expect(
      await t.db.selectFrom('sessions').select('id').where('userId', '=', borrower.id).execute(),
    ).toEqual([]);
    const again = await signUp(borrower.email);
    expect(again.id).not.toBe(borrower.id);
    expect((await errorOf(as(borrower).auth.deleteAccount({ password: PASSWORD }))).code).toBe('BAD_REQUEST');
  });

  it("keeps the welcome-credit payout rule: a deleted throwaway borrower never releases the owner's waiting pay", async () => {
    const owner = await t.createMember();
    const throwaway = await signUp();
    const id = await discOut(owner, throwaway);
    await settle(owner, throwaway, id);
    expect((await as(owner).loans.get({ id })).payout).toBe('waiting');
    await as(throwaway).auth.deleteAccount({ password: PASSWORD });
    expect(await as(owner).loans.get({ id })).toMatchObject({
      payout: 'waiting',
      otherParty: { displayName: FORMER_MEMBER },
    });
    const accounts = await t.db.selectFrom('creditAccounts').select(['userId', 'balance']).execute();
    for (const account of accounts) {
      expect(account.balance).toBeGreaterThanOrEqual(0);
      expect(await ledger.ledgerSum(t.db, account.userId)).toBe(account.balance);
    }
  });

  it('an account without a password types DELETE within 10 minutes of signing in', async () => {
    const member = await t.createMember();
    const session = await t.deps.auth.createSession(member.id, { userAgent: null });
    const untyped = await errorOf(as(member, session.id).auth.deleteAccount({ confirmation: 'delete me' }));
    expect(untyped.message).toBe(DELETION_MESSAGES.typeDelete);
    await t.db
      .updateTable('sessions')
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .execute();
    const stale = await errorOf(as(member, session.id).auth.deleteAccount({ confirmation: 'DELETE' }));
    expect(stale.message).toBe(DELETION_MESSAGES.signInAgain);
    const fresh = await t.deps.auth.createSession(member.id, { userAgent: null });
    expect(await as(member, fresh.id).auth.deleteAccount({ confirmation: 'DELETE' })).toEqual({
      message: DELETION_MESSAGES.deleted,
    });
  });
});

describe('the daily digest', () => {
  it('mails what arrived unread since the last one; nothing unread, no mail; never twice in a day', async () => {
    const [reader, quiet] = [await t.createMember(), await t.createMember()];
    for (const member of [reader, quiet])
      expect(await as(member).auth.setNotificationDigest({ daily: true })).toEqual({ daily: true });
    expect(await as(reader).auth.account()).toMatchObject({ notificationDigest: true });
    await t.db
      .insertInto('notifications')
      .values([
        {
          userId: reader.id,
          type: 'rental_request',
          title: 'Rental Request',
          message: 'Bo wants to borrow Heat.',
          data: '{}',
        },
        {
          userId: reader.id,
          type: 'new_message',
          title: 'New message',
          message: 'Seen it?',
          data: '{}',
          isRead: true,
        },
      ])
      .execute();
    await runDigests(t.deps);
    await runDigests(t.deps);
    const mails = await queuedMails(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You have one new notification at Chuck's Video Store");
    expect(mails[0]!.text).toContain('Rental Request: Bo wants to borrow Heat.');
    expect(mails[0]!.text).not.toContain('Seen it?');
    expect(mails[0]!.text).toContain(`${SITE}/profile`);
    expect(await queuedMails(quiet.email)).toEqual([]);
    await as(reader).auth.setNotificationDigest({ daily: false });
    expect(await as(reader).auth.account()).toMatchObject({ notificationDigest: false });
  });
});
