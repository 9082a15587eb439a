import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/msw-server.ts';
import { fail, mockTrpc } from '../test/trpc-mock.ts';
import { errorMessage } from './error-message.ts';
import { createTrpcClient } from './trpc.ts';

const fallback = 'Failed to update profile';

describe('errorMessage', () => {
  it("uses a tRPC error's server message", async () => {
    server.use(mockTrpc({ 'auth.user': () => fail('CONFLICT', 'Already on your shelf.') }));
    const error = await createTrpcClient()
      .auth.user.query()
      .catch((e: unknown) => e);
    expect(errorMessage(error, fallback)).toBe('Already on your shelf.');
  });

  it('says the store is unreachable when no server answered', async () => {
    server.use(http.all('*/trpc/*', () => HttpResponse.error()));
    const error = await createTrpcClient()
      .auth.user.query()
      .catch((e: unknown) => e);
    expect(errorMessage(error, fallback)).toMatch(/couldn't reach the store/);
  });

  it('reads the message out of a REST error body', () => {
    expect(
      errorMessage(new Error('400: {"message":"Minimum donation is $1.00","error":"x"}'), fallback),
    ).toBe('Minimum donation is $1.00');
    expect(errorMessage(new Error('502: Bad Gateway'), fallback)).toBe('Bad Gateway');
  });

  it('falls back for anything else', () => {
    expect(errorMessage('nope', fallback)).toBe(fallback);
  });
});
