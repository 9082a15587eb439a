import type { ShareTemplate } from '../../../components/share/share-text.ts';

export type ScenarioId = 'recommendation' | 'watchlist' | 'collection' | 'review';

export interface ShareScenario {
  id: ScenarioId;
  label: string;
  template: ShareTemplate;
  /** A real film from the catalog: looked up by title and year for its id, poster and overview. */
  film: { title: string; year: number; description: string };
  message: string;
}

/** docs/product.md §2 Social Share Demo: the four situations a member shares from, each with a film. */
export const SCENARIOS: ShareScenario[] = [
  {
    id: 'recommendation',
    label: 'Recommendation',
    template: 'recommendation',
    film: {
      title: 'The Matrix',
      year: 1999,
      description:
        'A hacker learns the world is a simulation and joins the fight against the machines that run it.',
    },
    message:
      'Chuck noticed you loved Blade Runner and Alien, so he pulled this one off the staff-picks wall.',
  },
  {
    id: 'watchlist',
    label: 'Watchlist',
    template: 'watching',
    film: {
      title: 'Back to the Future',
      year: 1985,
      description:
        'A teenager is sent thirty years into the past in a time-travelling DeLorean built by his eccentric friend.',
    },
    message: "It's at the front of your queue: tell your friends what Friday night looks like.",
  },
  {
    id: 'collection',
    label: 'Collection',
    template: 'collection',
    film: {
      title: 'Jurassic Park',
      year: 1993,
      description:
        'Cloned dinosaurs escape their enclosures on an island theme park during a tropical storm.',
    },
    message: 'Your Blu-ray just went on the DVD Club shelf as rentable. Let the neighbourhood know.',
  },
  {
    id: 'review',
    label: 'Review',
    template: 'review',
    film: {
      title: 'Pulp Fiction',
      year: 1994,
      description:
        'Hitmen, a boxer, a gangster and his wife cross paths in four tales of violence and redemption in LA.',
    },
    message: 'You gave it a thumbs up on your Already Seen list. Now give it a review worth sharing.',
  },
];
