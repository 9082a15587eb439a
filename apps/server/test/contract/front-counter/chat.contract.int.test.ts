import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { startContractServer } from '../client.ts';

const newSessionId = () => {
  const hex = crypto.randomUUID().replace(/-/g, '');
  return `s-${hex.slice(0, 8)}-${hex.slice(8, 16)}-${hex.slice(16, 24)}-${hex.slice(24, 32)}`;
};

const message = (role: 'user' | 'assistant', content: unknown = expect.any(String)) => ({
  id: expect.any(Number),
  role,
  content,
  timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
  // The visitor's lines name no films; Chuck's may (each {id, title, year}).
  films: role === 'user' ? [] : expect.any(Array),
});

describe('contract: chat', () => {
  const s = perFile(() => startContractServer());
  // Chuck answers after the POST has returned: tests wait for the replies in flight, never a clock.
  const repliesWritten = () => s.deps.chat.replies.settle();

  it('POST /chat → the stored message at once; GET /chat/{sessionId} → the history with Chuck’s reply', async () => {
    const sessionId = newSessionId();
    const sent = await s.anonymous.POST('/chat', {
      body: { sessionId, role: 'user', content: '  Hello Chuck!  ' },
    });
    expect(sent.response.status).toBe(200);
    expect(sent.data).toEqual(message('user', 'Hello Chuck!'));
    await repliesWritten();
    const history = await s.anonymous.GET('/chat/{sessionId}', {
      params: { path: { sessionId }, query: { _t: String(Date.now()) } },
    });
    expect(history.response.status).toBe(200);
    expect(history.data).toEqual([sent.data, message('assistant')]);
    expect(history.data![1]!.content.length).toBeGreaterThan(10);
  });

  it('GET /chat/{sessionId} → [] for a new session; a member’s chat is theirs on every device and no one else’s', async () => {
    const fresh = newSessionId();
    expect(
      (await s.anonymous.GET('/chat/{sessionId}', { params: { path: { sessionId: fresh } } })).data,
    ).toEqual([]);

    const { client } = await s.signUp();
    const [laptop, phone] = [newSessionId(), newSessionId()];
    await client.POST('/chat', {
      body: { sessionId: laptop, role: 'user', content: 'what are your hours?' },
    });
    await repliesWritten();
    const onPhone = await client.GET('/chat/{sessionId}', { params: { path: { sessionId: phone } } });
    expect(onPhone.data).toEqual([message('user', 'what are your hours?'), message('assistant')]);
    expect(onPhone.data![1]!.content).toContain('24/7');
    const signedOut = await s.anonymous.GET('/chat/{sessionId}', { params: { path: { sessionId: laptop } } });
    expect(signedOut.data).toEqual([]);
    const { client: other } = await s.signUp();
    expect((await other.GET('/chat/{sessionId}', { params: { path: { sessionId: laptop } } })).data).toEqual(
      [],
    );
  });

  it('400 for a bad session id, blank or too long content, and any role but user', async () => {
    const sessionId = newSessionId();
    const badGet = await s.anonymous.GET('/chat/{sessionId}', { params: { path: { sessionId: 'nope' } } });
    expect(badGet.response.status).toBe(400);
    expect(badGet.error?.message).toContain('sessionId');

    const cases: [unknown, string][] = [
      [{ sessionId: 'nope', role: 'user', content: 'hi' }, 'sessionId: Invalid session id'],
      [{ sessionId, role: 'user', content: '   ' }, 'content: Type a message for Chuck'],
      [
        { sessionId, role: 'user', content: 'x'.repeat(2001) },
        'content: Messages are at most 2000 characters',
      ],
      [{ sessionId, role: 'assistant', content: 'I am Chuck now' }, "role: Only 'user' messages can be sent"],
      [{ sessionId, content: 'hi' }, "role: Only 'user' messages can be sent"],
    ];
    for (const [body, text] of cases) {
      // biome-ignore lint/suspicious/noExplicitAny: sending what the contract forbids, as a client could
      const res = await s.anonymous.POST('/chat', { body: body as any });
      expect(res.response.status, JSON.stringify(body)).toBe(400);
      expect(res.error).toMatchObject({ message: expect.stringContaining(text), error: expect.any(String) });
    }
    expect((await s.anonymous.GET('/chat/{sessionId}', { params: { path: { sessionId } } })).data).toEqual(
      [],
    );
  });

  it('429 with Retry-After and a clear message when one session sends too fast', async () => {
    const sessionId = newSessionId();
    for (let i = 0; i < 20; i++) {
      const ok = await s.anonymous.POST('/chat', {
        body: { sessionId, role: 'user', content: `thanks ${i}` },
      });
      expect(ok.response.status).toBe(200);
    }
    const tooFast = await s.anonymous.POST('/chat', {
      body: { sessionId, role: 'user', content: 'one more' },
    });
    expect(tooFast.response.status).toBe(429);
    expect(Number(tooFast.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooFast.error?.message).toMatch(/slow down/i);
    // Another visitor is not held up by it.
    const other = await s.anonymous.POST('/chat', {
      body: { sessionId: newSessionId(), role: 'user', content: 'hi' },
    });
    expect(other.response.status).toBe(200);
    await repliesWritten();
  });
});
