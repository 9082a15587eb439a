import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { server } from '../test/msw-server.ts';
import { fail, mockTrpc, unauthorized } from '../test/trpc-mock.ts';
import { createTrpcClient } from './trpc.ts';
import { handleUnauthorized, isUnauthorizedError } from './unauthorized.ts';

/** The error the real tRPC client raises for a reply from the (mocked) server. */
async function trpcErrorFor(reply: ReturnType<typeof fail>) {
  server.use(mockTrpc({ 'auth.user': () => reply }));
  return createTrpcClient()
    .auth.user.query()
    .then(
      () => undefined,
      (error: unknown) => error,
    );
}

describe('isUnauthorizedError', () => {
  it.each([
    ['401: Unauthorized', true],
    ['401: {"message":"Unauthorized: please sign in","error":"Unauthorized: please sign in"}', true],
    ['401: Session expired', false],
    ['403: Unauthorized', false],
    ['Error 401: Unauthorized', false],
  ])('treats the message %j as unauthorized: %s', (message, expected) => {
    expect(isUnauthorizedError(new Error(message))).toBe(expected);
  });

  it('ignores things that are not errors', () => {
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });

  it('recognises a tRPC call answered with HTTP 401', async () => {
    expect(isUnauthorizedError(await trpcErrorFor(unauthorized()))).toBe(true);
  });

  it('does not treat other tRPC failures as unauthorized', async () => {
    expect(isUnauthorizedError(await trpcErrorFor(fail('FORBIDDEN', 'Unauthorized? No: forbidden')))).toBe(
      false,
    );
  });
});

describe('handleUnauthorized', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("toasts 'Unauthorized' and goes to the login redirect after 500 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const redirect = vi.fn();
    act(() => {
      handleUnauthorized({ returnTo: '/profile', redirect });
    });

    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(redirect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fprofile');
  });

  it('takes a screen’s own wording and delay, and can be cancelled', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const redirect = vi.fn();
    let cancel = () => {};
    act(() => {
      cancel = handleUnauthorized({
        title: 'Authentication Required',
        description: 'Please log in to update your profile',
        delayMs: 1500,
        returnTo: '/profile',
        redirect,
      });
    });
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    cancel();
    act(() => vi.advanceTimersByTime(2000));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('returns to the current path by default', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/dvd-club?tab=mine');
    const redirect = vi.fn();
    act(() => {
      handleUnauthorized({ redirect });
    });
    act(() => vi.advanceTimersByTime(500));
    expect(redirect).toHaveBeenCalledWith('/api/login?returnTo=%2Fdvd-club%3Ftab%3Dmine');
    window.history.replaceState(null, '', '/');
  });
});
