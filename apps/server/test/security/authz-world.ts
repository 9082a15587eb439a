import { randomBytes } from 'node:crypto';
import { appRouter, type Meta } from '@chuck/api';
import { newSessionId, type RouterOutputs } from '@chuck/api/client';
import { confirmAddress, insertTestFilms } from '@chuck/api/testing';
import { normalizeTitle } from '@chuck/catalog';
import type { Db } from '@chuck/db';
import type { FastifyInstance } from 'fastify';
import { newMember, sessionCookieFrom } from '../support/test-app.ts';

/** Every procedure path of the router, e.g. 'dvdClub.update'. */
export type ProcedurePath = {
  [D in keyof RouterOutputs]: `${D & string}.${keyof RouterOutputs[D] & string}`;
}[keyof RouterOutputs];
/** What a procedure answers, by path. */
export type Output<P extends ProcedurePath> = P extends `${infer D}.${infer N}`
  ? D extends keyof RouterOutputs
    ? N extends keyof RouterOutputs[D]
      ? RouterOutputs[D][N]
      : never
    : never
  : never;

export interface Member {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** The session id this member's browser sends with front-counter calls (chat, preferences, ratings). */
  sessionId: string;
}

export interface Reply {
  status: number;
  data: unknown;
  /** The error's human message (errors only). */
  message?: string;
  /** The tRPC error code, e.g. 'NOT_FOUND' (errors only). */
  code?: string;
  /** The session cookie the answer set (sign-up and sign-in). */
  cookie?: string;
}

/** A catalog film as the watchlist and seen list take it. */
export interface Film {
  movieId: number;
  title: string;
}

export type LoanStage = 'requested' | 'accepted' | 'handed_over';

// Enough for several batches of recommendations (five new picks each).
/** The world's moderator's address: the app is started with it as MODERATOR_EMAILS. */
export const AUTHZ_MODERATOR = 'zzauthz.moderator@example.com';

const NAMES =
  'Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliet Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango'.split(
    ' ',
  );
/** The seeded films; the matrix's lists, preferences and imports use their titles. */
export const FILMS = NAMES.map((name, i) => ({
  id: 1_970_000_001 + i,
  title: `Zzauthz ${name}`,
  year: 1980 + i,
}));
const PERSON_ID = 1_970_100_001;

/** What the matrix reads of a procedure's definition. */
export interface ProcedureDef {
  _def: { type: string; meta?: Meta; inputs: { shape?: Record<string, unknown> }[] };
}
/** The router's procedures by path (tRPC's flat record: a new procedure appears here by itself). */
export const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

/** The two ways in: the web app's /trpc, and the REST paths under /api (docs/product.md §7). */
export type Transport = 'trpc' | 'rest';

/** The procedures a transport serves: /trpc all of them, REST those with an OpenAPI path. */
export function servedBy(transport: Transport, path: string): boolean {
  return transport === 'trpc' || procedures[path]?._def.meta?.openapi !== undefined;
}

interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string;
}

function trpcRequest(path: string, type: string, input: unknown): HttpRequest {
  if (type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return { method: 'GET', url: `/trpc/${path}${query}` };
  }
  return { method: 'POST', url: `/trpc/${path}`, payload: JSON.stringify(input ?? {}) };
}

function restRequest(path: string, procedure: ProcedureDef, input: unknown): HttpRequest {
  const openapi = procedure._def.meta?.openapi;
  if (!openapi) throw new Error(`${path} has no REST path`);
  const fields: Record<string, unknown> = { ...(input as object | undefined) };
  const url = `/api${openapi.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    delete fields[name];
    return encodeURIComponent(String(value));
  })}`;
  if (openapi.method !== 'GET' && openapi.method !== 'DELETE') {
    return { method: openapi.method, url, payload: JSON.stringify(fields) };
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return { method: openapi.method, url: query.size ? `${url}?${query}` : url };
}
// app.inject's default Host is localhost:80; state-changing calls carry the page's Origin like a browser.
const ORIGIN = 'http://localhost:80';

/**
 * The whole server over HTTP at /trpc, as a browser (or an attacker with their own session) meets it,
 * with the members and the data the authorization matrix acts on.
 */
export class World {
  owner!: Member;
  /** A member with no part in the owner's data: the attacker. */
  other!: Member;
  /** Connected with the owner (they own the same film publicly, and agreed to connect). */
  friend!: Member;
  /** One of the club's moderators (MODERATOR_EMAILS of the world's app). */
  moderator!: Member;
  connectionId!: number;
  /** Two catalog films (for the lists). */
  film!: Film;
  film2!: Film;
  personId!: number;
  private registrations = 0;

  constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    /** Waits until Chuck's chat replies are written (they are written after the answer). */
    readonly settleChat: () => Promise<void>,
    /** What the stand-in Stripe was asked, in order. */
    readonly stripeRequests: readonly { metadata: Record<string, string> }[],
  ) {}

  async setUp(): Promise<void> {
    [this.owner, this.other, this.friend, this.moderator] = [
      await this.register(),
      await this.register(),
      await this.register(),
      await this.register({ email: AUTHZ_MODERATOR }),
    ];
    for (const member of [this.owner, this.friend]) {
      await this.disc(member, { title: 'Zzauthz Paris, Texas', year: 1984, visibility: 'public' });
    }
    // A shared film only suggests the two: the owner asks and the friend accepts.
    await this.ok('connections.request', { memberId: this.friend.id }, this.owner);
    await this.ok('connections.accept', { memberId: this.owner.id }, this.friend);
    const [connection] = (await this.ok('connections.list', undefined, this.owner)).connections;
    this.connectionId = connection!.id;
    await this.seedCatalog();
    const film = (f: (typeof FILMS)[number]): Film => ({ movieId: f.id, title: f.title });
    [this.film, this.film2] = [film(FILMS[0]!), film(FILMS[1]!)];
    this.personId = PERSON_ID;
  }

  /** A small catalog of made-up films (far above the embedded catalog's ids) and their director. */
  private async seedCatalog(): Promise<void> {
    await insertTestFilms(
      this.db,
      FILMS.map((f) => ({
        ...f,
        director: 'Zzauthz Director',
        genreIds: [18],
        majorGenre: 'Drama',
        voteAverage: 7.1,
        voteCount: 5000,
      })),
      'authz',
    );
    await this.db
      .insertInto('people')
      .values({
        id: PERSON_ID,
        name: 'Zzauthz Director',
        nameNorm: normalizeTitle('Zzauthz Director'),
        knownForDepartment: 'Directing',
      })
      .execute();
    await this.db
      .insertInto('moviePeople')
      .values(FILMS.map((f) => ({ movieId: f.id, personId: PERSON_ID, job: 'Director' })))
      .execute();
  }

  /**
   * Calls a procedure over HTTP as `as` (null: an anonymous visitor): at /trpc/<path>, or at its REST
   * path under /api (input split into path parameters, then query string or JSON body).
   */
  async call(
    path: ProcedurePath,
    input: unknown,
    as: Member | null,
    transport: Transport = 'trpc',
  ): Promise<Reply> {
    const procedure = procedures[path];
    if (!procedure) throw new Error(`no procedure ${path}`);
    const headers: Record<string, string> = { origin: ORIGIN, ...(as ? { cookie: as.cookie } : {}) };
    // Each transport from an address of its own: the per-address limits (sign-ups, newsletter) are per transport.
    const remoteAddress = transport === 'trpc' ? '127.0.0.1' : '127.0.0.2';
    const request =
      transport === 'trpc'
        ? trpcRequest(path, procedure._def.type, input)
        : restRequest(path, procedure, input);
    const res = await this.app.inject({
      ...request,
      headers: {
        ...headers,
        ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      remoteAddress,
    });
    const failed = res.statusCode !== 200;
    // A download (a loan's .ics) answers with the file: read as the procedure's {content} over REST.
    const file = !failed && !String(res.headers['content-type']).startsWith('application/json');
    const body = (file ? { content: res.body } : res.json()) as Record<string, unknown>;
    const error =
      transport === 'trpc'
        ? (body.error as { message: string; data: { code: string } } | undefined)
        : failed
          ? { message: body.message as string, data: { code: body.code as string } }
          : undefined;
    // A new session's cookie; a cleared one (deleting the account signs out) is none.
    const setCookie = String(res.headers['set-cookie'] ?? '');
    const cookie =
      setCookie.startsWith('chuck_session=') && !setCookie.startsWith('chuck_session=;')
        ? sessionCookieFrom(res.headers['set-cookie'])
        : undefined;
    return {
      status: res.statusCode,
      data:
        transport === 'trpc'
          ? (body.result as { data: unknown } | undefined)?.data
          : failed
            ? undefined
            : body,
      message: error?.message,
      code: error?.data.code,
      cookie,
    };
  }

  /** Calls a procedure that must succeed, and returns its answer. */
  async ok<P extends ProcedurePath>(path: P, input: unknown, as: Member | null): Promise<Output<P>> {
    const reply = await this.call(path, input, as);
    if (reply.status !== 200) throw new Error(`${path} failed: ${reply.status} ${reply.message}`);
    return reply.data as Output<P>;
  }

  /**
   * A new member, signed in (each from an address of their own, as the sign-up limit is per address),
   * their address confirmed: lending and borrowing need it (docs/product.md §3 'Credits').
   */
  async register({ email, confirmed = true }: { email?: string; confirmed?: boolean } = {}): Promise<Member> {
    this.registrations += 1;
    const details = newMember(email ? { email } : {});
    const sessionId = newSessionId();
    const res = await this.app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(details),
      remoteAddress: `10.77.${this.registrations}.1`,
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
    const { id } = (res.json() as { result: { data: { id: string } } }).result.data;
    if (confirmed) await confirmAddress(this.db, { id });
    return {
      id,
      email: details.email,
      password: details.password,
      cookie: sessionCookieFrom(res.headers['set-cookie']),
      sessionId,
    };
  }

  disc(
    member: Member,
    fields: { title?: string; year?: number; visibility?: 'private' | 'public' | 'rentable' } = {},
  ): Promise<Output<'dvdClub.create'>> {
    return this.ok(
      'dvdClub.create',
      { title: 'Zzauthz Repo Man', year: 1984, visibility: 'private', ...fields },
      member,
    );
  }

  /**
   * A new borrower for each loan: a new member has at most 2 loans open, and an owner is paid for one
   * loan to the same borrower in 30 days (docs/product.md §3 'Credits'), so every loan here is a
   * plain, paid one.
   */
  borrower(): Promise<Member> {
    return this.register();
  }

  /** A loan of a fresh rentable disc of the owner's, brought to `stage`. */
  async loan(stage: LoanStage): Promise<{ id: number; borrower: Member }> {
    const borrower = await this.borrower();
    const disc = await this.disc(this.owner, { title: 'Zzauthz Stalker', visibility: 'rentable' });
    const { id } = await this.ok('loans.request', { mediaId: disc.id, ownerId: this.owner.id }, borrower);
    if (stage !== 'requested') await this.ok('loans.accept', { id }, this.owner);
    if (stage === 'handed_over') await this.ok('loans.handOver', { id }, this.owner);
    return { id, borrower };
  }

  /** An unread notification of `member`'s (as the loan and message flows write them). */
  async notification(member: Member): Promise<number> {
    const row = await this.db
      .insertInto('notifications')
      .values({
        userId: member.id,
        type: 'test',
        title: 'Zzauthz notice',
        message: 'For the authorization matrix',
        data: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A newsletter subscription's unsubscribe token (the link in its mailings). */
  async unsubscribeToken(): Promise<string> {
    this.registrations += 1;
    const email = `zzauthz.news${this.registrations}.${process.pid}@example.com`;
    // A confirmed address (docs/product.md §6: only those are on the list and get mailings).
    const unsubscribeToken = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('newsletterSubscribers')
      .values({ email, emailKey: email, unsubscribeToken, confirmedAt: new Date() })
      .execute();
    return unsubscribeToken;
  }
}
