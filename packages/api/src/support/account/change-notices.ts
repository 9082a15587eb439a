import type { Database } from '@chuck/db';
import type { Transaction } from 'kysely';
import { generateIdFromEntropySize } from 'lucia';
import type { Jobs } from '../jobs/jobs.ts';
import { sendMail, WAITED_ON } from '../mail/mail.service.ts';
import { type Addressee, emailChangedNotice, passwordChangedNotice } from '../mail/mail-messages.ts';
import * as links from './account-link.repository.ts';
import { tokenHash } from './account-token.ts';

// docs/product.md §2 'Taking your account back' (issue 33): the mails that go out in the transaction
// of an address or password change, each with a link that undoes it (`takeAccountBack`).

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an undo link works (issue 33). */
const UNDO_LINK_DAYS = 7;
/** A fresh single-use link of `purpose` for the member; its token, for the mail. */
export async function newLink(
  trx: Transaction<Database>,
  userId: string,
  purpose: links.AccountLinkPurpose,
  email: string | null,
  lifetimeMs: number,
): Promise<string> {
  const token = generateIdFromEntropySize(25);
  await links.insertLink(trx, {
    tokenHash: tokenHash(token),
    userId,
    purpose,
    email,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

const undoUrl = (site: string, token: string) => `${site}/take-back?token=${encodeURIComponent(token)}`;

/** In the change's transaction: the old address gets the notice with a 7-day link that undoes it. */
export async function mailAddressChangeUndo(
  trx: Transaction<Database>,
  jobs: Jobs,
  site: string,
  member: Addressee & { id: string },
  newEmail: string,
): Promise<void> {
  const token = await newLink(trx, member.id, 'undo-email', member.email, UNDO_LINK_DAYS * DAY_MS);
  await sendMail(jobs, emailChangedNotice(member, newEmail, undoUrl(site, token)), {
    trx,
    priority: WAITED_ON,
  });
}

/** In the change's transaction: the card's address is told, with a 7-day link that takes it back. */
export async function mailPasswordChangeUndo(
  trx: Transaction<Database>,
  jobs: Jobs,
  site: string,
  member: Addressee & { id: string },
): Promise<void> {
  const token = await newLink(trx, member.id, 'undo-password', null, UNDO_LINK_DAYS * DAY_MS);
  await sendMail(jobs, passwordChangedNotice(member, undoUrl(site, token)), { trx, priority: WAITED_ON });
}
