import type { Db, FlairRarity } from '@chuck/db';
import { countDiscs } from '../../club/dvd-club/dvd-club.service.ts';
import { reviewsOf } from '../../club/loans/loan-reviews.service.ts';
import { countReturnedOnTime } from '../../club/loans/loans.service.ts';
import { countActiveConnections } from '../../social/connections/connections.service.ts';
import { countSeen } from '../seen/seen.service.ts';
import { listPicks } from '../watching-soon/watching-soon.service.ts';
import { countItems } from '../watchlist/watchlist.service.ts';
import { countCompletedLoans, hasCompleteProfile, hasSavedTopMovies } from './flair.repository.ts';
import { hasEvent } from './member-events.repository.ts';

export interface FlairRule {
  /** Stable id: awards refer to it, so never rename one. */
  code: string;
  name: string;
  icon: string;
  description: string;
  rarity: FlairRarity;
  /** Whether the member has earned it now; once awarded a badge is kept. */
  earned(db: Db, userId: string): Promise<boolean>;
}

const queued = (n: number) => async (db: Db, userId: string) => (await countItems(db, userId)) >= n;
const seen = (n: number) => async (db: Db, userId: string) => (await countSeen(db, userId)).total >= n;

/** Every badge, in the order they are shown. */
export const FLAIR_RULES: readonly FlairRule[] = [
  {
    code: 'first_queued',
    name: 'Rewind Ready',
    icon: '📼',
    description: 'Put your first film in your watchlist.',
    rarity: 'common',
    earned: queued(1),
  },
  {
    code: 'queued_5',
    name: 'Stacked Shelf',
    icon: '📚',
    description: 'Have 5 films waiting in your watchlist.',
    rarity: 'common',
    earned: queued(5),
  },
  {
    code: 'top_three',
    name: 'Top 3 on the Counter',
    icon: '⭐',
    description: 'Save your top 3 movies so Chuck can recommend more.',
    rarity: 'common',
    earned: hasSavedTopMovies,
  },
  {
    code: 'first_seen',
    name: 'Opening Night',
    icon: '🎟️',
    description: 'Mark your first film as seen.',
    rarity: 'common',
    earned: seen(1),
  },
  {
    code: 'profile_complete',
    name: 'Member Card',
    icon: '🪪',
    description: 'Fill in your display name, bio and favorite genres.',
    rarity: 'common',
    earned: hasCompleteProfile,
  },
  {
    code: 'coming_attractions',
    name: 'Coming Attractions',
    icon: '🍿',
    description: 'Fill all 3 Watching Soon slots.',
    rarity: 'common',
    earned: async (db, userId) => (await listPicks(db, userId)).length >= 3,
  },
  {
    code: 'first_disc',
    name: 'Shelf Starter',
    icon: '💿',
    description: 'Add your first disc to your DVD Club collection.',
    rarity: 'common',
    earned: async (db, userId) => (await countDiscs(db, userId)) >= 1,
  },
  {
    code: 'queued_25',
    name: 'Marathon Planner',
    icon: '🗓️',
    description: 'Have 25 films waiting in your watchlist.',
    rarity: 'rare',
    earned: queued(25),
  },
  {
    code: 'seen_10',
    name: 'Regular Customer',
    icon: '🎬',
    description: 'Mark 10 films as seen.',
    rarity: 'rare',
    earned: seen(10),
  },
  {
    code: 'tough_critic',
    name: 'Tough Critic',
    icon: '🍅',
    description: 'Give 10 films a thumbs down.',
    rarity: 'rare',
    earned: async (db, userId) => (await countSeen(db, userId)).disliked >= 10,
  },
  {
    code: 'library_card',
    name: 'Library Card',
    icon: '📇',
    description: 'Bring your film history in from Letterboxd or IMDb.',
    rarity: 'rare',
    earned: (db, userId) => hasEvent(db, userId, 'library_imported'),
  },
  {
    code: 'first_loan',
    name: 'Be Kind, Rewind',
    icon: '🤝',
    description: 'Complete your first DVD Club loan, lending or borrowing.',
    rarity: 'rare',
    earned: async (db, userId) => (await countCompletedLoans(db, userId)) >= 1,
  },
  {
    code: 'never_late',
    name: 'Never Late',
    icon: '⏰',
    description: 'Return 5 borrowed discs by their due date.',
    rarity: 'rare',
    earned: async (db, userId) => (await countReturnedOnTime(db, userId)) >= 5,
  },
  {
    code: 'trusted_lender',
    name: 'Trusted Lender',
    icon: '🏅',
    description: 'Get 5 thumbs up from members who borrowed your discs.',
    rarity: 'epic',
    earned: async (db, userId) => (await reviewsOf(db, userId)).upAsOwner >= 5,
  },
  {
    code: 'connections_5',
    name: 'Friends of the Store',
    icon: '🧑‍🤝‍🧑',
    description: 'Connect with 5 members through the films you share.',
    rarity: 'rare',
    earned: async (db, userId) => (await countActiveConnections(db, userId)) >= 5,
  },
  {
    code: 'seen_100',
    name: 'Projectionist',
    icon: '📽️',
    description: 'Mark 100 films as seen.',
    rarity: 'epic',
    earned: seen(100),
  },
  {
    code: 'two_thumbs_up',
    name: 'Two Thumbs Up',
    icon: '👍',
    description: 'Give 50 films a thumbs up.',
    rarity: 'epic',
    earned: async (db, userId) => (await countSeen(db, userId)).liked >= 50,
  },
  {
    code: 'easter_egg',
    name: 'Do Not Go In There',
    icon: '🚪',
    description: 'Find the hidden door behind the counter.',
    rarity: 'legendary',
    earned: (db, userId) => hasEvent(db, userId, 'easter_egg_found'),
  },
  {
    code: 'seen_500',
    name: 'Human Video Store',
    icon: '🏆',
    description: 'Mark 500 films as seen.',
    rarity: 'legendary',
    earned: seen(500),
  },
];
