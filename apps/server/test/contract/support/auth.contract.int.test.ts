import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { startContractServer } from '../client.ts';

describe('contract: auth', () => {
  const s = perFile(() => startContractServer());

  it('POST /auth/register → the user; 400 on bad input; 409 on a taken email', async () => {
    const { client, user } = await s.signUp();
    expect(user).toEqual({
      id: expect.any(String),
      email: expect.stringContaining('@'),
      firstName: 'Test',
      lastName: expect.any(String),
      profileImageUrl: null,
    });
    const bad = await s.anonymous.POST('/auth/register', { body: { email: 'nope', password: 'x' } });
    expect(bad.response.status).toBe(400);
    const crlf = await s.anonymous.POST('/auth/register', {
      body: { email: 'crlf@example.com', password: 'long enough 123', firstName: 'Ana\r\nP.S. call us' },
    });
    expect(crlf.response.status).toBe(400);
    expect(crlf.error?.message).toBe(
      'firstName: Names cannot contain line breaks or other control characters',
    );
    const taken = await client.POST('/auth/register', {
      body: { email: user.email, password: 'long enough 123' },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  });

  it('POST /auth/login → the user; 401 with a generic message', async () => {
    const { user } = await s.signUp();
    const ok = await s.anonymous.POST('/auth/login', {
      body: { email: user.email, password: 'correct horse battery' },
    });
    expect(ok.data?.id).toBe(user.id);
    const wrong = await s.anonymous.POST('/auth/login', {
      body: { email: user.email, password: 'wrong one' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.message).toBe('Incorrect email or password.');
  });

  it('GET /auth/user → the member; 401 Unauthorized when anonymous', async () => {
    const { client, user } = await s.signUp();
    expect((await client.GET('/auth/user')).data).toMatchObject({ id: user.id, email: user.email });
    const anon = await s.anonymous.GET('/auth/user');
    expect(anon.response.status).toBe(401);
    expect(anon.error?.message).toContain('Unauthorized');
  });
});
