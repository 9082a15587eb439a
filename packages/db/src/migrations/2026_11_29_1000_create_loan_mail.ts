import { type Kysely, sql } from 'kysely';

// Loan mail (issue 26 item 9): loan notifications are also mailed, at once or in a daily digest, as
// each member chose per kind.
export async function up(db: Kysely<any>): Promise<void> {
  // The notifications a mail may follow, written in the notification's own transaction and taken
  // by the mail job: a notice is mailed once, and none is lost to a job that ran before its commit.
  await sql`create table notification_mail_outbox (
    notification_id integer primary key references notifications (id) on delete cascade
  )`.execute(db);
  // A member's choices, kind by kind ('now', 'digest' or 'off'); kinds left out keep their default.
  // The token is the one in every loan mail's unsubscribe link: it proves the mail, not a session.
  await sql`create table loan_mail_settings (
    user_id text primary key references users (id) on delete cascade,
    unsubscribe_token text not null unique,
    modes jsonb not null default '{}'
  )`.execute(db);
  // Notices waiting for the member's daily loan digest.
  await sql`create table loan_mail_digest_items (
    notification_id integer primary key references notifications (id) on delete cascade,
    user_id text not null references users (id) on delete cascade
  )`.execute(db);
  await sql`create index loan_mail_digest_items_user_idx on loan_mail_digest_items (user_id)`.execute(db);
}
