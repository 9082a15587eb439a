import type { Catalog } from '@chuck/catalog';
import type { Clerk, ClubShelf } from '@chuck/clerk';
import type { Db } from '@chuck/db';
import type { Bus } from '@chuck/realtime';
import type { Effects } from './effects/events.ts';
import type { ChatDeps } from './front-counter/chat/chat-deps.ts';
import type { IceServer } from './front-counter/chat/video-config.schema.ts';
import type { GenerationQueue } from './front-counter/recommendations/generation-queue.ts';
import type { StripeDeps } from './support/donations/stripe-config.ts';
import type { Auth, SessionUser } from './support/identity/identity.ts';
import type { Jobs } from './support/jobs/jobs.ts';
import type { OAuthConfig } from './support/oauth/oauth.ts';

/** Long-lived parts the procedures work with, built once by the server. */
export interface AppDeps {
  db: Db;
  auth: Auth;
  catalog: Catalog;
  /** Cross-domain reactions (`effects` from ./effects/effects.ts): how a service tells other domains what changed. */
  effects: Effects;
  /** Sign-in providers with credentials configured. */
  oauth: OAuthConfig;
  /** Chuck's recommender: createClerk from @chuck/clerk, with the OpenAI settings when configured. */
  clerk: Clerk;
  /** The bounded line batches of recommendations wait in: `createGenerationQueue()`. */
  generations: GenerationQueue;
  /** Chuck's chat: `{ engine: createChatEngine({ openai }), replies: new ChatReplies(report) }`. */
  chat: ChatDeps;
  /** The DVD Club's shelf for the floors below the club: `shelfPort` (effects/shelf-port.ts). */
  shelf: ShelfPort;
  /** Card donations: `createStripeDeps({ secretKey, publishableKey, webhookSecret })`; absent → donations answer 503. */
  stripe?: StripeDeps;
  /** The video call's STUN servers (STUN_URLS); absent → the public default, empty → none. */
  iceServers?: IceServer[];
  /** The moderators' addresses, lower-cased (MODERATOR_EMAILS): a member is one once that address is confirmed. */
  moderators: readonly string[];
  /** The durable job queue (`JobRunner`): mail and everything else that runs later, once. */
  jobs: Jobs;
  /**
   * The live event bus (the server's `createBus`), for events sent at once rather than on commit: an
   * import's progress. Absent (tests without sockets): such events go nowhere.
   */
  bus?: Pick<Bus, 'publish'>;
}

/**
 * What Chuck's chat (front counter) and Double Feature (social) read of the club's shelf. Those floors
 * are below the club and may not import it (call down, emit up), so the shelf reaches them through
 * this port, filled in above every floor.
 */
export interface ShelfPort {
  /** The shelf as Chuck reads it: rentable discs, owners by the name the shelf shows, one query a call. */
  forChuck(db: Db): ClubShelf;
  /** The rentable copies of each film (by catalog id) other members have; a film with none is absent. */
  copiesOf(db: Db, viewer: SessionUser, movieIds: readonly number[]): Promise<Map<number, number>>;
}

/** What the transport tells a procedure about the request it serves. */
export interface RequestInfo {
  ip: string;
  /** The browser's Accept-Language header (a visitor's watch region comes from it). */
  acceptLanguage?: string;
  /** The site's origin for links in mail: PUBLIC_URL, else the request's host when it is an allowed one. */
  origin?: string;
  /** The browser's User-Agent header (a member's list of signed-in devices). */
  userAgent?: string;
  /** Sets or clears a cookie on the response (a serialized Set-Cookie value). */
  setCookie(serialized: string): void;
}

/** What a service needs to change data that other domains react to: the database and the effects. */
export type WriteDeps = Pick<AppDeps, 'db' | 'effects'>;

export interface Context extends AppDeps {
  user: SessionUser | null;
  sessionId: string | null;
  req: RequestInfo;
}
