import { LOAN_MAIL_DEFAULTS, LOAN_MAIL_KINDS } from '@chuck/api/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderInApp } from '../../../test/render-in-app.tsx';
import { fail, ok, type ProcedureOutput, recordingTrpc, type TrpcResolver } from '../../../test/trpc-mock.ts';
import { AccountSection } from './account-section.tsx';

const HERE = {
  id: 'a'.repeat(64),
  browser: 'Chrome 131',
  device: 'Linux',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  current: true,
};
const PHONE = {
  id: 'b'.repeat(64),
  browser: 'Safari 17',
  device: 'iPhone',
  signedInAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-24T18:30:00.000Z',
  current: false,
};

const SETTINGS = {
  email: 'marty@example.com',
  emailVerified: false,
  pendingEmail: null as string | null,
  hasPassword: true,
  notificationDigest: false,
};

function fakeAccount(
  changePassword: TrpcResolver<'auth.changePassword'> = () =>
    ok({ message: 'Password changed. Every other device you were signed in on has been signed out.' }),
  settings = { ...SETTINGS },
) {
  let sessions = [HERE, PHONE];
  let loanMail: ProcedureOutput<'loanMail.settings'> = {
    kinds: LOAN_MAIL_KINDS.map((kind) => ({ kind, mode: LOAN_MAIL_DEFAULTS[kind] })),
  };
  const recorder = recordingTrpc({
    'auth.account': () => ok(settings),
    'auth.resendVerification': () =>
      ok({ message: 'A new link is on its way to your address. It works for 3 days.' }),
    'auth.changeEmail': (input) => {
      settings.pendingEmail = (input as { email: string }).email;
      return ok({
        message: 'Check the new inbox: your address changes once you open the link we sent there.',
      });
    },
    'auth.setNotificationDigest': (input) => {
      settings.notificationDigest = (input as { daily: boolean }).daily;
      return ok(input);
    },
    'auth.sessions': () => ok({ sessions }),
    'auth.revokeSession': (input) => {
      sessions = sessions.filter((s) => s.id !== (input as { id: string }).id);
      return ok({ signedOut: 1 });
    },
    'auth.revokeOtherSessions': () => {
      const before = sessions.length;
      sessions = sessions.filter((s) => s.current);
      return ok({ signedOut: before - sessions.length });
    },
    'auth.changePassword': changePassword,
    'loanMail.settings': () => ok(loanMail),
    'loanMail.set': (input) => {
      loanMail = {
        kinds: loanMail.kinds.map((k) => (k.kind === input.kind ? { ...k, mode: input.mode } : k)),
      };
      return ok(loanMail);
    },
  });
  server.use(recorder.handler);
  return recorder.calls;
}

describe('account section (profile)', () => {
  it('lists where the member is signed in, this device marked, and signs another one out', async () => {
    const calls = fakeAccount();
    const { user } = renderInApp(<AccountSection />);
    const list = within(await screen.findByRole('list', { name: 'Signed-in devices' }));
    expect(list.getByText(/Chrome 131 on Linux/)).toBeInTheDocument();
    expect(list.getByText('This device')).toBeInTheDocument();
    expect(list.getByText(/Safari 17 on iPhone/, { ignore: '.sr-only' })).toBeInTheDocument();
    // Only the other device has a sign-out button.
    expect(list.getAllByRole('button')).toHaveLength(1);

    await user.click(list.getByRole('button', { name: /Sign out\s*Safari 17 on iPhone/ }));
    await expect.poll(() => list.queryByText(/Safari 17 on iPhone/, { ignore: '.sr-only' })).toBeNull();
    expect(calls['auth.revokeSession']).toEqual([{ id: PHONE.id }]);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('signs out everywhere else', async () => {
    const calls = fakeAccount();
    const { user } = renderInApp(<AccountSection />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await expect.poll(() => screen.queryByText(/Safari 17 on iPhone/, { ignore: '.sr-only' })).toBeNull();
    expect(calls['auth.revokeOtherSessions']).toHaveLength(1);
  });

  it('changes the password and says other devices were signed out', async () => {
    const calls = fakeAccount();
    const { user } = renderInApp(<AccountSection />);
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'correct horse battery');
    await user.type(form.getByLabelText(/^New password/), 'a new password 1999');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(
      await form.findByText(
        'Password changed. Every other device you were signed in on has been signed out.',
      ),
    ).toBeInTheDocument();
    expect(calls['auth.changePassword']).toEqual([
      { currentPassword: 'correct horse battery', newPassword: 'a new password 1999' },
    ]);
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's refusal of a wrong current password, and checks the new one's length first", async () => {
    const calls = fakeAccount(() => fail('BAD_REQUEST', 'Your current password is not right.'));
    const { user } = renderInApp(<AccountSection />);
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText('Current password'), 'not it');
    await user.type(form.getByLabelText(/^New password/), 'short');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls['auth.changePassword']).toBeUndefined();

    await user.type(form.getByLabelText(/^New password/), ' but longer now');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Your current password is not right.')).toBeInTheDocument();
  });
});

describe('account section: address, digest, leaving', () => {
  it("shows an unverified address with 'Send again'", async () => {
    const calls = fakeAccount();
    const { user } = renderInApp(<AccountSection />);
    expect(await screen.findByText('marty@example.com')).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('A new link is on its way to your address. It works for 3 days.'),
    ).toBeInTheDocument();
    expect(calls['auth.resendVerification']).toHaveLength(1);
  });

  it('asks for a new address with the password, then says which inbox to open', async () => {
    const calls = fakeAccount(undefined, { ...SETTINGS, emailVerified: true });
    const { user } = renderInApp(<AccountSection />);
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    const form = within(screen.getByRole('form', { name: 'Change email address' }));
    await user.click(form.getByRole('button', { name: 'Change address' }));
    expect(await form.findByText('Enter the new address')).toBeInTheDocument();
    await user.type(form.getByLabelText('New email address'), 'doc@example.com');
    await user.type(form.getByLabelText('Password'), 'correct horse battery');
    await user.click(form.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText(/Waiting for you to open the link we sent to/)).toHaveTextContent(
      'doc@example.com',
    );
    expect(calls['auth.changeEmail']).toEqual([
      { email: 'doc@example.com', password: 'correct horse battery' },
    ]);
  });

  it('an account without a password is told to set one before changing the address', async () => {
    fakeAccount(undefined, { ...SETTINGS, hasPassword: false });
    renderInApp(<AccountSection />);
    expect(await screen.findByText(/first set a password/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change email address' })).toBeNull();
  });

  it('switches the daily digest on, and links to deleting the account', async () => {
    const calls = fakeAccount();
    const { user } = renderInApp(<AccountSection />);
    const digest = await screen.findByRole('checkbox', { name: 'Daily digest' });
    expect(digest).not.toBeChecked();
    await user.click(digest);
    await expect.poll(() => screen.getByRole('checkbox', { name: 'Daily digest' })).toBeChecked();
    expect(calls['auth.setNotificationDigest']).toEqual([{ daily: true }]);
    expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
  });

  it('loan mail: each kind with how it comes (requests and disputes at once by default), changed one at a time', async () => {
    const calls = fakeAccount();
    const { user } = renderInApp(<AccountSection />);
    const section = within(await screen.findByRole('region', { name: 'Loan mail' }));
    const requests = await section.findByLabelText('A member asks to borrow your disc');
    expect(requests).toHaveValue('now');
    expect(section.getByLabelText('A loan is disputed')).toHaveValue('now');
    expect(section.getByLabelText('A disc you borrowed is due back tomorrow')).toHaveValue('digest');
    expect(section.getAllByRole('combobox')).toHaveLength(8);
    await user.selectOptions(section.getByLabelText('A hand-over is agreed'), "Don't mail me");
    await expect.poll(() => section.getByLabelText('A hand-over is agreed')).toHaveValue('off');
    await user.selectOptions(requests, 'In the daily digest');
    await expect
      .poll(() => section.getByLabelText('A member asks to borrow your disc'))
      .toHaveValue('digest');
    expect(calls['loanMail.set']).toEqual([
      { kind: 'loan_plan_agreed', mode: 'off' },
      { kind: 'rental_request', mode: 'digest' },
    ]);
  });
});
