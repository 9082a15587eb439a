import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

// docs/product.md §3 'Loan mail' and §7: how each kind of loan mail comes, and the one-click link
// that turns a kind off.
describe('contract: loan mail', () => {
  const s = perFile(() => startContractServer());
  const member = signedUp(s);

  it('GET, PUT /dvd-club/loan-mail → every kind with its mode; 400 for a mode outside the list; 401', async () => {
    const defaults = await member.client.GET('/dvd-club/loan-mail');
    expect(defaults.response.status).toBe(200);
    expect(defaults.data).toEqual({
      kinds: [
        { kind: 'rental_request', mode: 'now' },
        { kind: 'rental_accepted', mode: 'digest' },
        { kind: 'loan_plan_proposed', mode: 'digest' },
        { kind: 'loan_plan_agreed', mode: 'digest' },
        { kind: 'rental_due_soon', mode: 'digest' },
        { kind: 'rental_overdue', mode: 'digest' },
        { kind: 'rental_disputed', mode: 'now' },
        { kind: 'rental_dispute_escalated', mode: 'now' },
      ],
    });
    const set = await member.client.PUT('/dvd-club/loan-mail', {
      body: { kind: 'loan_plan_agreed', mode: 'off' },
    });
    expect(set.response.status).toBe(200);
    expect(set.data?.kinds[3]).toEqual({ kind: 'loan_plan_agreed', mode: 'off' });

    const bad = await member.client.PUT('/dvd-club/loan-mail', {
      body: { kind: 'loan_plan_agreed', mode: 'weekly' as 'off' },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ message: 'mode: Choose now, digest or off' });
    expect((await member.client.GET('/dvd-club/loan-mail')).data?.kinds[3]?.mode).toBe('off');
    expect((await s.anonymous.GET('/dvd-club/loan-mail')).response.status).toBe(401);
    expect(
      (await s.anonymous.PUT('/dvd-club/loan-mail', { body: { kind: 'rental_request', mode: 'off' } }))
        .response.status,
    ).toBe(401);
  });

  it('POST /dvd-club/loan-mail/unsubscribe → that kind is off, for anyone holding the token; 404 for an unknown token; 400', async () => {
    await member.client.PUT('/dvd-club/loan-mail', { body: { kind: 'rental_request', mode: 'now' } });
    const { unsubscribeToken: token } = await s.deps.db
      .selectFrom('loanMailSettings')
      .select('unsubscribeToken')
      .where('userId', '=', member.user.id)
      .executeTakeFirstOrThrow();
    const done = await s.anonymous.POST('/dvd-club/loan-mail/unsubscribe', {
      body: { token, kind: 'rental_due_soon' },
    });
    expect(done.response.status).toBe(200);
    expect(done.data).toEqual({
      message:
        "Done: no more mail when a disc you borrowed is due back tomorrow. You'll still see it under the bell.",
    });
    expect((await member.client.GET('/dvd-club/loan-mail')).data?.kinds[4]).toEqual({
      kind: 'rental_due_soon',
      mode: 'off',
    });

    const unknown = await s.anonymous.POST('/dvd-club/loan-mail/unsubscribe', {
      body: { token: 'x'.repeat(43), kind: 'rental_due_soon' },
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual(
      errorBody('This unsubscribe link is not valid. It may have been mistyped.'),
    );
    const mangled = await s.anonymous.POST('/dvd-club/loan-mail/unsubscribe', {
      body: { token: 'short', kind: 'rental_due_soon' },
    });
    expect(mangled.response.status).toBe(400);
    expect(mangled.error).toMatchObject({ message: 'token: This unsubscribe link is not valid' });
  });
});
