import { Brain, ListChecks, ListOrdered, LogIn, Sparkles, TrendingUp, UserRoundPen } from 'lucide-react';
import type { Feature } from '../home/feature-cards.tsx';
import type { Step } from '../home/how-it-works.tsx';

// docs/product.md §2 Landing, How It Works: sign in, enter top 3, get recommendations, build profile.
export const LANDING_STEPS: readonly Step[] = [
  { icon: LogIn, title: 'Sign in', text: 'Grab a membership card: it takes a minute and costs nothing.' },
  { icon: ListOrdered, title: 'Enter your top 3', text: 'Name the three movies you would save from a fire.' },
  {
    icon: Sparkles,
    title: 'Get recommendations',
    text: 'Chuck pulls five picks off the shelf, each with a reason and where to watch it.',
  },
  {
    icon: UserRoundPen,
    title: 'Build your profile',
    text: 'Keep a watchlist, log what you have seen and show off your collection.',
  },
];

// docs/product.md §2 Landing: three blurbs: neurocinematics, personal watchlists, evolving taste.
export const LANDING_FEATURES: readonly Feature[] = [
  {
    icon: Brain,
    title: 'Neurocinematics',
    text: 'Chuck looks past genre labels to what a film does to you, and finds others that do the same.',
    tone: 'text-neon-pink',
  },
  {
    icon: ListChecks,
    title: 'Personal watchlists',
    text: 'Queue up what to watch next, newest picks at the front, and tick them off as you go.',
    tone: 'text-neon-cyan',
  },
  {
    icon: TrendingUp,
    title: 'Evolving taste',
    text: 'Every thumbs up and thumbs down changes the next pick. Chuck learns as your taste grows.',
    tone: 'text-ticket-400',
  },
];
