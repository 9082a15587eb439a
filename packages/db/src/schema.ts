import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/**
 * A timestamp column with a database default (e.g. now()): optional on insert. (Kysely's
 * `Generated<Timestamp>` nests two ColumnTypes and then reads as a ColumnType, not a Date.)
 */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: Generated<Timestamp>;
  /** When the member opened the link mailed to their address (provider sign-ins are verified). */
  emailVerifiedAt: Timestamp | null;
  /** Set when the member deleted their account: the row stays as an anonymous tombstone. */
  deletedAt: Timestamp | null;
  /** The daily digest of unread notifications (docs/product.md §2 'Profile: Account'). */
  notificationDigest: Generated<boolean>;
  /** The site's origin when the member chose the digest: where its links point. */
  digestSiteUrl: string | null;
  digestSentAt: Timestamp | null;
  /** Set while a moderator has suspended the member (docs/product.md §3 'Reports and moderation'). */
  suspendedAt: Timestamp | null;
  /** When the suspension ends; null with `suspendedAt` set: indefinitely. */
  suspendedUntil: Timestamp | null;
  suspensionReason: string | null;
}

/** A link mailed to confirm an address (docs/product.md §2): the token only as its SHA-256. */
export interface EmailTokensTable {
  tokenHash: string;
  userId: string;
  /** 'verify': the member's current address; 'change': the new address it will become. */
  purpose: 'verify' | 'change';
  email: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  /** The browser's User-Agent when the session began, for the member's list of devices. */
  userAgent: string | null;
  createdAt: DefaultTimestamp;
  lastSeenAt: DefaultTimestamp;
}

/** A password reset link (docs/product.md §2): the token only as its SHA-256, single use, 30 minutes. */
export interface PasswordResetsTable {
  tokenHash: string;
  userId: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

/** Links that take an account back or sign in once (issue 33): see the migration for each purpose. */
export interface AccountLinksTable {
  tokenHash: string;
  userId: string;
  purpose: 'undo-email' | 'undo-password' | 'sign-in';
  /** 'undo-email': the old address it restores. */
  email: string | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

export interface OauthAccountsTable {
  provider: string;
  providerUserId: string;
  userId: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  windowEndsAt: Timestamp;
}

/** A film in the local catalog (embedded, or imported from a file or TMDB lists). */
export interface MoviesTable {
  id: number;
  key: string;
  origin: string;
  title: string;
  titleNorm: string;
  year: number | null;
  releaseDate: string | null;
  overview: Generated<string>;
  director: string | null;
  runtime: number | null;
  genreIds: Generated<number[]>;
  majorGenre: string | null;
  creativeType: string | null;
  source: string | null;
  mpaaRating: string | null;
  distributor: string | null;
  voteAverage: number | null;
  voteCount: Generated<number>;
  rottenTomatoes: number | null;
  usGross: number | null;
  worldwideGross: number | null;
  productionBudget: number | null;
  posterPath: string | null;
  /** Billing order. */
  castNames: Generated<string[]>;
  /** The English Wikipedia article's path, when known. */
  wikipedia: string | null;
  /** Estimated votes for films nobody rated (docs/catalog.md). */
  notability: Generated<number>;
  /** Alternate titles (original and English), as written and normalised. */
  altTitles: Generated<string[]>;
  altNorms: Generated<string[]>;
  /** `altNorms` joined by spaces: their words are searched with the title's. */
  altNorm: Generated<string>;
  importedAt: DefaultTimestamp;
  popularity: GeneratedAlways<number>;
  titleWords: GeneratedAlways<string[]>;
}

export interface PeopleTable {
  id: number;
  name: string;
  nameNorm: string;
  knownForDepartment: string;
  profilePath: string | null;
  fame: Generated<number>;
  knownForIds: Generated<number[]>;
  topPopularity: Generated<number>;
  nameWords: GeneratedAlways<string[]>;
}

/** Every distinct word of titles and names, for resolving typos and half-typed words. */
export interface CatalogWordsTable {
  word: string;
  popularity: number;
  uses: number;
}

export interface MoviePeopleTable {
  movieId: number;
  personId: number;
  job: string;
  /** Place in the cast list (0 first); null for directors. */
  billing: number | null;
}

export interface CatalogMetaTable {
  key: string;
  value: string;
  updatedAt: DefaultTimestamp;
}

export interface CatalogCacheTable {
  key: string;
  /** A JSON document. */
  body: string;
  expiresAt: Timestamp;
}

/** A disc a member owns (DVD Club). Enum columns are checked by the database too. */
export interface PhysicalMediaTable {
  id: Generated<number>;
  ownerId: string;
  movieId: number | null;
  title: string;
  year: number | null;
  director: string | null;
  genre: string | null;
  runtimeMinutes: number | null;
  posterUrl: string | null;
  format: Generated<DiscFormat>;
  condition: Generated<DiscCondition>;
  visibility: Generated<DiscVisibility>;
  notes: string | null;
  searchText: GeneratedAlways<string>;
  listedAt: DefaultTimestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  /** Agreed lost in a settled dispute: off the shelf for good. */
  lostAt: Timestamp | null;
}
export type DiscFormat = 'DVD' | 'Blu-ray' | '4K UHD' | 'VHS';
export type DiscCondition = 'Mint' | 'Excellent' | 'Good' | 'Fair' | 'Poor';
export type DiscVisibility = 'private' | 'public' | 'rentable';

/** A rental request and, once accepted, the loan it becomes. */
export interface LoansTable {
  id: Generated<number>;
  mediaId: number | null;
  ownerId: string;
  borrowerId: string;
  title: string;
  year: number | null;
  format: DiscFormat;
  posterUrl: string | null;
  message: string | null;
  credits: number;
  status: Generated<LoanStatus>;
  dueAt: Timestamp | null;
  returnCondition: DiscCondition | null;
  requestedAt: DefaultTimestamp;
  acceptedAt: Timestamp | null;
  declinedAt: Timestamp | null;
  cancelledAt: Timestamp | null;
  handedOverAt: Timestamp | null;
  returnedAt: Timestamp | null;
  updatedAt: DefaultTimestamp;
  /** When the owner's step waiting for the borrower's confirmation was taken (it confirms itself 72 h later). */
  stepAt: Timestamp | null;
  handoverConfirmedAt: Timestamp | null;
  returnConfirmedAt: Timestamp | null;
  disputedAt: Timestamp | null;
  disputedBy: string | null;
  disputeReason: DisputeReason | null;
  disputeNote: string | null;
  /** The one open proposal of an outcome, by either member (a counter-proposal replaces it). */
  disputeProposedBy: string | null;
  disputeProposedOutcome: DisputeOutcome | null;
  disputeProposedCredits: number | null;
  disputeProposedAt: Timestamp | null;
  /** Seven days without agreement: the dispute went to the moderators. */
  disputeEscalatedAt: Timestamp | null;
  /** The outcome agreed (or a moderator's), once: the loan is settled. */
  disputeOutcome: DisputeOutcome | null;
  disputeCredits: number | null;
  disputeSettledAt: Timestamp | null;
  disputeSettledBy: string | null;
  /** How much of the held price came from the borrower's welcome credits. */
  welcomeCredits: Generated<number>;
  paidAt: Timestamp | null;
  /** Confirmed back, but paid with welcome credits by a borrower who has not lent a disc yet. */
  payoutWaiting: Generated<boolean>;
  dueRemindedAt: Timestamp | null;
  overdueNoticedAt: Timestamp | null;
}
export type DisputeReason = 'not_received' | 'damaged' | 'wrong_disc' | 'not_returned' | 'other';
export type DisputeOutcome = 'returned' | 'damaged' | 'lost';
export type LoanStatus = 'requested' | 'accepted' | 'declined' | 'cancelled' | 'handed_over' | 'returned';

/** A member waiting for a disc that is out; their place is counted by (createdAt, id). */
export interface HoldsTable {
  id: Generated<number>;
  mediaId: number;
  userId: string;
  createdAt: DefaultTimestamp;
  /** First in line after the disc came back: only they may request it until then. */
  readyUntil: Timestamp | null;
}

/** One side's thumb on the other after a returned loan. */
export interface LoanReviewsTable {
  id: Generated<number>;
  loanId: number;
  reviewerId: string;
  revieweeId: string;
  revieweeRole: 'owner' | 'borrower';
  thumb: 'up' | 'down';
  note: string | null;
  createdAt: DefaultTimestamp;
}

/** A message in a loan's own thread, between its owner and borrower (docs/product.md §3 'Loan thread'). */
export interface LoanMessagesTable {
  id: Generated<number>;
  loanId: number;
  senderId: string;
  message: string;
  sentAt: DefaultTimestamp;
}

export type ReportKind = 'member' | 'message' | 'review' | 'disc';
export type ReportReason = 'spam' | 'harassment' | 'did_not_return' | 'misleading_listing' | 'other';

/** A member's report of a member, a message, a review or a disc listing, open until a moderator resolves it. */
export interface ReportsTable {
  id: Generated<number>;
  reporterId: string;
  /** The member the report is about: the one reported, or whoever wrote or listed what was. */
  memberId: string;
  kind: ReportKind;
  targetId: string;
  reason: ReportReason;
  note: string | null;
  /** What was reported, as it read when it was reported. */
  content: string;
  createdAt: DefaultTimestamp;
  resolvedAt: Timestamp | null;
  resolvedBy: string | null;
  outcome: 'dismissed' | 'warned' | 'suspended' | null;
}

export type ModerationAction = 'dismiss' | 'warn' | 'suspend' | 'unsuspend' | 'settle_dispute';

/** The moderators' audit log: who did what to whom, when and why. */
export interface ModerationActionsTable {
  id: Generated<number>;
  moderatorId: string;
  action: ModerationAction;
  memberId: string | null;
  reportId: number | null;
  /** The loan whose escalated dispute a moderator settled. */
  loanId: number | null;
  note: Generated<string>;
  until: Timestamp | null;
  createdAt: DefaultTimestamp;
}

/** How a loan's disc changes hands, as one member proposed it (docs/product.md §3 'Hand-over plan'). */
export interface LoanPlansTable {
  id: Generated<number>;
  loanId: number;
  proposedBy: string;
  kind: 'in_person' | 'post';
  place: string | null;
  at: Timestamp | null;
  note: string | null;
  proposedAt: DefaultTimestamp;
  acceptedAt: Timestamp | null;
  supersededAt: Timestamp | null;
}

/** The last on-the-shelf alert a member got for a film (at most one a day). */
export interface ShelfAlertsTable {
  userId: string;
  movieId: number;
  sentAt: DefaultTimestamp;
}

export interface CreditAccountsTable {
  userId: string;
  balance: number;
  /** Welcome credits not yet spent (part of the balance). */
  welcome: Generated<number>;
  createdAt: DefaultTimestamp;
}

/** Append-only: every credit movement is a row; an account's balance is their sum. */
export interface CreditLedgerTable {
  id: Generated<number>;
  userId: string;
  amount: number;
  kind: CreditKind;
  loanId: number | null;
  createdAt: DefaultTimestamp;
}
export type CreditKind =
  | 'welcome'
  | 'loan_hold'
  | 'loan_refund'
  | 'loan_earned'
  | 'adjustment'
  | 'dispute_charge'
  | 'dispute_compensation'
  | 'debt_paid'
  | 'debt_received';

/** What a settled dispute charged beyond the borrower's balance, paid off from the credits they get next. */
export interface CreditDebtsTable {
  id: Generated<number>;
  debtorId: string;
  creditorId: string;
  loanId: number | null;
  /** What is still owed; 0 once paid off. */
  owed: number;
  createdAt: DefaultTimestamp;
  paidAt: Timestamp | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: string;
  type: string;
  title: string;
  message: string;
  isRead: Generated<boolean>;
  /** JSON; written as a JSON string. */
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: DefaultTimestamp;
}

/** Notifications a mail may follow, until the loan-mail job takes them (issue 26 item 9). */
export interface NotificationMailOutboxTable {
  notificationId: number;
}

/** A member's loan-mail choices by notification kind ('now' | 'digest' | 'off'), and their unsubscribe token. */
export interface LoanMailSettingsTable {
  userId: string;
  unsubscribeToken: string;
  /** JSON; written as a JSON string. */
  modes: ColumnType<Record<string, string>, string | undefined, string>;
}

/** Loan notices waiting for the member's daily loan digest. */
export interface LoanMailDigestItemsTable {
  notificationId: number;
  userId: string;
}

/** Stored watch options: docs/product.md §3's {streaming, rent, buy} lists; written as a JSON string. */
export interface StoredWatchOptions {
  streaming: { name: string; url?: string; price?: string }[];
  rent: { name: string; url?: string; price?: string }[];
  buy: { name: string; url?: string; price?: string }[];
}

/** A film on a member's list, kept as a snapshot of the catalog's facts (the lists outlive catalog changes). */
interface ListedFilmColumns {
  id: Generated<number>;
  userId: string;
  movieId: number;
  title: string;
  posterUrl: string | null;
  year: number | null;
  rating: string | null;
  description: string | null;
  watchOptions: ColumnType<StoredWatchOptions | null, string | null, string | null>;
}

/** A film in a member's watchlist queue (smaller position = nearer the front). */
export interface WatchlistItemsTable extends ListedFilmColumns {
  position: number;
  addedAt: DefaultTimestamp;
}

export type SeenRating = 'thumbs_up' | 'thumbs_down';

/** A film a member wrote down, from the catalog (movieId) or by hand (null). */
interface MemberFilmColumns {
  id: Generated<number>;
  userId: string;
  movieId: number | null;
  title: string;
  year: number | null;
  posterUrl: string | null;
}

/** One viewing in a member's film diary (docs/product.md §4 'Diary'). */
export interface DiaryEntriesTable extends MemberFilmColumns {
  /** A calendar date: selected as text ('YYYY-MM-DD'), never as a Date (no time zone to shift it). */
  watchedOn: ColumnType<string, string, string>;
  /** Half stars as a count of halves, 1-10 (3.5 stars = 7); null = not rated. */
  ratingHalves: number | null;
  rewatch: Generated<boolean>;
  review: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  public: Generated<boolean>;
  importId: number | null;
  /** Letterboxd's `Date` (when the entry was logged), when an import gave it; else the day it was created. */
  loggedOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** The entry's Letterboxd URI, when an import gave it (two watches of a day are two entries). */
  letterboxdUri: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** What a member's imported file said about a film, written back by the export (issue 29). */
export interface FilmLinksTable {
  userId: string;
  movieId: number;
  letterboxdUri: string | null;
  imdbConst: string | null;
  /** The file's own title and year (the catalog's are the fallback). */
  title: string | null;
  year: number | null;
  /** watched.csv's and watchlist.csv's `Date` ('YYYY-MM-DD'). */
  watchedOn: ColumnType<string | null, string | null | undefined, string | null>;
  listedOn: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An applied import and what it replaced, so the last one can be undone (docs/product.md §4). */
export interface LibraryImportsTable {
  id: Generated<number>;
  userId: string;
  format: string;
  filename: string | null;
  /** JSON: what the import replaced (see library-import's undo log). */
  undo: ColumnType<unknown, string, string>;
  /** JSON: the import's report counts ({imported, alreadyPresent, unmatched, diaryEntries}); null before 2026-11-29. */
  counts: ColumnType<unknown, string | null | undefined, string | null>;
  createdAt: DefaultTimestamp;
  undoneAt: Timestamp | null;
}

/** A film a member has seen, with their rating of it (docs/product.md §4 'Stars and thumbs'). */
export interface SeenItemsTable extends ListedFilmColumns {
  /**
   * Derived from the stars (3½ and up liked, 2 and below disliked, else null: neither); what thumbs
   * readers read. Written only through seen's film-rating.ts.
   */
  userRating: SeenRating | null;
  /** The film's one rating, in half stars 1-10 (3.5 stars = 7); null = not rated. */
  starsHalves: number | null;
  /** The day the rating was given, when known ('YYYY-MM-DD', as a calendar date). */
  ratedOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** The rating came from a thumb (4 or 2 stars): a later thumb may change it, a star rating never is. */
  fromThumbs: Generated<boolean>;
  seenAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export type WatchingGoal =
  | 'expand_horizons'
  | 'hidden_gems'
  | 'classic_cinema'
  | 'foreign_films'
  | 'specific_genres';
export type ConnectionPreference = 'any' | 'similar_taste' | 'different_taste';
/** Who may see a member's page, collection and Watching Soon (docs/product.md §3). */
export type ProfileVisibility = 'public' | 'members' | 'connections';

export interface SocialProfilesTable {
  userId: string;
  displayName: string | null;
  bio: string | null;
  favoriteGenres: Generated<string[]>;
  watchingGoals: WatchingGoal | null;
  connectionPreference: Generated<ConnectionPreference>;
  visibility: Generated<ProfileVisibility>;
  /** On-the-shelf alerts for films on the watchlist (docs/product.md §3 'Shelf alert'). */
  shelfAlerts: Generated<boolean>;
  /** The member's town (docs/product.md §3 'Discs near you'); never anything finer. */
  townId: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A town some member picked (the rest of the world's towns are served from memory). */
export interface PlacesTable {
  /** The GeoNames id. */
  id: number;
  name: string;
  /** The name folded for matching: no accents, lower case. */
  asciiName: string;
  /** The country's English name: 'United Kingdom'. */
  country: string;
  lat: number;
  lon: number;
  population: Generated<number>;
}

/** One of a member's (at most 3) Watching Soon picks. */
export interface WatchingSoonItemsTable extends MemberFilmColumns {
  description: string | null;
  position: number;
  addedAt: DefaultTimestamp;
}

export type FlairRarity = 'common' | 'rare' | 'epic' | 'legendary';

/** A flair badge's definition (synced from the code's list). */
export interface FlairsTable {
  code: string;
  name: string;
  icon: string;
  description: string;
  rarity: FlairRarity;
  sortOrder: Generated<number>;
}

export interface FlairAwardsTable {
  id: Generated<number>;
  userId: string;
  flairCode: string;
  earnedAt: DefaultTimestamp;
}

/** One-off things a member did (found the easter egg, imported a library), first time only. */
export interface MemberEventsTable {
  userId: string;
  kind: string;
  firstAt: DefaultTimestamp;
}

/** One of a film's thumbs: how visitors rate recommendations and films. */
export type Thumb = 'thumbs_up' | 'thumbs_down' | 'not_interested';

/** A favourite as typed, with the catalog film it was matched to (null: free text). */
export interface PreferredMovie {
  title: string;
  movieId: number | null;
}

/** A visitor's (session_id) or member's (user_id) top 3 movies; exactly one owner is set. */
export interface PreferencesTable {
  sessionId: string | null;
  userId: string | null;
  topMovies: ColumnType<PreferredMovie[], string, string>;
  /** The country picked for watch options (ISO 3166-1); null: the browser's language decides. */
  watchRegion: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: DefaultTimestamp;
}

/** A film Chuck recommended to a visitor or member, with a snapshot of its card. */
export interface RecommendationsTable {
  id: Generated<number>;
  sessionId: string | null;
  userId: string | null;
  movieId: number;
  title: string;
  year: number | null;
  rating: string | null;
  description: Generated<string>;
  posterUrl: string | null;
  reason: string;
  engine: string;
  batch: number;
  position: number;
  userRating: Thumb | null;
  /** The favourites it was made for, as a set of film keys (see the migration that added it). */
  favourites: ColumnType<string[], string, string>;
  createdAt: DefaultTimestamp;
}

/** A visitor's or member's thumbs on a film, by title (matched to the catalog when possible). */
export interface MovieRatingsTable {
  id: Generated<number>;
  sessionId: string | null;
  userId: string | null;
  movieTitle: string;
  titleKey: string;
  movieId: number | null;
  rating: Thumb;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A unique visitor of the site (the browser's visitor id). */
export interface VisitorsTable {
  visitorId: string;
  firstSeenAt: DefaultTimestamp;
}

export interface SiteCountersTable {
  name: string;
  value: Generated<number>;
}

export type ChatRole = 'user' | 'assistant';

/** One message of Chuck's chat, owned by a visitor's session or by a member (exactly one is set). */
export interface ChatMessagesTable {
  id: Generated<number>;
  sessionId: string | null;
  userId: string | null;
  role: ChatRole;
  content: string;
  /** Catalog ids of the films an assistant reply names. */
  movieIds: Generated<number[]>;
  /** 'local' or 'openai' for assistant replies. */
  engine: string | null;
  createdAt: DefaultTimestamp;
}

export type DonationStatus = 'pending' | 'processing' | 'failed' | 'canceled' | 'succeeded';

/** A tip-jar donation: one Stripe PaymentIntent; status only moves forward (by statusRank). */
export interface DonationsTable {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  status: DonationStatus;
  statusRank: number;
  userId: string | null;
  /** When the Stripe event that set the current status was created (orders same-rank events). */
  lastEventAt: Timestamp | null;
  succeededAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A Stripe webhook event already handled (redeliveries are acknowledged, not applied again). */
export interface StripeEventsTable {
  eventId: string;
  type: string;
  paymentIntentId: string | null;
  receivedAt: DefaultTimestamp;
}

/** A newsletter subscriber; emailKey is the lower-cased address (the list is case-insensitive). */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  emailKey: string;
  unsubscribeToken: string;
  subscribedAt: DefaultTimestamp;
  unsubscribedAt: Timestamp | null;
  /** Only confirmed addresses are on the list (double opt-in, docs/product.md §6). */
  confirmedAt: Timestamp | null;
  confirmTokenHash: string | null;
  confirmExpiresAt: Timestamp | null;
}

/** One issue sent with `pnpm newsletter:send`; its id is derived from the file's contents. */
export interface NewsletterIssuesTable {
  id: string;
  subject: string;
  /** The issue's Markdown. */
  body: string;
  siteUrl: string;
  createdAt: DefaultTimestamp;
}

/** An issue queued for one subscriber: a send that resumes skips those already queued. */
export interface NewsletterDeliveriesTable {
  issueId: string;
  subscriberId: number;
  queuedAt: DefaultTimestamp;
  sentAt: Timestamp | null;
}

export type ConnectionType = 'rental' | 'collection' | 'taste';
/** A pair the store found (suggested), one member asked (requested), or both agreed (accepted). */
export type ConnectionStatus = 'suggested' | 'requested' | 'accepted';

/** A film a member can connect through: a disc others can see ('collection') or a thumbs up ('taste'). */
export interface MemberFilmsTable {
  userId: string;
  reason: 'collection' | 'taste';
  filmKey: string;
  movieId: number | null;
  titleKey: string;
  title: string;
  since: DefaultTimestamp;
}

/** Members whose member_films were rebuilt from all their discs and likes at least once. */
export interface MemberFilmSyncsTable {
  userId: string;
  syncedAt: DefaultTimestamp;
}

/** Two members (user1Id < user2Id) and what they share now; strength 0 once nothing is. */
export interface ConnectionsTable {
  id: Generated<number>;
  user1Id: string;
  user2Id: string;
  movieTitle: string;
  connectionType: ConnectionType;
  strength: number;
  rentalFilms: Generated<number>;
  collectionFilms: Generated<number>;
  tasteFilms: Generated<number>;
  lastSharedAt: Timestamp;
  lastMessageAt: Timestamp | null;
  /**
   * Set when one of the pair removed the connection or declined a request: the pair is not suggested
   * again for 90 days, and only a new request connects them.
   */
  removedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: ColumnType<ConnectionStatus, ConnectionStatus | undefined, ConnectionStatus>;
  /** Who asked, while the status is 'requested'. */
  requestedBy: ColumnType<string | null, string | null | undefined, string | null>;
  acceptedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A member keeping another away (docs/product.md §3 'Member block'). */
export interface MemberBlocksTable {
  blockerId: string;
  blockedId: string;
  createdAt: DefaultTimestamp;
}

/** A message between the two members of a connection. */
export interface DirectMessagesTable {
  id: Generated<number>;
  connectionId: number;
  senderId: string;
  receiverId: string;
  message: string;
  movieContext: string | null;
  sentAt: DefaultTimestamp;
}

/** Who may see a list of films: the member page's choices, and 'private' (the owner and its editors). */
export type FilmListVisibility = ProfileVisibility | 'private';

/** A member's list of films (docs/product.md §3 'Lists'). */
export interface FilmListsTable {
  id: Generated<number>;
  ownerId: string;
  title: string;
  description: Generated<string>;
  ranked: Generated<boolean>;
  visibility: Generated<FilmListVisibility>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A film on a list, a snapshot of the catalog's facts, with its note and who added it. */
export interface FilmListItemsTable {
  listId: number;
  movieId: number;
  title: string;
  year: number | null;
  posterUrl: string | null;
  note: string | null;
  position: number;
  /** Null once that member deleted their account. */
  addedBy: string | null;
  addedAt: DefaultTimestamp;
}

/** A connection the owner invited to edit a list. */
export interface FilmListEditorsTable {
  listId: number;
  memberId: string;
  addedAt: DefaultTimestamp;
}

/** A movie night a member hosts (docs/product.md §2 'Movie nights'). */
export interface MovieNightsTable {
  id: Generated<number>;
  hostId: string;
  title: string;
  startsAt: Timestamp;
  place: string;
  status: Generated<MovieNightStatus>;
  /** The calendar event's SEQUENCE: bumped when the night moves or is cancelled. */
  sequence: Generated<number>;
  winnerMovieId: number | null;
  winnerTitle: string | null;
  /** The rental request placed for the winner on the host's behalf. */
  loanId: number | null;
  /** Why no rental request was placed for the winner (no disc free, not enough credits, ...). */
  rentalNote: string | null;
  closedAt: Timestamp | null;
  remindedAt: Timestamp | null;
  watchAskedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
export type MovieNightStatus = 'open' | 'closed' | 'cancelled';
export type MovieNightAnswer = 'pending' | 'yes' | 'maybe' | 'no';

/** The host and each invitee of a night, with their answer. */
export interface MovieNightGuestsTable {
  nightId: number;
  userId: string;
  host: Generated<boolean>;
  answer: Generated<MovieNightAnswer>;
  /** Films this attendee has seen stay candidates. */
  dontMindSeen: Generated<boolean>;
  /** The night went in their diary ('YYYY-MM-DD'). */
  watchedOn: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A film added to a night's candidates by hand. */
export interface MovieNightCandidatesTable {
  nightId: number;
  movieId: number;
  title: string;
  year: number | null;
  posterUrl: string | null;
  addedBy: string | null;
}

/** One attendee's approval of one candidate. */
export interface MovieNightVotesTable {
  nightId: number;
  userId: string;
  movieId: number;
}

/** Every table, as Kysely sees it (camelCase through CamelCasePlugin). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  accountLinks: AccountLinksTable;
  emailTokens: EmailTokensTable;
  oauthAccounts: OauthAccountsTable;
  rateLimits: RateLimitsTable;
  movies: MoviesTable;
  people: PeopleTable;
  moviePeople: MoviePeopleTable;
  catalogWords: CatalogWordsTable;
  catalogMeta: CatalogMetaTable;
  catalogCache: CatalogCacheTable;
  physicalMedia: PhysicalMediaTable;
  loans: LoansTable;
  holds: HoldsTable;
  loanReviews: LoanReviewsTable;
  loanMessages: LoanMessagesTable;
  loanPlans: LoanPlansTable;
  reports: ReportsTable;
  moderationActions: ModerationActionsTable;
  shelfAlerts: ShelfAlertsTable;
  creditAccounts: CreditAccountsTable;
  creditLedger: CreditLedgerTable;
  creditDebts: CreditDebtsTable;
  notifications: NotificationsTable;
  notificationMailOutbox: NotificationMailOutboxTable;
  loanMailSettings: LoanMailSettingsTable;
  loanMailDigestItems: LoanMailDigestItemsTable;
  watchlistItems: WatchlistItemsTable;
  seenItems: SeenItemsTable;
  diaryEntries: DiaryEntriesTable;
  filmLinks: FilmLinksTable;
  libraryImports: LibraryImportsTable;
  socialProfiles: SocialProfilesTable;
  places: PlacesTable;
  watchingSoonItems: WatchingSoonItemsTable;
  flairs: FlairsTable;
  flairAwards: FlairAwardsTable;
  memberEvents: MemberEventsTable;
  preferences: PreferencesTable;
  recommendations: RecommendationsTable;
  movieRatings: MovieRatingsTable;
  visitors: VisitorsTable;
  siteCounters: SiteCountersTable;
  chatMessages: ChatMessagesTable;
  donations: DonationsTable;
  stripeEvents: StripeEventsTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  newsletterIssues: NewsletterIssuesTable;
  newsletterDeliveries: NewsletterDeliveriesTable;
  memberFilms: MemberFilmsTable;
  memberFilmSyncs: MemberFilmSyncsTable;
  connections: ConnectionsTable;
  memberBlocks: MemberBlocksTable;
  directMessages: DirectMessagesTable;
  movieNights: MovieNightsTable;
  movieNightGuests: MovieNightGuestsTable;
  movieNightCandidates: MovieNightCandidatesTable;
  movieNightVotes: MovieNightVotesTable;
  filmLists: FilmListsTable;
  filmListItems: FilmListItemsTable;
  filmListEditors: FilmListEditorsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
