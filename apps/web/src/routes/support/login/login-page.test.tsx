import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionId } from '../../../lib/session.ts';
import { member } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockTrpc, ok, type ProcedureOutput, type TrpcReply } from '../../../test/trpc-mock.ts';

/** What `auth.login` and `auth.register` both answer: the member now signed in, or an error. */
type SignIn = (
  input: unknown,
) => TrpcReply<ProcedureOutput<'auth.login'>> | Promise<TrpcReply<ProcedureOutput<'auth.login'>>>;

/** A server where nobody is signed in until `login`/`register` answer with a member. */
function mockAuthServer(overrides: { login?: SignIn; register?: SignIn } = {}) {
  const calls: { login: unknown[]; register: unknown[] } = { login: [], register: [] };
  let signedIn = false;
  const signIn = (kind: 'login' | 'register', override?: SignIn) => async (input: unknown) => {
    calls[kind].push(input);
    const reply = override ? await override(input) : ok(member);
    if ('data' in reply) signedIn = true;
    return reply;
  };
  server.use(
    mockTrpc({
      'auth.me': () => ok(signedIn ? member : null),
      'auth.login': signIn('login', overrides.login),
      'auth.register': signIn('register', overrides.register),
    }),
  );
  return calls;
}

async function openLogin(path: string) {
  const app = renderApp(path);
  await screen.findByRole('tab', { name: 'Sign in' });
  return app;
}

describe('login page: sign in', () => {
  it('signs in with the visitor’s session id and returns to returnTo, signed in', async () => {
    const calls = mockAuthServer();
    const { user, history } = await openLogin('/login?returnTo=/dvd-club');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByLabelText('Email'), '  dana@example.com ');
    await user.type(screen.getByLabelText('Password'), 'trustno1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'DVD Club' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/dvd-club');
    expect(calls.login).toEqual([
      { email: 'dana@example.com', password: 'trustno1', sessionId: getSessionId() },
    ]);
    expect(screen.getAllByRole('link', { name: 'Profile: Dana' })[0]).toHaveAttribute('href', '/profile');
  });

  it('goes home when returnTo points off the site', async () => {
    mockAuthServer();
    const { user, history } = await openLogin('/login?returnTo=//evil.example/steal');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'trustno1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.at(-1)).toBe('/'));
  });

  it('asks for the missing fields before calling the server', async () => {
    const calls = mockAuthServer();
    const { user } = await openLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls.login).toHaveLength(0);
  });

  it('shows the server’s wrong-password message inline, with no unauthorized redirect', async () => {
    mockAuthServer({ login: () => fail('UNAUTHORIZED', 'Incorrect email or password.') });
    const { user, history } = await openLogin('/login');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
    expect(history.at(-1)).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says sign-in is paused for the account, and that a link was mailed (issue 33)', async () => {
    const paused = "Too many tries for this account — we've mailed you a link to sign in";
    mockAuthServer({ login: () => fail('TOO_MANY_REQUESTS', paused) });
    const { user } = await openLogin('/login');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'the right one, even');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paused);
  });
});

describe('login page: create account', () => {
  it('creates the account with the optional names and the session id, then goes home signed in', async () => {
    const calls = mockAuthServer();
    const { user, history } = await openLogin('/login');
    await user.click(screen.getByRole('tab', { name: 'Create account' }));

    await user.type(screen.getByLabelText('First name (optional)'), 'Dana');
    await user.type(screen.getByLabelText('Last name (optional)'), 'Scully');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls.register).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'er-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(calls.register).toEqual([
      {
        email: 'dana@example.com',
        password: 'shorter-pass',
        firstName: 'Dana',
        lastName: 'Scully',
        sessionId: getSessionId(),
      },
    ]);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign Out' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
  });

  it('leaves blank names out', async () => {
    const calls = mockAuthServer();
    const { user } = await openLogin('/login?mode=register');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('First name (optional)'), '   ');
    await user.type(screen.getByLabelText('Email'), 'fox@example.com');
    await user.type(screen.getByLabelText('Password'), 'i-want-to-believe');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.register).toHaveLength(1));
    expect(calls.register[0]).toEqual({
      email: 'fox@example.com',
      password: 'i-want-to-believe',
      sessionId: getSessionId(),
    });
  });

  it.each([
    ['a duplicate email', 'CONFLICT', 'An account with that email already exists. Try signing in instead.'],
    ['a field error', 'BAD_REQUEST', 'email: Enter a valid email address'],
  ] as const)('shows the server’s message for %s and stays put', async (_case, code, message) => {
    mockAuthServer({ register: () => fail(code, message) });
    const { user, history } = await openLogin('/login?mode=register');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(history.at(-1)).toBe('/login?mode=register');
  });

  it('clears the server message when switching modes', async () => {
    mockAuthServer({ login: () => fail('UNAUTHORIZED', 'Incorrect email or password.') });
    const { user } = await openLogin('/login');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('login page for a member who is already signed in', () => {
  it('says who is signed in and offers to continue or switch accounts', async () => {
    server.use(mockTrpc({ 'auth.me': () => ok(member) }));
    const { user, history } = renderApp('/login?returnTo=/connections');

    expect(await screen.findByRole('heading', { name: "You're already in" })).toBeInTheDocument();
    expect(screen.getByText('Dana Scully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign out to switch accounts/ })).toHaveAttribute(
      'href',
      '/api/logout',
    );
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/connections'));
  });
});
