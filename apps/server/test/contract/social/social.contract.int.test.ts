import { perFile } from '@chuck/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, signedUp, startContractServer } from '../client.ts';

const notification = {
  id: expect.any(Number),
  type: expect.any(String),
  title: expect.any(String),
  message: expect.any(String),
  isRead: expect.any(Boolean),
  createdAt: expect.any(String),
  data: expect.any(Object),
};

describe('contract: connections, messages and notifications', () => {
  const s = perFile(() => startContractServer());
  const ana = signedUp(s);
  const ben = signedUp(s);
  const cy = signedUp(s);
  let connectionId: number;

  /** Ana and Ben both own a film, so they are suggested to each other; Cy shares nothing with anyone. */
  beforeAll(async () => {
    for (const member of [ana, ben]) {
      const added = await member.client.POST('/dvd-club/collection', {
        body: { title: 'Zzcontract Paris, Texas', year: 1984, visibility: 'public' },
      });
      expect(added.response.status).toBe(200);
    }
  });

  it('GET /social/connections → a suggestion until both agree; 401 for visitors', async () => {
    const { data, response } = await ana.client.GET('/social/connections');
    expect(response.status).toBe(200);
    expect(data).toEqual({
      connections: [],
      pending: { incoming: [], outgoing: [] },
      suggestions: [
        {
          member: { id: ben.user.id, displayName: expect.any(String), profileImageUrl: null },
          movieTitle: 'Zzcontract Paris, Texas',
          connectionType: 'collection',
          strength: '1',
          at: expect.any(String),
        },
      ],
    });
    const anon = await s.anonymous.GET('/social/connections');
    expect(anon.response.status).toBe(401);
    expect(anon.error?.message).toContain('Unauthorized');
  });

  it('POST /social/connections/{memberId} → requested; 400 yourself; 404 unknown; 403 nothing shared; 401', async () => {
    const to = (memberId: string) => ({ params: { path: { memberId } } });
    const asked = await ana.client.POST('/social/connections/{memberId}', to(ben.user.id));
    expect(asked.response.status).toBe(200);
    expect(asked.data).toEqual({ memberId: ben.user.id, status: 'requested' });
    expect((await ben.client.GET('/social/connections')).data!.pending.incoming).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ id: ana.user.id }) }),
    ]);
    const self = await ana.client.POST('/social/connections/{memberId}', to(ana.user.id));
    expect(self.response.status).toBe(400);
    expect(self.error).toEqual(errorBody("You can't connect with yourself."));
    const unknown = await ana.client.POST('/social/connections/{memberId}', to('nobody0here'));
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual(errorBody('Member not found'));
    const stranger = await ana.client.POST('/social/connections/{memberId}', to(cy.user.id));
    expect(stranger.response.status).toBe(403);
    expect(stranger.error).toEqual(
      errorBody(
        'You can ask members you share a film with: a disc you both own or a loan you completed together.',
      ),
    );
    expect((await s.anonymous.POST('/social/connections/{memberId}', to(ben.user.id))).response.status).toBe(
      401,
    );
  });

  it('POST /social/connections/{memberId}/accept → connected; 404 without a request; 400 yourself; 401', async () => {
    const from = (memberId: string) => ({ params: { path: { memberId } } });
    const none = await cy.client.POST('/social/connections/{memberId}/accept', from(ana.user.id));
    expect(none.response.status).toBe(404);
    expect(none.error).toEqual(errorBody('This member has not asked to connect with you.'));
    // The one who asked cannot accept for the other.
    expect(
      (await ana.client.POST('/social/connections/{memberId}/accept', from(ben.user.id))).response.status,
    ).toBe(404);
    const self = await ben.client.POST('/social/connections/{memberId}/accept', from(ben.user.id));
    expect(self.response.status).toBe(400);
    expect(
      (await s.anonymous.POST('/social/connections/{memberId}/accept', from(ana.user.id))).response.status,
    ).toBe(401);
    const accepted = await ben.client.POST('/social/connections/{memberId}/accept', from(ana.user.id));
    expect(accepted.response.status).toBe(200);
    expect(accepted.data).toEqual({ memberId: ana.user.id, status: 'connected' });
  });

  it('GET /social/connections → the connection with the other member once both agreed', async () => {
    const { data, response } = await ana.client.GET('/social/connections');
    expect(response.status).toBe(200);
    expect(data!.pending).toEqual({ incoming: [], outgoing: [] });
    expect(data!.suggestions).toEqual([]);
    expect(data!.connections).toEqual([
      {
        id: expect.any(Number),
        user1Id: [ana.user.id, ben.user.id].sort()[0],
        user2Id: [ana.user.id, ben.user.id].sort()[1],
        otherUser: {
          id: ben.user.id,
          displayName: expect.any(String),
          profileImageUrl: null,
          bio: null,
          favoriteGenres: [],
        },
        movieTitle: 'Zzcontract Paris, Texas',
        strength: '1',
        connectionType: 'collection',
        sharedFilms: { rental: 0, collection: 1, taste: 0 },
        tasteMatch: null,
        createdAt: expect.any(String),
        lastSharedAt: expect.any(String),
        lastMessageAt: null,
      },
    ]);
    connectionId = data!.connections[0]!.id;
    expect((await cy.client.GET('/social/connections')).data!.connections).toEqual([]);
  });

  it('POST /social/messages → the message; 400 on bad input; 404 outside the pair; 401 for visitors', async () => {
    const sent = await ana.client.POST('/social/messages', {
      body: {
        receiverId: ben.user.id,
        connectionId,
        message: '  <script>hi</script>  ',
        movieContext: 'Paris, Texas',
      },
    });
    expect(sent.response.status).toBe(200);
    expect(sent.data).toEqual({
      id: expect.any(Number),
      senderId: ana.user.id,
      receiverId: ben.user.id,
      connectionId,
      message: '<script>hi</script>',
      movieContext: 'Paris, Texas',
      sentAt: expect.any(String),
    });
    expect(sent.response.headers.get('content-type')).toContain('application/json');

    const empty = await ana.client.POST('/social/messages', {
      body: { receiverId: ben.user.id, connectionId, message: ' ' },
    });
    expect(empty.response.status).toBe(400);
    expect(empty.error).toEqual(errorBody('message: Message cannot be empty'));
    const tooLong = await ana.client.POST('/social/messages', {
      body: { receiverId: ben.user.id, connectionId, message: 'x'.repeat(2001) },
    });
    expect(tooLong.error).toEqual(errorBody('message: Messages are at most 2000 characters'));
    const wrongReceiver = await ana.client.POST('/social/messages', {
      body: { receiverId: cy.user.id, connectionId, message: 'hi' },
    });
    expect(wrongReceiver.response.status).toBe(400);
    const outsider = await cy.client.POST('/social/messages', {
      body: { receiverId: ben.user.id, connectionId, message: 'hi' },
    });
    expect(outsider.response.status).toBe(404);
    expect(outsider.error).toEqual(errorBody('Connection not found'));
    const anon = await s.anonymous.POST('/social/messages', {
      body: { receiverId: ben.user.id, connectionId, message: 'hi' },
    });
    expect(anon.response.status).toBe(401);
  });

  it('GET /social/conversations/{connectionId} → the messages, oldest first; 404 for others; 400; 401', async () => {
    await ben.client.POST('/social/messages', {
      body: { receiverId: ana.user.id, connectionId, message: 'Reply' },
    });
    const { data, response } = await ben.client.GET('/social/conversations/{connectionId}', {
      params: { path: { connectionId } },
    });
    expect(response.status).toBe(200);
    expect(data!.map((m) => [m.senderId, m.message])).toEqual([
      [ana.user.id, '<script>hi</script>'],
      [ben.user.id, 'Reply'],
    ]);
    const earlier = await ben.client.GET('/social/conversations/{connectionId}', {
      params: { path: { connectionId }, query: { before: String(data![1]!.id), limit: 1 } },
    });
    expect(earlier.data!.map((m) => m.message)).toEqual(['<script>hi</script>']);

    const outsider = await cy.client.GET('/social/conversations/{connectionId}', {
      params: { path: { connectionId } },
    });
    expect(outsider.response.status).toBe(404);
    const badCursor = await ben.client.GET('/social/conversations/{connectionId}', {
      params: { path: { connectionId }, query: { before: 'soon' } },
    });
    expect(badCursor.response.status).toBe(400);
    expect(badCursor.error).toEqual(errorBody('before: before must be an id or an ISO time'));
    const badId = await ben.client.GET('/social/conversations/{connectionId}', {
      params: { path: { connectionId: 'abc' as unknown as number } },
    });
    expect(badId.response.status).toBe(400);
    const anon = await s.anonymous.GET('/social/conversations/{connectionId}', {
      params: { path: { connectionId } },
    });
    expect(anon.response.status).toBe(401);
  });

  it('GET /notifications → your notifications, newest first; 400 on a bad page; 401 for visitors', async () => {
    const { data, response } = await ben.client.GET('/notifications');
    expect(response.status).toBe(200);
    expect(data!.map((n) => n.type)).toEqual(['new_message', 'connection_request']);
    expect(data![0]).toEqual({
      ...notification,
      type: 'new_message',
      message: '<script>hi</script>',
      data: expect.objectContaining({ movieTitle: 'Paris, Texas', connectionId }),
    });
    const page = await ben.client.GET('/notifications', {
      params: { query: { cursor: data![0]!.id, limit: 5 } },
    });
    expect(page.data!.map((n) => n.type)).toEqual(['connection_request']);
    const since = await ben.client.GET('/notifications', {
      params: { query: { since: String(data![1]!.id) } },
    });
    expect(since.data!.map((n) => n.id)).toEqual([data![0]!.id]);
    const bad = await ben.client.GET('/notifications', { params: { query: { limit: 0 } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toEqual(errorBody('limit: limit must be at least 1'));
    const anon = await s.anonymous.GET('/notifications');
    expect(anon.response.status).toBe(401);
    expect(anon.error?.message).toContain('Unauthorized');
  });

  it('GET /notifications/unread-count → {count}; 401 for visitors', async () => {
    const { data, response } = await ben.client.GET('/notifications/unread-count');
    expect(response.status).toBe(200);
    expect(data).toEqual({ count: 2 });
    expect((await s.anonymous.GET('/notifications/unread-count')).response.status).toBe(401);
  });

  it("PATCH /notifications/{id}/read → the notification, read; 404 for someone else's; 400; 401", async () => {
    const [latest] = (await ben.client.GET('/notifications')).data!;
    const read = await ben.client.PATCH('/notifications/{id}/read', { params: { path: { id: latest!.id } } });
    expect(read.response.status).toBe(200);
    expect(read.data).toEqual({ ...latest, isRead: true });
    const theirs = await ana.client.PATCH('/notifications/{id}/read', {
      params: { path: { id: latest!.id } },
    });
    expect(theirs.response.status).toBe(404);
    expect(theirs.error).toEqual(errorBody('Notification not found'));
    const bad = await ben.client.PATCH('/notifications/{id}/read', {
      params: { path: { id: 'x' as unknown as number } },
    });
    expect(bad.response.status).toBe(400);
    const anon = await s.anonymous.PATCH('/notifications/{id}/read', {
      params: { path: { id: latest!.id } },
    });
    expect(anon.response.status).toBe(401);
  });

  it('POST /notifications/read-all → {updated}; 401 for visitors', async () => {
    const { data, response } = await ben.client.POST('/notifications/read-all', {});
    expect(response.status).toBe(200);
    expect(data).toEqual({ updated: 1 });
    expect((await ben.client.GET('/notifications/unread-count')).data).toEqual({ count: 0 });
    expect((await s.anonymous.POST('/notifications/read-all', {})).response.status).toBe(401);
  });

  it('POST /test-notification → a notification to yourself; 403 for anyone else; 429 when repeated; 401', async () => {
    const { data, response } = await cy.client.POST('/test-notification', {
      body: { userId: cy.user.id, title: 'Ding', message: 'Is this thing on?' },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      ...notification,
      type: 'test',
      title: 'Ding',
      message: 'Is this thing on?',
      isRead: false,
    });
    const other = await cy.client.POST('/test-notification', {
      body: { userId: ana.user.id, title: 'Boo', message: 'x' },
    });
    expect(other.response.status).toBe(403);
    expect(other.error).toEqual(errorBody('You can only send a test notification to yourself.'));
    expect((await ana.client.GET('/notifications')).data!.some((n) => n.title === 'Boo')).toBe(false);

    let limited: { message?: string; retryAfter: string | null } | undefined;
    for (let i = 0; i < 6 && !limited; i++) {
      const res = await cy.client.POST('/test-notification', { body: { userId: cy.user.id } });
      if (res.response.status === 429) {
        limited = { message: res.error?.message, retryAfter: res.response.headers.get('retry-after') };
      }
    }
    expect(limited?.message).toBe(
      "That's a lot of test notifications. Please wait a minute before sending another.",
    );
    expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
    const anon = await s.anonymous.POST('/test-notification', { body: { title: 'x', message: 'y' } });
    expect(anon.response.status).toBe(401);
  });

  it('POST /social/messages answers 429 with Retry-After when sent too fast', async () => {
    let status = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 25 && status !== 429; i++) {
      const res = await ben.client.POST('/social/messages', {
        body: { receiverId: ana.user.id, connectionId, message: `quick ${i}` },
      });
      status = res.response.status;
      retryAfter = res.response.headers.get('retry-after');
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
