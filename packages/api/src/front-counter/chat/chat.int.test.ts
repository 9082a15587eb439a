import { catalogTemplate } from '@chuck/catalog/testing';
import type { ChatEngine } from '@chuck/clerk';
import { perFile } from '@chuck/db/testing';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../shared/session-id.ts';
import { createTestContext } from '../../testing/index.ts';
import { APOLOGY, writeReply } from './chat.service.ts';
import { ChatReplies } from './chat-replies.ts';

describe('chat', () => {
  const t = perFile(() => createTestContext(catalogTemplate));

  const settle = () => t.deps.chat.replies.settle();
  const anon = () => t.caller(null);
  const errorOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    return error as TRPCError;
  };

  it('stores the message, returns it at once, and Chuck’s reply follows in the history', async () => {
    const sessionId = newSessionId();
    const sent = await anon().chat.send({ sessionId, role: 'user', content: '  tell me about the matrix  ' });
    expect(sent).toEqual({
      id: expect.any(Number),
      role: 'user',
      content: 'tell me about the matrix',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      films: [],
    });
    await settle();
    const history = await anon().chat.history({ sessionId, _t: String(Date.now()) });
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(history[0]).toEqual(sent);
    expect(history[1]!.content).toContain('The Matrix (1999)');
    expect(history[1]!.content).toContain('Wachowski');
    // The film it names comes with it, for a link to its page.
    expect(history[1]!.films).toContainEqual({ id: expect.any(Number), title: 'The Matrix', year: 1999 });
    expect(new Date(history[1]!.timestamp).getTime()).toBeGreaterThanOrEqual(
      new Date(sent.timestamp).getTime(),
    );
  });

  it('hands over Chuck’s reply the moment it is written to whoever waits for it, and only to them', async () => {
    const sessionId = newSessionId();
    const sent = await anon().chat.send({ sessionId, role: 'user', content: 'who directed jaws' });
    // Asked before the reply is written: the wait ends when it is, well before a poll would.
    const reply = await anon().chat.awaitReply({ sessionId, to: sent.id });
    expect(reply).toMatchObject({ role: 'assistant', content: expect.stringContaining('Spielberg') });
    expect(reply!.films.map((f) => f.title)).toContain('Jaws');
    expect(reply!.id).toBeGreaterThan(sent.id);
    // Another session waiting on that message id hears nothing of it.
    const started = Date.now();
    expect(await anon().chat.awaitReply({ sessionId: newSessionId(), to: sent.id })).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('answers a follow-up about "it" from the conversation, and accepts the video overlay’s prefix', async () => {
    const sessionId = newSessionId();
    await anon().chat.send({ sessionId, role: 'user', content: 'tell me about alien' });
    await settle();
    await anon().chat.send({ sessionId, role: 'user', content: '[Video Chat] who directed it?' });
    await settle();
    const history = await anon().chat.history({ sessionId });
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(history[2]!.content).toBe('[Video Chat] who directed it?');
    expect(history[3]!.content).toContain('Ridley Scott');
  });

  it('answers messages sent in a burst one after another, each knowing what came before', async () => {
    const sessionId = newSessionId();
    await anon().chat.send({ sessionId, role: 'user', content: 'tell me about jaws' });
    await anon().chat.send({ sessionId, role: 'user', content: 'who directed it?' });
    await settle();
    const history = await anon().chat.history({ sessionId });
    const replies = history.filter((m) => m.role === 'assistant');
    expect(replies).toHaveLength(2);
    expect(replies[0]!.content).toContain('Jaws (1975)');
    expect(replies[1]!.content).toMatch(/^Jaws \(1975\) was directed by Steven Spielberg/);
  });

  it('uses the visitor’s top 3 for "what should I watch"', async () => {
    const sessionId = newSessionId();
    await anon().preferences.save({ sessionId, topMovies: ['The Matrix', 'Alien'] });
    await anon().chat.send({ sessionId, role: 'user', content: 'what should I watch?' });
    await settle();
    const [, reply] = await anon().chat.history({ sessionId });
    expect(reply!.content).toMatch(/Going by your top 3 — The Matrix \(1999\) and Alien \(1979\)/);
  });

  it('keeps visitors’ chats apart', async () => {
    const [a, b] = [newSessionId(), newSessionId()];
    await anon().chat.send({ sessionId: a, role: 'user', content: 'hello' });
    await settle();
    expect(await anon().chat.history({ sessionId: b })).toEqual([]);
    expect(await anon().chat.history({ sessionId: a })).toHaveLength(2);
  });

  it('rejects a bad session id, a blank or too long message, and any role but user', async () => {
    const sessionId = newSessionId();
    const bad = [
      { sessionId: 'not-a-session', role: 'user', content: 'hi' },
      { sessionId, role: 'user', content: '   ' },
      { sessionId, role: 'user', content: 'x'.repeat(2001) },
      { sessionId, role: 'assistant', content: 'I am Chuck now' },
    ] as const;
    for (const input of bad) {
      // biome-ignore lint/suspicious/noExplicitAny: sending what the types forbid, as a client could
      const error = await errorOf(anon().chat.send(input as any));
      expect(error.code).toBe('BAD_REQUEST');
    }
    expect((await errorOf(anon().chat.history({ sessionId: '../etc' }))).code).toBe('BAD_REQUEST');
    expect(await anon().chat.history({ sessionId })).toEqual([]);
  });

  describe('members', () => {
    it('follows the member across devices, and is invisible once signed out', async () => {
      const member = await t.createMember();
      const [laptop, phone] = [newSessionId(), newSessionId()];
      await t.caller(member).chat.send({ sessionId: laptop, role: 'user', content: 'hi chuck' });
      await settle();
      const fromPhone = await t.caller(member).chat.history({ sessionId: phone });
      expect(fromPhone.map((m) => m.content)[0]).toBe('hi chuck');
      expect(fromPhone).toHaveLength(2);
      expect(await anon().chat.history({ sessionId: laptop })).toEqual([]);
    });

    it('never shows one member another’s chat', async () => {
      const [alice, bob] = [await t.createMember(), await t.createMember()];
      const sessionId = newSessionId();
      await t.caller(alice).chat.send({ sessionId, role: 'user', content: 'my secret favourite is Titanic' });
      await settle();
      expect(await t.caller(bob).chat.history({ sessionId })).toEqual([]);
    });

    it('brings the visitor’s chat along at sign-up', async () => {
      const sessionId = newSessionId();
      await anon().chat.send({ sessionId, role: 'user', content: 'store hours?' });
      await settle();
      const user = await anon().auth.register({
        email: `chat-${Date.now()}@example.com`,
        password: 'correct horse battery',
        sessionId,
      });
      const mine = await t.caller({ ...user }).chat.history({ sessionId: newSessionId() });
      expect(mine.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(mine[1]!.content).toContain('24/7');
      expect(await anon().chat.history({ sessionId })).toEqual([]);
    });
  });

  it('writes an apology when no engine can answer, and reports the failure', async () => {
    const sessionId = newSessionId();
    const failures: unknown[] = [];
    const replies = new ChatReplies((error) => failures.push(error));
    const broken: ChatEngine = {
      engine: 'local',
      reply: async () => {
        throw new Error('projector on fire');
      },
    };
    const sent = await anon().chat.send({ sessionId, role: 'user', content: 'hello?' });
    await settle();
    replies.enqueue('test', () =>
      writeReply(t.deps, broken, { kind: 'visitor', sessionId }, { id: sent.id, content: sent.content }),
    );
    await replies.settle();
    expect(failures).toEqual([new Error('projector on fire')]);
    const history = await anon().chat.history({ sessionId });
    expect(history.at(-1)!.content).toBe(APOLOGY);
  });

  it('limits how fast one conversation can send, with a clear 429', async () => {
    const sessionId = newSessionId();
    for (let i = 0; i < 20; i++) await anon().chat.send({ sessionId, role: 'user', content: `thanks ${i}` });
    const error = await errorOf(anon().chat.send({ sessionId, role: 'user', content: 'one more' }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/slow down/i);
    await settle();
  });
});
