import { createHash, randomBytes } from 'node:crypto';
import { newSessionId } from '@chuck/api/client';
import { expect } from 'vitest';
import { newMember } from '../support/test-app.ts';
import { FILMS, type Member, type ProcedurePath, type Reply, type World } from './authz-world.ts';

/**
 * Who may call a procedure: anyone, signed-in members only (anonymous callers get a 401), or the
 * club's moderators only (other members get a 403; the happy call is the moderator's).
 */
type Access = 'public' | 'member' | 'moderator';

/** A valid call. */
interface Call {
  input?: unknown;
  /** Who the entitled caller is when it is not the owner (e.g. the borrower cancels a request). */
  as?: Member;
}

/** One attempt on data that is not the caller's (or with fields the input does not declare). */
export interface Attack {
  /** What is tried, for the failure message. */
  what: string;
  as: Member | null;
  input: unknown;
  /** The service's answer: 'OK' when the call is the caller's to make but must only touch their own data. */
  expect: 'OK' | 'NOT_FOUND' | 'FORBIDDEN';
  /** The victim's data as the victim reads it: read before and after the attempt, it must be equal. */
  readBack?: () => Promise<unknown>;
  /** More about the answer: nothing private in it, or the extra field had no effect. */
  verify?: (reply: Reply) => Promise<void> | void;
}

export interface Row {
  access: Access;
  /** The entitled caller's call; `actor` is who makes it (null: anonymous), so it can set up their data. */
  happy: (w: World, actor: Member | null) => Promise<Call>;
  /**
   * Another member (or a visitor) aiming at someone else's data with this procedure; or, when the
   * input names something (an id, a session id) that belongs to nobody, why.
   */
  idor?: ((w: World) => Promise<Attack[]>) | { none: string };
  /** Undeclared fields (ownerId, userId, credits, status, ...) that must not change ownership, status or credits. */
  extra?: (w: World) => Promise<Attack[]>;
}

/** Input keys that name something somebody owns: a procedure taking one must say how it is guarded. */
export const REFERENCE_KEYS = [
  'id',
  'userId',
  'ownerId',
  'mediaId',
  'connectionId',
  'receiverId',
  'sessionId',
  'movieId',
  'movieIds',
  'token',
] as const;

/** What a new member starts with (docs/product.md §3: the welcome grant). */
const WELCOME_CREDITS = 3;
const TOP3 = FILMS.slice(2, 5).map((f) => f.title);
const OTHER_TOP = FILMS.slice(5, 7).map((f) => f.title);
/** Letterboxd's watchlist.csv with one film. */
const watchlistCsv = (film: { title: string; year: number }) =>
  `Date,Name,Year,Letterboxd URI\n2024-01-01,${film.title},${film.year},https://boxd.it/1\n`;
/** One of the member's diary entries (a private review unless `open`): its id. */
async function diaryEntry(w: World, member: Member, open = true): Promise<number> {
  const { entry } = await w.ok(
    'diary.create',
    {
      title: 'Zzauthz Diary Film',
      watchedOn: '2024-06-01',
      review: open ? 'Zzauthz public review' : 'Zzauthz private review',
      public: open,
    },
    member,
  );
  return entry.id;
}
/** An import of the member's (their last, so it can be undone): its id. */
async function ownerImport(w: World, member: Member): Promise<number> {
  const report = await w.ok(
    'library.importCsv',
    {
      filename: 'diary.csv',
      csv: `Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-01,Zzauthz Imported ${newSessionId()},1999,u,4,,,2024-01-01\n`,
    },
    member,
  );
  return report.importId!;
}
const sessionOf = (actor: Member | null) => actor?.sessionId ?? newSessionId();
const none = (why: string) => ({ none: why });
const read =
  <P extends ProcedurePath>(w: World, path: P, input: unknown, as: Member) =>
  () =>
    w.ok(path, input, as);

/** A session of `member`'s in another browser: its public id (the stored hash). */
async function anotherSession(w: World, member: Member): Promise<string> {
  const id = createHash('sha256').update(randomBytes(16)).digest('hex');
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await w.db.insertInto('sessions').values({ id, userId: member.id, expiresAt }).execute();
  return id;
}

/** A live reset link of a new member's: the token the mail would carry (stored only as its hash). */
async function resetToken(w: World): Promise<string> {
  const member = await w.register();
  const token = randomBytes(20).toString('hex');
  await w.db
    .insertInto('passwordResets')
    .values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: member.id,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    })
    .execute();
  return token;
}

/** A live link from an address mail of a new member's (issue 21): the token, stored only as its hash. */
async function emailToken(w: World): Promise<string> {
  const member = await w.register();
  const token = randomBytes(20).toString('hex');
  await w.db
    .insertInto('emailTokens')
    .values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: member.id,
      purpose: 'verify',
      email: member.email,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .execute();
  return token;
}

/** A live link of issue 33 for a new member (undo a change, or sign in once): the token, stored as its hash. */
async function accountLink(w: World, purpose: 'undo-password' | 'sign-in'): Promise<string> {
  const member = await w.register();
  const token = randomBytes(20).toString('hex');
  await w.db
    .insertInto('accountLinks')
    .values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: member.id,
      purpose,
      email: null,
      expiresAt: new Date(Date.now() + 15 * 60 * 1000),
    })
    .execute();
  return token;
}

/** A new member's loan-mail unsubscribe token, as their first loan mail makes it. */
async function loanMailToken(w: World): Promise<string> {
  const member = await w.register();
  const unsubscribeToken = randomBytes(32).toString('base64url');
  await w.db
    .insertInto('loanMailSettings')
    .values({ userId: member.id, unsubscribeToken, modes: '{}' })
    .execute();
  return unsubscribeToken;
}

/** A newsletter sign-up waiting for its confirmation link: the link's token. */
async function newsletterConfirmToken(w: World): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const email = `zzauthz.confirm.${newSessionId()}@example.com`;
  await w.db
    .insertInto('newsletterSubscribers')
    .values({
      email,
      emailKey: email,
      unsubscribeToken: randomBytes(32).toString('base64url'),
      confirmTokenHash: createHash('sha256').update(token).digest('hex'),
      confirmExpiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .execute();
  return token;
}

/** Another member reading what the owner reads with the same input: not found (and nothing changes). */
const unreadable = (w: World, path: ProcedurePath, input: unknown, what: string): Attack => ({
  what,
  as: w.other,
  input,
  expect: 'NOT_FOUND',
  readBack: read(w, path, input, w.owner),
});

/** The answer never carries an email address (members see each other's public profile only). */
const noEmail = (member: Member) => (reply: Reply) => {
  expect(JSON.stringify(reply.data)).not.toContain(member.email);
};

const idsOf = (data: unknown) => (data as { id: number }[]).map((item) => item.id);

async function privateDiscIds(w: World, member: Member): Promise<number[]> {
  const mine = await w.ok('dvdClub.list', undefined, member);
  return mine.filter((d) => d.visibility === 'private').map((d) => d.id);
}

const NIGHT_HOURS_AHEAD = 72;
/**
 * A movie night the owner hosts, the friend invited and coming: its id. `voted`: the owner's film
 * is a candidate with the owner's vote; `over`: closed on that film and moved to two days ago.
 */
async function ownerNight(w: World, { voted = false, over = false } = {}): Promise<number> {
  const night = await w.ok(
    'nights.create',
    {
      title: 'Zzauthz night',
      startsAt: new Date(Date.now() + NIGHT_HOURS_AHEAD * 60 * 60 * 1000).toISOString(),
      place: 'Zzauthz place',
      invitees: [w.friend.id],
    },
    w.owner,
  );
  await w.ok('nights.rsvp', { id: night.id, answer: 'yes' }, w.friend);
  if (voted || over) {
    await w.ok('nights.addCandidate', { id: night.id, movieId: w.film.movieId }, w.owner);
    await w.ok('nights.vote', { id: night.id, movieIds: [w.film.movieId] }, w.owner);
  }
  if (over) {
    await w.ok('nights.close', { id: night.id }, w.owner);
    await w.db
      .updateTable('movieNights')
      .set({ startsAt: new Date(Date.now() - 48 * 60 * 60 * 1000) })
      .where('id', '=', night.id)
      .execute();
  }
  return night.id;
}
/** Another member aiming `path` at the owner's night: a 404, and the night as the owner reads it unchanged. */
const notInvited = (w: World, id: number, input: unknown, what: string): Attack => ({
  what,
  as: w.other,
  input,
  expect: 'NOT_FOUND',
  readBack: read(w, 'nights.get', { id }, w.owner),
});

const SECRET_CHAT = 'Zzauthz secret chat';

/** The owner's signed-in chat (under their browser's session id), written and answered. */
async function ownerChat(w: World) {
  await w.ok('chat.send', { sessionId: w.owner.sessionId, role: 'user', content: SECRET_CHAT }, w.owner);
  await w.settleChat();
  return async () => {
    await w.settleChat();
    return w.ok('chat.history', { sessionId: w.owner.sessionId }, w.owner);
  };
}

async function withPreferences(w: World, actor: Member | null, sessionId: string, topMovies = TOP3) {
  if (actor) await w.ok('preferences.saveMine', { topMovies }, actor);
  else await w.ok('preferences.save', { sessionId, topMovies }, null);
}

/** The recommendations the caller has (a member's, whatever session id their browser sends), made once. */
async function recommendationsOf(w: World, actor: Member | null, sessionId: string) {
  const list = await w.ok('recommendations.list', { sessionId }, actor);
  return list.length ? list : w.ok('recommendations.generate', { sessionId }, actor);
}

async function ownerRecommendations(w: World) {
  await withPreferences(w, w.owner, w.owner.sessionId);
  return recommendationsOf(w, w.owner, w.owner.sessionId);
}

const loanAttacks = async (
  w: World,
  stage: 'requested' | 'accepted' | 'handed_over',
  input: (id: number) => unknown,
  wrongParty: 'borrower' | 'owner',
): Promise<Attack[]> => {
  const loan = await w.loan(stage);
  const readBack = async () => ({
    loan: await w.ok('loans.get', { id: loan.id }, w.owner),
    borrowerCredits: await w.ok('credits.balance', undefined, loan.borrower),
    ownerCredits: await w.ok('credits.balance', undefined, w.owner),
  });
  return [
    {
      what: 'a member with no part in the loan',
      as: w.other,
      input: input(loan.id),
      expect: 'NOT_FOUND',
      readBack,
    },
    {
      what: `the ${wrongParty}, whose step it is not`,
      as: wrongParty === 'borrower' ? loan.borrower : w.owner,
      input: input(loan.id),
      expect: 'FORBIDDEN',
      readBack,
    },
  ];
};

/** Someone else's disc (private, and public) cannot be changed or removed by another member. */
const discAttacks = async (w: World, input: (id: number) => unknown): Promise<Attack[]> => {
  const attacks: Attack[] = [];
  for (const visibility of ['private', 'public'] as const) {
    const disc = await w.disc(w.owner, { title: `Zzauthz ${visibility} Brazil`, visibility });
    attacks.push({
      what: `another member on the owner's ${visibility} disc`,
      as: w.other,
      input: input(disc.id),
      expect: 'NOT_FOUND',
      readBack: read(w, 'dvdClub.get', { id: disc.id }, w.owner),
    });
  }
  return attacks;
};

/** A disc created with someone else's ownerId (and made-up ids and flags) is still the caller's own. */
const createExtra = async (w: World): Promise<Attack[]> => {
  const [victimDisc] = await w.ok('dvdClub.list', undefined, w.owner);
  return [
    {
      what: 'ownerId, id, onLoan and createdAt in a new disc',
      as: w.other,
      input: {
        title: 'Zzauthz Hijack',
        ownerId: w.owner.id,
        id: victimDisc!.id,
        onLoan: true,
        createdAt: '2000-01-01T00:00:00.000Z',
      },
      expect: 'OK',
      readBack: read(w, 'dvdClub.list', undefined, w.owner),
      verify: (reply) => {
        expect(reply.data).toMatchObject({ ownerId: w.other.id, onLoan: false });
        expect((reply.data as { id: number }).id).not.toBe(victimDisc!.id);
      },
    },
  ];
};

/** The caller's own list, whatever session id or userId they send; the owner's stays as it was. */
const ownListOnly = (list: 'watchlist.list' | 'seen.list', remove: 'watchlist.remove' | 'seen.remove') => {
  return async (w: World): Promise<Attack[]> => {
    // On neither list, so the film shows up on exactly one: the caller's.
    for (const member of [w.owner, w.other]) await w.ok(remove, { movieId: w.film.movieId }, member);
    return [
      {
        what: "the owner's session id and userId",
        as: w.other,
        input: {
          ...w.film,
          userRating: 'thumbs_down',
          sessionId: w.owner.sessionId,
          userId: w.owner.id,
        },
        expect: 'OK',
        readBack: read(w, list, undefined, w.owner),
        verify: async () => {
          const theirs = await w.ok(list, undefined, w.other);
          expect(theirs.map((item) => item.movieId)).toContain(w.film.movieId);
        },
      },
    ];
  };
};

/** Removing a film by its catalog id takes it off the caller's list only. */
const removeOwnOnly =
  (add: 'watchlist.add' | 'seen.mark', list: 'watchlist.list' | 'seen.list', remove: ProcedurePath) =>
  async (w: World): Promise<Attack[]> => {
    await w.ok(add, { ...w.film, userRating: 'thumbs_up' }, w.owner);
    // Not on the attacker's own list, so `removed: false` says nothing was removed anywhere.
    await w.ok(remove, { movieId: w.film.movieId }, w.other);
    return [
      {
        what: "a film on the owner's list",
        as: w.other,
        input: { movieId: w.film.movieId },
        expect: 'OK',
        readBack: read(w, list, undefined, w.owner),
        verify: (reply) => expect(reply.data).toEqual({ removed: false }),
      },
    ];
  };

/** Saving with the owner's session id (and userId) saves the caller's own; the owner's stays. */
const sessionWrite =
  (input: (w: World) => Record<string, unknown>, readBack: (w: World) => () => Promise<unknown>) =>
  async (w: World): Promise<Attack[]> => {
    await withPreferences(w, w.owner, w.owner.sessionId);
    return [
      {
        what: "the owner's session id",
        as: w.other,
        input: { ...input(w), sessionId: w.owner.sessionId, userId: w.owner.id },
        expect: 'OK',
        readBack: readBack(w),
      },
      {
        what: "the owner's session id, signed out",
        as: null,
        input: { ...input(w), sessionId: w.owner.sessionId, userId: w.owner.id },
        expect: 'OK',
        readBack: readBack(w),
      },
    ];
  };

/** A visitor or another member sending the owner's session id sees nothing of the owner's `secret`. */
const secretUnderOwnerSession =
  (secret: string, setUp: (w: World) => Promise<unknown>) =>
  async (w: World): Promise<Attack[]> => {
    await setUp(w);
    return [w.other, null].map((as) => ({
      what: `${as ? 'another member' : 'a visitor'} with the owner's session id`,
      as,
      input: { sessionId: w.owner.sessionId },
      expect: 'OK' as const,
      verify: (reply: Reply) => expect(JSON.stringify(reply.data)).not.toContain(secret),
    }));
  };

/** Reading with the owner's session id shows the caller's own, never the owner's rows. */
const sessionRead =
  (owned: (w: World) => Promise<number[]>) =>
  async (w: World): Promise<Attack[]> => {
    const ownerIds = await owned(w);
    expect(ownerIds.length).toBeGreaterThan(0);
    const verify = (reply: Reply) => {
      for (const id of idsOf(reply.data)) expect(ownerIds).not.toContain(id);
    };
    return [w.other, null].map((as) => ({
      what: `${as ? 'another member' : 'a visitor'} with the owner's session id`,
      as,
      input: { sessionId: w.owner.sessionId },
      expect: 'OK' as const,
      verify,
    }));
  };

/** Another member's or a visitor's view of a member's public page: read-only, and nothing private. */
const publicPage =
  (readBack: ProcedurePath) =>
  async (w: World): Promise<Attack[]> => {
    const hidden = await privateDiscIds(w, w.owner);
    expect(hidden.length).toBeGreaterThan(0);
    return [
      // docs/product.md §3: a members-only page (the default) is a 404 for a visitor, like an unknown id.
      { what: "a visitor reading the owner's members-only page", as: null, expect: 'NOT_FOUND' as const },
      { what: "another member reading the owner's page", as: w.other, expect: 'OK' as const },
    ].map((attack) => ({
      ...attack,
      input: { userId: w.owner.id },
      readBack: read(w, readBack, undefined, w.owner),
      verify: (reply: Reply) => {
        if (reply.data === undefined) return; // the 404
        noEmail(w.owner)(reply);
        const shown = (reply.data as { movies?: { id: number }[] }).movies ?? [];
        for (const disc of shown) expect(hidden).not.toContain(disc.id);
      },
    }));
  };

/** A member whose profile is public (docs/product.md §3): a visitor may read their pages. */
async function publicMember(w: World): Promise<Member> {
  const member = await w.register();
  await w.ok('socialProfile.save', { visibility: 'public' }, member);
  return member;
}

/** A list the caller reads is theirs alone: none of the owner's items appear in another member's. */
const ownItemsOnly =
  (owned: (w: World) => Promise<number[]>, input?: unknown) =>
  async (w: World): Promise<Attack[]> => {
    const ownerIds = await owned(w);
    expect(ownerIds.length).toBeGreaterThan(0);
    return [
      {
        what: 'another member reading their own list',
        as: w.other,
        input,
        expect: 'OK',
        verify: (reply) => {
          for (const id of idsOf(reply.data)) expect(ownerIds).not.toContain(id);
        },
      },
    ];
  };

const socialProfileExtra = async (w: World): Promise<Attack[]> => [
  {
    what: "the owner's userId in another member's profile",
    as: w.other,
    input: { displayName: 'Zzauthz Mallory', userId: w.owner.id },
    expect: 'OK',
    readBack: read(w, 'socialProfile.get', undefined, w.owner),
    verify: (reply) =>
      expect(reply.data).toMatchObject({ userId: w.other.id, displayName: 'Zzauthz Mallory' }),
  },
  {
    what: "a town sent with the owner's userId: only the sender's own town changes",
    as: w.other,
    input: { townId: 2633352, userId: w.owner.id },
    expect: 'OK',
    readBack: read(w, 'socialProfile.get', undefined, w.owner),
    verify: (reply) => expect(reply.data).toMatchObject({ userId: w.other.id, town: { id: 2633352 } }),
  },
];

/** A list of the owner's with one film: private unless told, so another member may not even see it. */
async function ownerList(
  w: World,
  visibility: 'public' | 'members' | 'connections' | 'private' = 'private',
): Promise<number> {
  const list = await w.ok('lists.create', { title: 'Zzauthz List', visibility }, w.owner);
  await w.ok('lists.addItem', { id: list.id, movieId: FILMS[0]!.id }, w.owner);
  return list.id;
}

/** Another member aiming `input` at the owner's private list (a 404), and at a members' list they only read (a 403). */
const listAttacks =
  (what: string, input: (id: number, w: World) => Record<string, unknown>) =>
  async (w: World): Promise<Attack[]> => {
    const hidden = await ownerList(w);
    const readable = await ownerList(w, 'members');
    return [
      {
        ...unreadable(w, 'lists.get', { id: hidden }, `another member ${what} the owner's private list`),
        input: input(hidden, w),
      },
      {
        what: `another member ${what} a list they may read but not edit`,
        as: w.other,
        input: input(readable, w),
        expect: 'FORBIDDEN',
        readBack: read(w, 'lists.get', { id: readable }, w.owner),
      },
    ];
  };

/** One row per procedure of the router: the test fails when a procedure has none. */
export const matrix: Record<ProcedurePath, Row> = {
  'analytics.trackVisitor': {
    access: 'public',
    happy: async () => ({ input: { visitorId: 'zzauthz-visitor' } }),
  },
  'analytics.visitorCount': { access: 'public', happy: async () => ({}) },
  'analytics.profileCount': { access: 'public', happy: async () => ({}) },

  'auth.register': {
    access: 'public',
    happy: async () => ({ input: newMember() }),
    idor: async (w) => {
      await withPreferences(w, w.owner, w.owner.sessionId);
      return [
        {
          what: "a new account claiming the owner's session id",
          as: null,
          input: { ...newMember(), sessionId: w.owner.sessionId },
          expect: 'OK',
          readBack: read(w, 'preferences.getMine', undefined, w.owner),
        },
      ];
    },
    extra: async (w) => {
      const details = newMember();
      return [
        {
          what: 'a chosen id and credits',
          as: null,
          input: { ...details, id: 'zzauthzchosen', credits: 1000, amount: 1000 },
          expect: 'OK',
          verify: async (reply) => {
            const { id } = reply.data as { id: string };
            expect(id).not.toBe('zzauthzchosen');
            const joined = { ...details, id, cookie: reply.cookie!, sessionId: newSessionId() };
            expect(await w.ok('credits.balance', undefined, joined)).toEqual({
              amount: WELCOME_CREDITS,
              owed: 0,
            });
          },
        },
      ];
    },
  },
  'auth.login': {
    access: 'public',
    happy: async (w) => ({ input: { email: w.owner.email, password: w.owner.password } }),
    idor: async (w) => {
      await withPreferences(w, w.owner, w.owner.sessionId);
      return [
        {
          what: "another member signing in with the owner's session id",
          as: null,
          input: { email: w.other.email, password: w.other.password, sessionId: w.owner.sessionId },
          expect: 'OK',
          readBack: read(w, 'preferences.getMine', undefined, w.owner),
        },
      ];
    },
    extra: async (w) => [
      {
        what: "the owner's userId beside another member's credentials",
        as: null,
        input: { email: w.other.email, password: w.other.password, userId: w.owner.id, id: w.owner.id },
        expect: 'OK',
        verify: (reply) => expect(reply.data).toMatchObject({ id: w.other.id, email: w.other.email }),
      },
    ],
  },
  'auth.user': { access: 'member', happy: async () => ({}) },
  'auth.forgotPassword': {
    access: 'public',
    happy: async () => ({ input: { email: `zzauthz.reset.${newSessionId()}@example.com` } }),
  },
  'auth.resetPassword': {
    access: 'public',
    happy: async (w) => ({ input: { token: await resetToken(w), password: 'a brand new password' } }),
    idor: none('the token is the capability: only the reader of the reset mail has it'),
  },
  // A fresh member each time: the owner's password is what the other rows sign in with.
  'auth.changePassword': {
    access: 'member',
    happy: async (w, actor) => {
      if (!actor) return { input: { currentPassword: 'anything', newPassword: 'a brand new password' } };
      const member = await w.register();
      return { input: { currentPassword: member.password, newPassword: 'a brand new password' }, as: member };
    },
  },
  'auth.sessions': { access: 'member', happy: async () => ({}) },
  'auth.revokeSession': {
    access: 'member',
    happy: async (w, actor) => ({
      input: { id: actor ? await anotherSession(w, actor) : 'no-such-session' },
    }),
    idor: async (w) => [
      {
        what: "another member signs one of the owner's sessions out",
        as: w.other,
        input: { id: await anotherSession(w, w.owner) },
        expect: 'NOT_FOUND',
        readBack: read(w, 'auth.sessions', undefined, w.owner),
      },
    ],
  },
  'auth.revokeOtherSessions': { access: 'member', happy: async () => ({}) },
  'auth.account': { access: 'member', happy: async () => ({}) },
  // A fresh member each time: 'Send again' is limited per member.
  'auth.resendVerification': {
    access: 'member',
    happy: async (w, actor) => (actor ? { as: await w.register() } : {}),
  },
  'auth.confirmEmail': {
    access: 'public',
    happy: async (w) => ({ input: { token: await emailToken(w) } }),
    idor: none('the token is the capability: only the reader of the mail has it'),
  },
  // Issue 33: visitor routes, the link is the proof (whoever opens it is signed out everywhere, or
  // never signed in on that browser).
  'auth.takeBack': {
    access: 'public',
    happy: async (w) => ({ input: { token: await accountLink(w, 'undo-password') } }),
    idor: none('the token is the capability: only the reader of the mail to the old address has it'),
  },
  'auth.signInWithLink': {
    access: 'public',
    happy: async (w) => ({ input: { token: await accountLink(w, 'sign-in') } }),
    idor: none('the token is the capability: only the reader of the sign-in mail has it'),
  },
  'auth.changeEmail': {
    access: 'member',
    happy: async (w, actor) => {
      if (!actor)
        return { input: { email: `zzauthz.moved.${newSessionId()}@example.com`, password: 'anything' } };
      const member = await w.register();
      return {
        input: { email: `zzauthz.moved.${newSessionId()}@example.com`, password: member.password },
        as: member,
      };
    },
  },
  // A fresh member each time: the call deletes the caller's own account, never anyone else's.
  'auth.deleteAccount': {
    access: 'member',
    happy: async (w, actor) => {
      if (!actor) return { input: { password: 'anything' } };
      const member = await w.register();
      return { input: { password: member.password }, as: member };
    },
    extra: async (w) => {
      const member = await w.register();
      return [
        {
          what: "another member's id beside the caller's own password",
          as: member,
          input: { password: member.password, id: w.owner.id, userId: w.owner.id },
          expect: 'OK',
          readBack: read(w, 'auth.account', undefined, w.owner),
        },
      ];
    },
  },
  'auth.setNotificationDigest': {
    access: 'member',
    happy: async () => ({ input: { daily: false } }),
    extra: async (w) => [
      {
        what: "the owner's userId",
        as: w.other,
        input: { daily: true, userId: w.owner.id },
        expect: 'OK',
        readBack: read(w, 'auth.account', undefined, w.owner),
      },
    ],
  },
  // Anyone may ask who they are; a visitor is told null (the web app's check, tRPC only).
  'auth.me': { access: 'public', happy: async () => ({}) },
  'auth.providers': { access: 'public', happy: async () => ({}) },

  'blocks.add': {
    access: 'member',
    happy: async (w) => ({ input: { memberId: (await w.register()).id } }),
    idor: none('the block is always the caller’s own: memberId names whom they block'),
    extra: async (w) => {
      const target = await w.register();
      return [
        {
          what: "the owner's id as blockerId",
          as: w.other,
          input: { memberId: target.id, blockerId: w.owner.id },
          expect: 'OK',
          readBack: read(w, 'blocks.list', undefined, w.owner),
          verify: async () => {
            const theirs = await w.ok('blocks.list', undefined, w.other);
            expect(theirs.map((b) => b.memberId)).toContain(target.id);
          },
        },
      ];
    },
  },
  'blocks.list': {
    access: 'member',
    happy: async () => ({}),
    idor: async (w) => {
      const blocked = await w.register();
      await w.ok('blocks.add', { memberId: blocked.id }, w.owner);
      return [
        {
          what: "another member listing blocks: never the owner's",
          as: w.other,
          input: undefined,
          expect: 'OK',
          verify: (reply) => expect(JSON.stringify(reply.data)).not.toContain(blocked.id),
        },
      ];
    },
  },
  'blocks.remove': {
    access: 'member',
    happy: async (w, actor) => {
      const blocked = await w.register();
      if (actor) await w.ok('blocks.add', { memberId: blocked.id }, actor);
      return { input: { memberId: blocked.id } };
    },
    idor: async (w) => {
      const blocked = await w.register();
      await w.ok('blocks.add', { memberId: blocked.id }, w.owner);
      return [
        {
          what: "another member lifting the owner's block",
          as: w.other,
          input: { memberId: blocked.id },
          expect: 'NOT_FOUND',
          readBack: read(w, 'blocks.list', undefined, w.owner),
        },
      ];
    },
  },

  'catalog.searchMovies': { access: 'public', happy: async () => ({ input: { q: 'heat' } }) },
  'catalog.search': { access: 'public', happy: async () => ({ input: { q: 'heat' } }) },
  'places.search': {
    access: 'public',
    happy: async () => ({ input: { q: 'leeds' } }),
    idor: none("the world's towns are public; no member's data, never a coordinate"),
  },
  'catalog.getMovie': {
    access: 'public',
    happy: async (w) => ({ input: { id: w.film.movieId } }),
    idor: none('catalog ids name public films'),
  },
  'catalog.watchProviders': {
    access: 'public',
    happy: async (w) => ({ input: { id: w.film.movieId, region: 'US' } }),
    idor: none('catalog ids name public films'),
  },
  'catalog.getPerson': {
    access: 'public',
    happy: async (w) => ({ input: { id: w.personId } }),
    idor: none('catalog ids name public people'),
  },

  'chat.history': {
    access: 'public',
    happy: async (_w, actor) => ({ input: { sessionId: sessionOf(actor) } }),
    idor: secretUnderOwnerSession(SECRET_CHAT, ownerChat),
  },
  'chat.awaitReply': {
    access: 'public',
    happy: async (w, actor) => {
      const sessionId = sessionOf(actor);
      const sent = await w.ok('chat.send', { sessionId, role: 'user', content: 'Zzauthz hello' }, actor);
      return { input: { sessionId, to: sent.id } };
    },
    idor: async (w) => {
      const chat = await (await ownerChat(w))();
      const reply = chat.find((m) => m.role === 'assistant');
      expect(reply).toBeDefined();
      return [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} waiting on the owner's message under their session id`,
        as,
        input: { sessionId: w.owner.sessionId, to: chat[0]!.id },
        expect: 'OK' as const,
        verify: (answer: Reply) => expect(JSON.stringify(answer.data)).not.toContain(reply!.content),
      }));
    },
  },
  'chat.videoConfig': { access: 'public', happy: async () => ({}) },
  'chat.send': {
    access: 'public',
    happy: async (_w, actor) => ({
      input: { sessionId: sessionOf(actor), role: 'user', content: 'Zzauthz hello' },
    }),
    idor: async (w) => {
      const readBack = await ownerChat(w);
      return [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} writing under the owner's session id and userId`,
        as,
        input: {
          sessionId: w.owner.sessionId,
          userId: w.owner.id,
          role: 'user',
          content: 'Zzauthz intruder',
        },
        expect: 'OK' as const,
        readBack,
      }));
    },
  },

  'connections.list': {
    access: 'member',
    happy: async () => ({}),
    idor: async (w) => {
      // The profile's private fields: what the owner wants from the site, not for other members' eyes.
      await w.ok(
        'socialProfile.save',
        { watchingGoals: 'hidden_gems', connectionPreference: 'different_taste' },
        w.owner,
      );
      return [
        {
          what: "the owner's connection, as the member at its other end sees it",
          as: w.friend,
          input: undefined,
          expect: 'OK',
          verify: (reply) => {
            noEmail(w.owner)(reply);
            const seen = JSON.stringify(reply.data);
            expect(seen).toContain(w.owner.id);
            for (const secret of ['hidden_gems', 'different_taste']) expect(seen).not.toContain(secret);
          },
        },
      ];
    },
  },
  'connections.request': {
    access: 'member',
    happy: async (w, actor) => {
      // A member of their own to ask: someone who owns the owner's film (a suggestion).
      const fresh = await w.register();
      if (actor) await w.disc(fresh, { title: 'Zzauthz Paris, Texas', year: 1984, visibility: 'public' });
      return { input: { memberId: fresh.id } };
    },
  },
  'connections.accept': {
    access: 'member',
    happy: async (w, actor) => {
      // Someone who owns the owner's film and asked them to connect.
      const fresh = await w.register();
      if (actor) {
        await w.disc(fresh, { title: 'Zzauthz Paris, Texas', year: 1984, visibility: 'public' });
        await w.ok('connections.request', { memberId: actor.id }, fresh);
      }
      return { input: { memberId: fresh.id } };
    },
    idor: async (w) => {
      const asker = await w.register();
      await w.disc(asker, { title: 'Zzauthz Paris, Texas', year: 1984, visibility: 'public' });
      await w.ok('connections.request', { memberId: w.owner.id }, asker);
      return [
        {
          what: 'another member accepting a request sent to the owner',
          as: w.other,
          input: { memberId: asker.id },
          expect: 'NOT_FOUND',
          readBack: read(w, 'connections.list', undefined, w.owner),
        },
      ];
    },
  },
  'connections.remove': {
    access: 'member',
    happy: async (w, actor) => {
      // A member of their own to remove: the owner's connection with the friend stays for the other rows.
      const fresh = await w.register();
      if (actor) await w.disc(fresh, { title: 'Zzauthz Paris, Texas', year: 1984, visibility: 'public' });
      return { input: { memberId: fresh.id } };
    },
    idor: async (w) => [
      {
        what: "another member removing the owner's connection with the friend",
        as: w.other,
        input: { memberId: w.friend.id },
        expect: 'NOT_FOUND',
        readBack: read(w, 'connections.list', undefined, w.owner),
      },
    ],
  },
  'credits.balance': { access: 'member', happy: async () => ({}) },

  'donations.createIntent': {
    access: 'public',
    happy: async () => ({ input: { amount: 5 } }),
    extra: async (w) =>
      [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} naming the owner as the donor`,
        as,
        input: { amount: 7, userId: w.owner.id },
        expect: 'OK' as const,
        verify: () => expect(w.stripeRequests.at(-1)?.metadata.userId).toBe(as?.id),
      })),
  },
  'donations.config': { access: 'public', happy: async () => ({}) },
  // Whoever holds the payment's client secret may ask how it stands (the donor's browser).
  'donations.payment': {
    access: 'public',
    happy: async (w) => {
      const { clientSecret } = await w.ok('donations.createIntent', { amount: 4 }, null);
      return { input: { paymentIntentId: clientSecret.split('_secret_')[0], clientSecret } };
    },
  },

  'members.get': {
    access: 'public',
    happy: async (w) => ({ input: { id: (await publicMember(w)).id } }),
    idor: async (w) => [
      {
        what: "a visitor reading the owner's members-only page: the 404 of an unknown id",
        as: null,
        input: { id: w.owner.id },
        expect: 'NOT_FOUND',
      },
      {
        what: "another member reading the owner's page: no email, nothing of the viewer's own",
        as: w.other,
        input: { id: w.owner.id },
        expect: 'OK',
        verify: (reply: Reply) => {
          noEmail(w.owner)(reply);
          expect((reply.data as { viewer: { connected: boolean } }).viewer.connected).toBe(false);
        },
      },
    ],
  },
  'doubleFeature.forMember': {
    access: 'member',
    happy: async (w) => ({ input: { memberId: w.friend.id } }),
    idor: async (w) => [
      {
        what: "another member asking for the Double Feature of the owner's friend",
        as: w.other,
        input: { memberId: w.friend.id },
        expect: 'FORBIDDEN',
      },
    ],
  },

  'dvdClub.list': {
    access: 'member',
    happy: async () => ({}),
    idor: ownItemsOnly(async (w) => idsOf(await w.ok('dvdClub.list', undefined, w.owner))),
  },
  'dvdClub.create': {
    access: 'member',
    happy: async () => ({ input: { title: 'Zzauthz Brazil', year: 1985, visibility: 'private' } }),
    idor: none(
      "movieId names the catalog film; the new disc is always the caller's (see the unknown fields)",
    ),
    extra: createExtra,
  },
  'dvdClub.get': {
    access: 'public',
    happy: async (w) => ({ input: { id: (await w.disc(w.owner, { visibility: 'public' })).id } }),
    idor: async (w) => {
      const disc = await w.disc(w.owner, { title: 'Zzauthz Secret Tape' });
      return [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} reading the owner's private disc`,
        as,
        input: { id: disc.id },
        expect: 'NOT_FOUND' as const,
        readBack: read(w, 'dvdClub.get', { id: disc.id }, w.owner),
        verify: (reply: Reply) => expect(JSON.stringify(reply)).not.toContain('Zzauthz Secret Tape'),
      }));
    },
  },
  'dvdClub.update': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.disc(w.owner)).id, notes: 'Zzauthz note' } }),
    idor: (w) => discAttacks(w, (id) => ({ id, visibility: 'rentable', notes: 'Zzauthz pwned' })),
    extra: async (w) => {
      const disc = await w.disc(w.owner);
      return [
        {
          what: 'ownerId, title and onLoan in an update',
          as: w.owner,
          input: {
            id: disc.id,
            notes: 'Zzauthz mine',
            ownerId: w.other.id,
            title: 'Zzauthz Renamed',
            onLoan: true,
          },
          expect: 'OK',
          readBack: read(w, 'dvdClub.list', undefined, w.other),
          verify: (reply) =>
            expect(reply.data).toMatchObject({ ownerId: w.owner.id, title: disc.title, onLoan: false }),
        },
      ];
    },
  },
  'dvdClub.delete': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.disc(w.owner)).id } }),
    idor: (w) => discAttacks(w, (id) => ({ id })),
  },
  'dvdClub.summary': { access: 'member', happy: async () => ({}) },

  'flair.list': { access: 'member', happy: async () => ({}) },
  'flair.check': { access: 'member', happy: async () => ({}) },
  'flair.foundEasterEgg': { access: 'member', happy: async () => ({}) },

  'library.importCsv': {
    access: 'member',
    happy: async () => ({
      input: { filename: 'watchlist.csv', csv: watchlistCsv(FILMS[7]!) },
    }),
    extra: async (w) => {
      // Off the importer's own queue first, so the import has something to add.
      await w.ok('watchlist.remove', { movieId: FILMS[8]!.id }, w.other);
      return [
        {
          what: "the owner's userId in another member's import",
          as: w.other,
          input: {
            filename: 'watchlist.csv',
            csv: watchlistCsv(FILMS[8]!),
            userId: w.owner.id,
          },
          expect: 'OK',
          readBack: read(w, 'watchlist.list', undefined, w.owner),
          verify: (reply) => expect(reply.data).toMatchObject({ imported: 1 }),
        },
      ];
    },
  },
  'library.exportCsv': { access: 'member', happy: async () => ({}) },
  'library.pastImports': { access: 'member', happy: async () => ({}) },
  'library.previewImport': {
    access: 'member',
    happy: async () => ({ input: { filename: 'watchlist.csv', csv: watchlistCsv(FILMS[7]!) } }),
  },
  'library.undoImport': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerImport(w, w.owner) } }),
    idor: async (w) => {
      const id = await ownerImport(w, w.owner);
      // The owner's diary holds what the import added: it must be unchanged.
      const attack = unreadable(w, 'diary.list', {}, "another member undoing the owner's import");
      return [{ ...attack, input: { id } }];
    },
  },

  'lists.create': {
    access: 'member',
    happy: async () => ({ input: { title: 'Zzauthz New List' } }),
    idor: none("a new list is always the caller's"),
  },
  'lists.get': {
    access: 'public',
    happy: async (w) => ({ input: { id: await ownerList(w, 'public') } }),
    idor: async (w) => {
      const id = await ownerList(w);
      return [
        unreadable(w, 'lists.get', { id }, "another member reading the owner's private list"),
        { ...unreadable(w, 'lists.get', { id }, "a visitor reading the owner's private list"), as: null },
      ];
    },
  },
  'lists.update': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerList(w), title: 'Zzauthz Renamed' } }),
    idor: listAttacks('renaming', (id) => ({ id, title: 'Zzauthz pwned' })),
  },
  'lists.delete': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerList(w) } }),
    idor: listAttacks('deleting', (id) => ({ id })),
  },
  'lists.addItem': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerList(w), movieId: FILMS[1]!.id } }),
    idor: listAttacks('adding a film to', (id) => ({ id, movieId: FILMS[2]!.id })),
  },
  'lists.setNote': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerList(w), movieId: FILMS[0]!.id, note: 'Zzauthz note' } }),
    idor: listAttacks('noting a film of', (id) => ({ id, movieId: FILMS[0]!.id, note: 'Zzauthz pwned' })),
  },
  'lists.removeItem': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerList(w), movieId: FILMS[0]!.id } }),
    idor: listAttacks('taking a film off', (id) => ({ id, movieId: FILMS[0]!.id })),
  },
  'lists.reorder': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerList(w), movieIds: [FILMS[0]!.id] } }),
    idor: listAttacks('reordering', (id) => ({ id, movieIds: [FILMS[0]!.id] })),
  },
  'lists.addEditor': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerList(w), memberId: w.friend.id } }),
    idor: listAttacks('inviting an editor to', (id, w) => ({ id, memberId: w.other.id })),
  },
  'lists.removeEditor': {
    access: 'member',
    happy: async (w) => {
      const id = await ownerList(w);
      await w.ok('lists.addEditor', { id, memberId: w.friend.id }, w.owner);
      return { input: { id, memberId: w.friend.id } };
    },
    idor: async (w) => {
      const id = await ownerList(w, 'members');
      await w.ok('lists.addEditor', { id, memberId: w.friend.id }, w.owner);
      return [
        {
          what: "another member removing the owner's editor",
          as: w.other,
          input: { id, memberId: w.friend.id },
          expect: 'FORBIDDEN',
          readBack: read(w, 'lists.get', { id }, w.owner),
        },
      ];
    },
  },
  'lists.ofMember': {
    access: 'public',
    happy: async (w) => ({ input: { id: (await publicMember(w)).id } }),
    idor: async (w) => {
      await ownerList(w);
      return [
        // docs/product.md §3: a members-only page (the default) is a 404 for a visitor, like an unknown id.
        {
          ...unreadable(w, 'lists.ofMember', { id: w.owner.id }, "a visitor reading the owner's lists"),
          as: null,
        },
        {
          what: "another member reading the owner's lists: never the private one",
          as: w.other,
          input: { id: w.owner.id },
          expect: 'OK',
          verify: (reply) => expect(JSON.stringify(reply.data)).not.toContain('"private"'),
        },
      ];
    },
  },
  'lists.forFilm': {
    access: 'public',
    happy: async () => ({ input: { movieId: FILMS[0]!.id } }),
    idor: none('movieId names a catalog film; only the lists the caller may see are counted'),
  },
  'lists.export': {
    access: 'public',
    happy: async (w) => ({ input: { id: await ownerList(w, 'public') } }),
    idor: async (w) => {
      const id = await ownerList(w);
      return [
        {
          ...unreadable(w, 'lists.get', { id }, "another member exporting the owner's private list"),
          input: { id },
        },
      ];
    },
  },
  'lists.import': {
    access: 'member',
    happy: async () => ({
      input: {
        csv: `Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2026-11-20,Zzauthz Import,,,\n\nPosition,Name,Year,URL,Description\n1,${FILMS[0]!.title},${FILMS[0]!.year},,\n`,
      },
    }),
    idor: none("the new list is always the caller's"),
  },

  'diary.list': { access: 'member', happy: async () => ({ input: {} }) },
  'diary.create': {
    access: 'member',
    happy: async (w) => ({ input: { ...w.film, watchedOn: '2024-05-01', rating: 3.5, review: 'Zzauthz' } }),
    idor: none('movieId names a catalog film; the entry is always the caller’s own'),
    extra: async (w) => [
      {
        what: "the owner's userId in another member's diary entry",
        as: w.other,
        input: { title: 'Zzauthz Intruder Watch', watchedOn: '2024-05-02', userId: w.owner.id },
        expect: 'OK',
        readBack: read(w, 'diary.list', {}, w.owner),
      },
    ],
  },
  'diary.update': {
    access: 'member',
    happy: async (w) => ({ input: { id: await diaryEntry(w, w.owner), review: 'Zzauthz changed' } }),
    idor: async (w) => {
      const id = await diaryEntry(w, w.owner);
      const attack = unreadable(w, 'diary.list', {}, "another member changing the owner's diary entry");
      return [{ ...attack, input: { id, review: 'Zzauthz pwned' } }];
    },
  },
  'diary.delete': {
    access: 'member',
    happy: async (w) => ({ input: { id: await diaryEntry(w, w.owner) } }),
    idor: async (w) => {
      const id = await diaryEntry(w, w.owner);
      return [
        {
          ...unreadable(w, 'diary.list', {}, "another member deleting the owner's diary entry"),
          input: { id },
        },
      ];
    },
  },
  'diary.ofMember': {
    access: 'public',
    happy: async (w) => ({ input: { userId: (await publicMember(w)).id } }),
    idor: async (w) => {
      await diaryEntry(w, w.owner, false);
      return [
        // docs/product.md §3: a members-only page (the default) is a 404 for a visitor, like an unknown id.
        {
          what: "a visitor reading the owner's members-only reviews",
          as: null,
          expect: 'NOT_FOUND' as const,
        },
        { what: "another member reading the owner's reviews", as: w.other, expect: 'OK' as const },
      ].map((attack) => ({
        ...attack,
        input: { userId: w.owner.id },
        readBack: read(w, 'diary.list', {}, w.owner),
        // Private entries stay private: only reviews marked public are shown.
        verify: (reply: Reply) =>
          expect(JSON.stringify(reply.data ?? '')).not.toContain('Zzauthz private review'),
      }));
    },
  },
  'nights.list': { access: 'member', happy: async () => ({}) },
  'nights.get': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w) } }),
    idor: async (w) => [
      unreadable(w, 'nights.get', { id: await ownerNight(w) }, 'a member not invited to the night'),
    ],
  },
  'nights.create': {
    access: 'member',
    happy: async (w) => ({
      input: {
        title: 'Zzauthz night',
        startsAt: new Date(Date.now() + NIGHT_HOURS_AHEAD * 60 * 60 * 1000).toISOString(),
        place: 'Zzauthz place',
        invitees: [w.friend.id],
      },
    }),
  },
  'nights.update': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w), place: 'Zzauthz café' } }),
    idor: async (w) => {
      const id = await ownerNight(w);
      return [
        notInvited(
          w,
          id,
          { id, place: 'Zzauthz intruder' },
          "a member not invited changing the owner's night",
        ),
        {
          what: "an invitee changing the host's night",
          as: w.friend,
          input: { id, place: 'Zzauthz intruder' },
          expect: 'FORBIDDEN',
          readBack: read(w, 'nights.get', { id }, w.owner),
        },
      ];
    },
  },
  'nights.cancel': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w) } }),
    idor: async (w) => {
      const id = await ownerNight(w);
      return [
        notInvited(w, id, { id }, "a member not invited cancelling the owner's night"),
        {
          what: "an invitee cancelling the host's night",
          as: w.friend,
          input: { id },
          expect: 'FORBIDDEN',
          readBack: read(w, 'nights.get', { id }, w.owner),
        },
      ];
    },
  },
  'nights.rsvp': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w), answer: 'maybe' }, as: w.friend }),
    idor: async (w) => {
      const id = await ownerNight(w);
      return [notInvited(w, id, { id, answer: 'yes' }, 'a member not invited answering the night')];
    },
  },
  'nights.addCandidate': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w), movieId: w.film.movieId } }),
    idor: async (w) => {
      const id = await ownerNight(w);
      return [notInvited(w, id, { id, movieId: w.film2.movieId }, 'a member not invited adding a film')];
    },
  },
  'nights.vote': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w, { voted: true }), movieIds: [w.film.movieId] } }),
    idor: async (w) => {
      const id = await ownerNight(w, { voted: true });
      return [notInvited(w, id, { id, movieIds: [w.film.movieId] }, 'a member not invited voting')];
    },
  },
  'nights.close': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w, { voted: true }) } }),
    idor: async (w) => {
      const id = await ownerNight(w, { voted: true });
      return [
        notInvited(w, id, { id }, "a member not invited closing the owner's vote"),
        {
          what: "an attendee closing the host's vote",
          as: w.friend,
          input: { id },
          expect: 'FORBIDDEN',
          readBack: read(w, 'nights.get', { id }, w.owner),
        },
      ];
    },
  },
  'nights.watched': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w, { over: true }) }, as: w.friend }),
    idor: async (w) => {
      const id = await ownerNight(w, { over: true });
      return [notInvited(w, id, { id }, 'a member not invited logging the night')];
    },
  },
  'nights.calendar': {
    access: 'member',
    happy: async (w) => ({ input: { id: await ownerNight(w) } }),
    idor: async (w) => [
      unreadable(
        w,
        'nights.calendar',
        { id: await ownerNight(w) },
        "a member not invited reading the night's calendar",
      ),
    ],
  },
  'rewind.get': { access: 'member', happy: async () => ({ input: { year: 2024 } }) },
  'rewind.ofMember': {
    access: 'public',
    happy: async (w) => ({ input: { userId: (await publicMember(w)).id, year: 2024 } }),
    idor: async (w) => {
      await diaryEntry(w, w.owner, false);
      return [
        // docs/product.md §3: a members-only page (the default) is a 404 for a visitor, like an unknown id.
        { what: "a visitor reading the owner's members-only Rewind", as: null, expect: 'NOT_FOUND' as const },
        { what: "another member reading the owner's Rewind", as: w.other, expect: 'OK' as const },
      ].map((attack) => ({ ...attack, input: { userId: w.owner.id, year: 2024 } }));
    },
  },

  'loans.request': {
    access: 'member',
    happy: async (w) => {
      const disc = await w.disc(w.owner, { title: 'Zzauthz Solaris', visibility: 'rentable' });
      return { input: { mediaId: disc.id, ownerId: w.owner.id }, as: await w.borrower() };
    },
    idor: async (w) => {
      const disc = await w.disc(w.owner, { title: 'Zzauthz Private Solaris' });
      const rentable = await w.disc(w.owner, { title: 'Zzauthz Open Solaris', visibility: 'rentable' });
      return [
        {
          what: "another member asking for the owner's private disc",
          as: w.other,
          input: { mediaId: disc.id, ownerId: w.owner.id },
          expect: 'NOT_FOUND',
          readBack: read(w, 'loans.list', undefined, w.owner),
        },
        {
          // docs/product.md §3: lending and borrowing need a confirmed address.
          what: 'a member who has not confirmed their address asking to borrow',
          as: await w.register({ confirmed: false }),
          input: { mediaId: rentable.id, ownerId: w.owner.id },
          expect: 'FORBIDDEN',
          readBack: read(w, 'loans.list', undefined, w.owner),
        },
      ];
    },
    extra: async (w) => {
      const disc = await w.disc(w.owner, { title: 'Zzauthz Free Solaris', visibility: 'rentable' });
      const borrower = await w.borrower();
      return [
        {
          what: 'borrowerId, status and credits in a request',
          as: borrower,
          input: {
            mediaId: disc.id,
            ownerId: w.owner.id,
            borrowerId: w.other.id,
            status: 'returned',
            credits: 0,
          },
          expect: 'OK',
          readBack: read(w, 'loans.list', undefined, w.other),
          verify: (reply) =>
            expect(reply.data).toMatchObject({ borrowerId: borrower.id, status: 'requested', credits: 1 }),
        },
      ];
    },
  },
  'loans.get': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.loan('requested')).id } }),
    idor: async (w) => [
      unreadable(w, 'loans.get', { id: (await w.loan('requested')).id }, 'a member with no part in the loan'),
    ],
  },
  'loans.list': {
    access: 'member',
    happy: async () => ({}),
    idor: async (w) => {
      await w.loan('requested');
      return [
        {
          what: "another member's loan list",
          as: w.other,
          input: undefined,
          expect: 'OK',
          verify: (reply) => expect(JSON.stringify(reply.data)).not.toContain(w.owner.id),
        },
      ];
    },
  },
  'loans.accept': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.loan('requested')).id, loanDays: 7 } }),
    idor: (w) => loanAttacks(w, 'requested', (id) => ({ id }), 'borrower'),
    extra: async (w) => {
      const loan = await w.loan('requested');
      const before = await w.ok('credits.balance', undefined, loan.borrower);
      return [
        {
          what: 'status, credits and borrowerId in an accept',
          as: w.owner,
          input: { id: loan.id, status: 'returned', credits: 0, borrowerId: w.other.id },
          expect: 'OK',
          readBack: read(w, 'credits.balance', undefined, w.other),
          verify: async (reply) => {
            expect(reply.data).toMatchObject({
              status: 'accepted',
              credits: 1,
              borrowerId: loan.borrower.id,
            });
            expect(await w.ok('credits.balance', undefined, loan.borrower)).toEqual({
              amount: before.amount - 1,
              owed: 0,
            });
          },
        },
      ];
    },
  },
  'loans.decline': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.loan('requested')).id } }),
    idor: (w) => loanAttacks(w, 'requested', (id) => ({ id }), 'borrower'),
  },
  'loans.confirm': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      return { input: { id: loan.id }, as: loan.borrower };
    },
    idor: async (w) => [
      unreadable(
        w,
        'loans.get',
        { id: (await w.loan('handed_over')).id },
        'a member with no part in the loan',
      ),
    ],
  },
  'loans.dispute': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      return {
        input: { id: loan.id, reason: 'not_received', note: 'Zzauthz not in my hands' },
        as: loan.borrower,
      };
    },
    idor: async (w) => {
      const loan = await w.loan('handed_over');
      return [
        {
          what: 'a member with no part in the loan',
          as: w.other,
          input: { id: loan.id, reason: 'other', note: 'Zzauthz meddling' },
          expect: 'NOT_FOUND' as const,
          readBack: read(w, 'loans.get', { id: loan.id }, w.owner),
        },
      ];
    },
  },
  'loans.review': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      await w.ok('loans.markReturned', { id: loan.id, condition: 'Good' }, w.owner);
      // Reviews open once the return is confirmed (docs/product.md §3 'Loan review').
      await w.ok('loans.confirm', { id: loan.id }, loan.borrower);
      return { input: { id: loan.id, thumb: 'up' } };
    },
    idor: async (w) => {
      const loan = await w.loan('handed_over');
      await w.ok('loans.markReturned', { id: loan.id, condition: 'Good' }, w.owner);
      return [
        {
          what: 'a member with no part in the loan',
          as: w.other,
          input: { id: loan.id, thumb: 'down' },
          expect: 'NOT_FOUND' as const,
          readBack: read(w, 'loans.get', { id: loan.id }, w.owner),
        },
      ];
    },
  },
  // docs/product.md §3 'Loan mail': a member's own choices; the mailed token is the capability.
  'loanMail.settings': { access: 'member', happy: async () => ({}) },
  'loanMail.set': {
    access: 'member',
    happy: async () => ({ input: { kind: 'loan_plan_agreed', mode: 'off' } }),
    extra: async (w) => [
      {
        what: "the owner's userId",
        as: w.other,
        input: { kind: 'rental_request', mode: 'off', userId: w.owner.id },
        expect: 'OK',
        readBack: read(w, 'loanMail.settings', undefined, w.owner),
      },
    ],
  },
  'loanMail.unsubscribe': {
    access: 'public',
    happy: async (w) => ({ input: { token: await loanMailToken(w), kind: 'rental_overdue' } }),
    idor: none("the token is the capability: only the reader of the member's loan mail has it"),
  },
  // docs/product.md §3 'Loan thread', 'Hand-over plan': only the loan's two members; anyone else a 404.
  'loanThreads.get': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.loan('requested')).id } }),
    idor: async (w) => [
      unreadable(
        w,
        'loanThreads.get',
        { id: (await w.loan('requested')).id },
        'a member with no part in the loan',
      ),
    ],
  },
  'loanThreads.post': {
    access: 'member',
    happy: async (w) => ({
      input: { id: (await w.loan('requested')).id, message: 'Zzauthz see you Saturday' },
    }),
    idor: async (w) => {
      const loan = await w.loan('requested');
      return [
        {
          what: 'a member with no part in the loan writing in its thread',
          as: w.other,
          input: { id: loan.id, message: 'Zzauthz intruder' },
          expect: 'NOT_FOUND',
          readBack: read(w, 'loanThreads.get', { id: loan.id }, w.owner),
        },
      ];
    },
    extra: async (w) => {
      const loan = await w.loan('requested');
      return [
        {
          what: 'senderId and loanId naming the borrower: the message is still the caller’s own',
          as: w.owner,
          input: { id: loan.id, message: 'Zzauthz mine', senderId: loan.borrower.id, loanId: 1 },
          expect: 'OK',
          verify: (reply) =>
            expect(reply.data).toMatchObject({ senderId: w.owner.id, loanId: loan.id, mine: true }),
        },
      ];
    },
  },
  'handoverPlans.get': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.loan('requested')).id } }),
    idor: async (w) => [
      unreadable(
        w,
        'handoverPlans.get',
        { id: (await w.loan('requested')).id },
        'a member with no part in the loan',
      ),
    ],
  },
  'handoverPlans.propose': {
    access: 'member',
    happy: async (w) => ({
      input: { id: (await w.loan('accepted')).id, kind: 'post', note: 'Zzauthz first class' },
    }),
    idor: async (w) => {
      const loan = await w.loan('accepted');
      return [
        {
          what: 'a member with no part in the loan planning its hand-over',
          as: w.other,
          input: { id: loan.id, kind: 'post' },
          expect: 'NOT_FOUND',
          readBack: read(w, 'handoverPlans.get', { id: loan.id }, w.owner),
        },
      ];
    },
  },
  'loanDisputes.resolve': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      await w.ok('loans.dispute', { id: loan.id, reason: 'damaged' }, loan.borrower);
      return { input: { id: loan.id, outcome: 'damaged', credits: 1 }, as: loan.borrower };
    },
    idor: async (w) => {
      const loan = await w.loan('handed_over');
      await w.ok('loans.dispute', { id: loan.id, reason: 'damaged' }, loan.borrower);
      return [
        {
          what: 'a member with no part in the loan proposing how its dispute ends',
          as: w.other,
          input: { id: loan.id, outcome: 'returned' },
          expect: 'NOT_FOUND' as const,
          readBack: read(w, 'loans.get', { id: loan.id }, w.owner),
        },
      ];
    },
  },
  'loanDisputes.accept': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      await w.ok('loans.dispute', { id: loan.id, reason: 'damaged' }, loan.borrower);
      await w.ok('loanDisputes.resolve', { id: loan.id, outcome: 'returned' }, loan.borrower);
      return { input: { id: loan.id }, as: w.owner };
    },
    idor: async (w) => {
      const loan = await w.loan('handed_over');
      await w.ok('loans.dispute', { id: loan.id, reason: 'damaged' }, loan.borrower);
      await w.ok('loanDisputes.resolve', { id: loan.id, outcome: 'returned' }, loan.borrower);
      return [
        {
          what: "a member with no part in the loan accepting its dispute's proposal",
          as: w.other,
          input: { id: loan.id },
          expect: 'NOT_FOUND' as const,
          readBack: read(w, 'loans.get', { id: loan.id }, w.owner),
        },
      ];
    },
  },
  'handoverPlans.accept': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('accepted');
      await w.ok('handoverPlans.propose', { id: loan.id, kind: 'post' }, loan.borrower);
      return { input: { id: loan.id } };
    },
    idor: async (w) => {
      const loan = await w.loan('accepted');
      await w.ok('handoverPlans.propose', { id: loan.id, kind: 'post' }, loan.borrower);
      return [
        {
          what: 'a member with no part in the loan accepting its proposal',
          as: w.other,
          input: { id: loan.id },
          expect: 'NOT_FOUND',
          readBack: read(w, 'handoverPlans.get', { id: loan.id }, w.owner),
        },
      ];
    },
  },
  'handoverPlans.calendar': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('accepted');
      await w.ok('handoverPlans.propose', { id: loan.id, kind: 'post' }, loan.borrower);
      await w.ok('handoverPlans.accept', { id: loan.id }, w.owner);
      return { input: { id: loan.id } };
    },
    idor: async (w) => {
      const loan = await w.loan('accepted');
      await w.ok('handoverPlans.propose', { id: loan.id, kind: 'post' }, loan.borrower);
      await w.ok('handoverPlans.accept', { id: loan.id }, w.owner);
      return [unreadable(w, 'handoverPlans.calendar', { id: loan.id }, 'a member with no part in the loan')];
    },
  },
  'holds.place': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      const { mediaId } = await w.ok('loans.get', { id: loan.id }, w.owner);
      return { input: { mediaId }, as: w.other };
    },
    idor: async (w) => {
      const disc = await w.disc(w.owner, { title: 'Zzauthz Private Hold' });
      return [
        {
          what: "another member holding the owner's private disc",
          as: w.other,
          input: { mediaId: disc.id },
          expect: 'NOT_FOUND' as const,
          readBack: read(w, 'holds.mine', undefined, w.other),
        },
      ];
    },
  },
  'holds.mine': { access: 'member', happy: async () => ({}) },
  'holds.remove': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      const { mediaId } = await w.ok('loans.get', { id: loan.id }, w.owner);
      const hold = await w.ok('holds.place', { mediaId }, w.other);
      return { input: { id: hold.id }, as: w.other };
    },
    idor: async (w) => {
      const loan = await w.loan('handed_over');
      const { mediaId } = await w.ok('loans.get', { id: loan.id }, w.owner);
      const hold = await w.ok('holds.place', { mediaId }, w.other);
      return [
        {
          what: "the disc's owner removing another member's hold",
          as: w.owner,
          input: { id: hold.id },
          expect: 'NOT_FOUND' as const,
          readBack: read(w, 'holds.mine', undefined, w.other),
        },
      ];
    },
  },
  'holds.ofDisc': {
    access: 'member',
    happy: async (w) => {
      const disc = await w.disc(w.owner, { title: 'Zzauthz Held', visibility: 'rentable' });
      return { input: { id: disc.id } };
    },
    idor: async (w) => {
      const disc = await w.disc(w.owner, { title: 'Zzauthz Held Line', visibility: 'rentable' });
      return [unreadable(w, 'holds.ofDisc', { id: disc.id }, "another member reading the owner's line")];
    },
  },
  'loans.cancel': {
    access: 'member',
    happy: async (w) => {
      const loan = await w.loan('requested');
      return { input: { id: loan.id }, as: loan.borrower };
    },
    idor: (w) => loanAttacks(w, 'requested', (id) => ({ id }), 'owner'),
  },
  'loans.handOver': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.loan('accepted')).id } }),
    idor: (w) => loanAttacks(w, 'accepted', (id) => ({ id }), 'borrower'),
  },
  'loans.markReturned': {
    access: 'member',
    happy: async (w) => ({ input: { id: (await w.loan('handed_over')).id, condition: 'Good' } }),
    idor: (w) => loanAttacks(w, 'handed_over', (id) => ({ id, condition: 'Poor' }), 'borrower'),
    extra: async (w) => {
      const loan = await w.loan('handed_over');
      const before = await w.ok('credits.balance', undefined, w.owner);
      return [
        {
          // (`credits` is a return's own field now: what a damaged or lost disc costs, with `problem`.)
          what: 'a price, a payout, ownerId and status in a return',
          as: w.owner,
          input: {
            id: loan.id,
            condition: 'Good',
            price: 100,
            payout: 'paid',
            ownerId: w.other.id,
            status: 'requested',
          },
          expect: 'OK',
          readBack: read(w, 'credits.balance', undefined, w.other),
          verify: async (reply) => {
            expect(reply.data).toMatchObject({ status: 'returned', credits: 1, ownerId: w.owner.id });
            // Paid only once the borrower confirms the return (docs/product.md §3 'Credits').
            expect(await w.ok('credits.balance', undefined, w.owner)).toEqual(before);
          },
        },
      ];
    },
  },

  'messages.send': {
    access: 'member',
    happy: async (w) => ({
      input: { receiverId: w.friend.id, connectionId: w.connectionId, message: 'Zzauthz hello friend' },
    }),
    idor: async (w) =>
      [w.owner, w.friend].map((receiver) => ({
        what: `another member writing into the owner's conversation (to ${receiver === w.owner ? 'the owner' : 'the friend'})`,
        as: w.other,
        input: { receiverId: receiver.id, connectionId: w.connectionId, message: 'Zzauthz intruder' },
        expect: 'NOT_FOUND' as const,
        readBack: read(w, 'messages.conversation', { connectionId: w.connectionId }, w.owner),
      })),
    extra: async (w) => [
      {
        what: "the friend's id as senderId",
        as: w.owner,
        input: {
          receiverId: w.friend.id,
          connectionId: w.connectionId,
          message: 'Zzauthz really me',
          senderId: w.friend.id,
          sentAt: '2000-01-01T00:00:00.000Z',
        },
        expect: 'OK',
        verify: (reply) => {
          expect(reply.data).toMatchObject({ senderId: w.owner.id, receiverId: w.friend.id });
          expect((reply.data as { sentAt: string }).sentAt).not.toBe('2000-01-01T00:00:00.000Z');
        },
      },
    ],
  },
  'messages.conversation': {
    access: 'member',
    happy: async (w) => ({ input: { connectionId: w.connectionId } }),
    idor: async (w) => [
      unreadable(
        w,
        'messages.conversation',
        { connectionId: w.connectionId },
        "another member reading the owner's conversation",
      ),
    ],
  },

  'newsletter.subscribe': {
    access: 'public',
    happy: async () => ({ input: { email: `zzauthz.${newSessionId()}@example.com` } }),
  },
  'newsletter.confirm': {
    access: 'public',
    happy: async (w) => ({ input: { token: await newsletterConfirmToken(w) } }),
    idor: none('the token is the capability: only the reader of the confirmation mail has it'),
  },
  'newsletter.unsubscribe': {
    access: 'public',
    happy: async (w) => ({ input: { token: await w.unsubscribeToken() } }),
    idor: none('the token is the capability: only the reader of its mailing has it'),
  },

  'notifications.list': {
    access: 'member',
    happy: async () => ({ input: {} }),
    idor: ownItemsOnly(async (w) => [await w.notification(w.owner)], {}),
  },
  'notifications.markRead': {
    access: 'member',
    happy: async (w) => ({ input: { id: await w.notification(w.owner) } }),
    idor: async (w) => {
      const id = await w.notification(w.owner);
      return [
        {
          what: "another member marking the owner's notification read",
          as: w.other,
          input: { id },
          expect: 'NOT_FOUND',
          readBack: read(w, 'notifications.list', {}, w.owner),
        },
      ];
    },
    extra: async (w) => {
      const id = await w.notification(w.owner);
      await w.notification(w.other);
      return [
        {
          what: 'isRead and userId in a mark-read',
          as: w.owner,
          input: { id, isRead: false, userId: w.other.id },
          expect: 'OK',
          readBack: read(w, 'notifications.unreadCount', undefined, w.other),
          verify: (reply) => expect(reply.data).toMatchObject({ id, isRead: true }),
        },
      ];
    },
  },
  'notifications.markAllRead': {
    access: 'member',
    happy: async () => ({}),
    idor: async (w) => {
      await w.notification(w.owner);
      return [
        {
          what: 'another member marking all their own read',
          as: w.other,
          input: undefined,
          expect: 'OK',
          readBack: read(w, 'notifications.list', {}, w.owner),
        },
      ];
    },
  },
  'notifications.unreadCount': { access: 'member', happy: async () => ({}) },
  'notifications.test': {
    access: 'member',
    happy: async () => ({ input: {} }),
    idor: async (w) => [
      {
        what: "another member sending a test to the owner's bell",
        as: w.other,
        input: { userId: w.owner.id, title: 'Zzauthz spoof' },
        expect: 'FORBIDDEN',
        readBack: read(w, 'notifications.list', {}, w.owner),
      },
    ],
    extra: async (w) => [
      {
        what: 'type, isRead and data in a test notification',
        as: w.owner,
        input: { type: 'rental_request', isRead: true, data: { loanId: 1 } },
        expect: 'OK',
        verify: (reply) => expect(reply.data).toMatchObject({ type: 'test', isRead: false, data: {} }),
      },
    ],
  },

  'preferences.save': {
    access: 'public',
    happy: async (_w, actor) => ({ input: { sessionId: sessionOf(actor), topMovies: TOP3 } }),
    idor: sessionWrite(
      () => ({ topMovies: OTHER_TOP }),
      (w) => read(w, 'preferences.getMine', undefined, w.owner),
    ),
  },
  'preferences.getForSession': {
    access: 'public',
    happy: async (_w, actor) => ({ input: { sessionId: sessionOf(actor) } }),
    idor: secretUnderOwnerSession('Zzauthz Only Mine', (w) =>
      withPreferences(w, w.owner, w.owner.sessionId, ['Zzauthz Only Mine']),
    ),
  },
  'preferences.getMine': { access: 'member', happy: async () => ({}) },
  'preferences.watchRegion': {
    access: 'public',
    happy: async (_w, actor) => ({ input: { sessionId: sessionOf(actor) } }),
    idor: async (w) => {
      await withPreferences(w, w.owner, w.owner.sessionId);
      await w.ok('preferences.setWatchRegion', { sessionId: w.owner.sessionId, region: 'NZ' }, w.owner);
      return [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} reading with the owner's session id`,
        as,
        input: { sessionId: w.owner.sessionId },
        expect: 'OK' as const,
        verify: (reply: Reply) => expect(reply.data).not.toEqual({ region: 'NZ', chosen: true }),
      }));
    },
  },
  'preferences.setWatchRegion': {
    access: 'public',
    happy: async (w, actor) => {
      const sessionId = sessionOf(actor);
      await withPreferences(w, actor, sessionId);
      return { input: { sessionId, region: 'GB' } };
    },
    idor: async (w) => {
      await withPreferences(w, w.owner, w.owner.sessionId);
      await withPreferences(w, w.other, w.other.sessionId);
      // A visitor's own top 3 under that session id: their pick is theirs, never the member's.
      await withPreferences(w, null, w.owner.sessionId);
      const readBack = read(w, 'preferences.watchRegion', { sessionId: w.owner.sessionId }, w.owner);
      return [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} picking with the owner's session id and userId`,
        as,
        input: { sessionId: w.owner.sessionId, region: 'JP', userId: w.owner.id },
        expect: 'OK' as const,
        readBack,
      }));
    },
  },
  'preferences.saveMine': {
    access: 'member',
    happy: async () => ({ input: { topMovies: TOP3 } }),
    extra: async (w) => {
      await withPreferences(w, w.owner, w.owner.sessionId);
      return [
        {
          what: "the owner's userId",
          as: w.other,
          input: { topMovies: OTHER_TOP, userId: w.owner.id },
          expect: 'OK',
          readBack: read(w, 'preferences.getMine', undefined, w.owner),
        },
      ];
    },
  },

  'ratings.rate': {
    access: 'public',
    happy: async (_w, actor) => ({
      input: { sessionId: sessionOf(actor), movieTitle: 'Heat', rating: 'thumbs_up' },
    }),
    idor: sessionWrite(
      () => ({ movieTitle: 'Jaws', rating: 'thumbs_down' }),
      (w) => read(w, 'ratings.list', { sessionId: w.owner.sessionId }, w.owner),
    ),
  },
  'ratings.list': {
    access: 'public',
    happy: async (_w, actor) => ({ input: { sessionId: sessionOf(actor) } }),
    idor: sessionRead(async (w) => {
      await w.ok(
        'ratings.rate',
        { sessionId: w.owner.sessionId, movieTitle: 'Alien', rating: 'thumbs_up' },
        w.owner,
      );
      return idsOf(await w.ok('ratings.list', { sessionId: w.owner.sessionId }, w.owner));
    }),
  },

  'moreLikeThis.forFilm': {
    access: 'public',
    happy: async (w) => ({ input: { id: w.film.movieId } }),
    // The caller's own seen list and dislikes shape the answer; the input names only a public film.
    idor: none('catalog ids name public films'),
  },
  'recommendations.generate': {
    access: 'public',
    happy: async (w, actor) => {
      const sessionId = sessionOf(actor);
      await withPreferences(w, actor, sessionId);
      return { input: { sessionId } };
    },
    idor: async (w) => {
      await ownerRecommendations(w);
      await withPreferences(w, w.other, w.other.sessionId, OTHER_TOP);
      return [
        {
          what: "another member generating under the owner's session id",
          as: w.other,
          input: { sessionId: w.owner.sessionId },
          expect: 'OK',
          readBack: read(w, 'recommendations.list', { sessionId: w.owner.sessionId }, w.owner),
        },
      ];
    },
  },
  'recommendations.list': {
    access: 'public',
    happy: async (_w, actor) => ({ input: { sessionId: sessionOf(actor) } }),
    idor: sessionRead(async (w) => idsOf(await ownerRecommendations(w))),
  },
  'recommendations.rate': {
    access: 'public',
    happy: async (w, actor) => {
      const sessionId = sessionOf(actor);
      await withPreferences(w, actor, sessionId);
      const [first] = await recommendationsOf(w, actor, sessionId);
      return { input: { id: first!.id, rating: 'thumbs_up', sessionId } };
    },
    idor: async (w) => {
      const [first] = await ownerRecommendations(w);
      return [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} rating the owner's recommendation with their session id`,
        as,
        input: { id: first!.id, rating: 'not_interested', sessionId: w.owner.sessionId },
        expect: 'NOT_FOUND' as const,
        readBack: read(w, 'recommendations.list', { sessionId: w.owner.sessionId }, w.owner),
      }));
    },
  },

  'seen.list': { access: 'member', happy: async () => ({}) },
  'seen.mark': {
    access: 'member',
    happy: async (w) => ({ input: { ...w.film, userRating: 'thumbs_up' } }),
    idor: ownListOnly('seen.list', 'seen.remove'),
  },
  'seen.remove': {
    access: 'member',
    happy: async (w) => {
      await w.ok('seen.mark', { ...w.film2, userRating: 'thumbs_up' }, w.owner);
      return { input: { movieId: w.film2.movieId } };
    },
    idor: removeOwnOnly('seen.mark', 'seen.list', 'seen.remove'),
  },

  'shelf.list': {
    access: 'public',
    happy: async () => ({ input: { limit: 50 } }),
    idor: async (w) => {
      await w.disc(w.owner, { title: 'Zzauthz Shelf Copy', visibility: 'rentable' });
      const hidden = await privateDiscIds(w, w.owner);
      expect(hidden.length).toBeGreaterThan(0);
      return [w.other, null].map((as) => ({
        what: `${as ? 'another member' : 'a visitor'} browsing the shelf`,
        as,
        input: { limit: 50, search: 'Zzauthz' },
        expect: 'OK' as const,
        verify: (reply: Reply) => {
          noEmail(w.owner)(reply);
          const { movies } = reply.data as { movies: { id: number; ownerId: string }[] };
          expect(movies.some((disc) => disc.ownerId === w.owner.id)).toBe(true);
          for (const disc of movies) expect(hidden).not.toContain(disc.id);
        },
      }));
    },
  },
  'shelf.availability': {
    access: 'public',
    happy: async (w) => ({ input: { movieIds: [w.film.movieId], titles: ['Zzauthz Stalker'] } }),
    idor: none('catalog ids and titles; it counts rentable discs only'),
  },

  'socialProfile.get': { access: 'member', happy: async () => ({}) },
  'socialProfile.save': {
    access: 'member',
    happy: async () => ({ input: { displayName: 'Zzauthz Olive', bio: 'Owner of tapes' } }),
    extra: socialProfileExtra,
  },
  'socialProfile.update': {
    access: 'member',
    happy: async () => ({ input: { bio: 'Still owner of tapes' } }),
    extra: socialProfileExtra,
  },

  'userCollection.get': {
    access: 'public',
    happy: async (w) => ({ input: { userId: (await publicMember(w)).id } }),
    idor: publicPage('dvdClub.list'),
  },

  'watchingSoon.mine': { access: 'member', happy: async () => ({}) },
  'watchingSoon.ofMember': {
    access: 'public',
    happy: async (w) => ({ input: { userId: (await publicMember(w)).id } }),
    idor: publicPage('watchingSoon.mine'),
  },
  'watchingSoon.replace': {
    access: 'member',
    happy: async () => ({ input: { movies: [{ title: 'Heat', position: 1 }] } }),
    extra: async (w) => {
      await w.ok('watchingSoon.replace', { movies: [{ title: 'Zzauthz Owner Pick' }] }, w.owner);
      return [
        {
          what: "the owner's userId",
          as: w.other,
          input: { movies: [{ title: 'Zzauthz Intruder Pick', userId: w.owner.id }], userId: w.owner.id },
          expect: 'OK',
          readBack: read(w, 'watchingSoon.mine', undefined, w.owner),
          verify: (reply) =>
            expect(reply.data).toMatchObject([{ userId: w.other.id, title: 'Zzauthz Intruder Pick' }]),
        },
      ];
    },
  },

  'watchlist.list': { access: 'member', happy: async () => ({}) },
  'watchlist.add': {
    access: 'member',
    happy: async (w) => ({ input: w.film }),
    idor: ownListOnly('watchlist.list', 'watchlist.remove'),
  },
  'watchlist.remove': {
    access: 'member',
    happy: async (w) => {
      await w.ok('watchlist.add', w.film2, w.owner);
      return { input: { movieId: w.film2.movieId } };
    },
    idor: removeOwnOnly('watchlist.add', 'watchlist.list', 'watchlist.remove'),
  },
  'watchlist.reorder': {
    access: 'member',
    happy: async (w) => ({ input: { movieIds: [w.film.movieId] } }),
    idor: async (w) => {
      for (const film of [w.film, w.film2]) await w.ok('watchlist.add', film, w.owner);
      const order = (await w.ok('watchlist.list', undefined, w.owner)).map((item) => item.movieId);
      return [
        {
          what: "another member putting the owner's queue in another order",
          as: w.other,
          input: { movieIds: [...order].reverse() },
          expect: 'OK',
          readBack: read(w, 'watchlist.list', undefined, w.owner),
        },
      ];
    },
  },
  // docs/product.md §3 'Reports and moderation'. Each report names a fresh member: a member
  // reports a thing once while it is open.
  'reports.create': {
    access: 'member',
    happy: async (w) => ({
      input: { kind: 'member', targetId: (await w.register()).id, reason: 'spam', note: 'Zzauthz report' },
    }),
    idor: async (w) => {
      const sent = await w.ok(
        'messages.send',
        { receiverId: w.owner.id, connectionId: w.connectionId, message: 'Zzauthz private word' },
        w.friend,
      );
      const hidden = await w.disc(w.owner, { title: 'Zzauthz Hidden Disc' });
      return [
        {
          what: "another member reporting a message of the owner's conversation",
          as: w.other,
          input: { kind: 'message', targetId: String(sent.id), reason: 'spam' },
          expect: 'NOT_FOUND' as const,
        },
        {
          what: "another member reporting the owner's private disc",
          as: w.other,
          input: { kind: 'disc', targetId: String(hidden.id), reason: 'misleading_listing' },
          expect: 'NOT_FOUND' as const,
        },
      ];
    },
  },
  'moderation.status': { access: 'member', happy: async () => ({}) },
  'moderation.reports': { access: 'moderator', happy: async (w) => ({ as: w.moderator }) },
  'moderation.log': { access: 'moderator', happy: async (w) => ({ as: w.moderator }) },
  'moderation.dismiss': {
    access: 'moderator',
    happy: async (w) => {
      const report = await w.ok(
        'reports.create',
        { kind: 'member', targetId: (await w.register()).id, reason: 'other' },
        w.friend,
      );
      return { input: { id: report.id, note: 'Zzauthz nothing to do' }, as: w.moderator };
    },
    idor: none('a moderator may act on any report; every other member gets the 403 (above)'),
  },
  'moderation.warn': {
    access: 'moderator',
    happy: async (w) => ({
      input: { id: (await w.register()).id, note: 'Zzauthz be kind' },
      as: w.moderator,
    }),
    idor: none('a moderator may act on any member but a moderator; every other member gets the 403'),
  },
  'moderation.suspend': {
    access: 'moderator',
    happy: async (w) => ({ input: { id: (await w.register()).id, reason: 'Zzauthz spam' }, as: w.moderator }),
    idor: none('a moderator may act on any member but a moderator; every other member gets the 403'),
  },
  'moderation.unsuspend': {
    access: 'moderator',
    happy: async (w) => {
      const member = await w.register();
      await w.ok('moderation.suspend', { id: member.id, reason: 'Zzauthz spam' }, w.moderator);
      return { input: { id: member.id }, as: w.moderator };
    },
    idor: none('a moderator may act on any member but a moderator; every other member gets the 403'),
  },
  'moderation.settleDispute': {
    access: 'moderator',
    happy: async (w) => {
      const loan = await w.loan('handed_over');
      await w.ok('loans.dispute', { id: loan.id, reason: 'damaged' }, loan.borrower);
      // Seven days without agreement (the escalation itself is tested with the disputes).
      await w.db
        .updateTable('loans')
        .set({ disputeEscalatedAt: new Date() })
        .where('id', '=', loan.id)
        .execute();
      return { input: { id: loan.id, outcome: 'damaged', credits: 1 }, as: w.moderator };
    },
    idor: none('a moderator may settle any escalated dispute but their own; every other member gets the 403'),
  },
};
