import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Download, Film, ListVideo, type LucideIcon, Palette, Star, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { FacebookIcon, InstagramIcon, TwitterIcon } from '../../../components/share/brand-icons.tsx';
import { ShareCreator } from '../../../components/share/share-creator.tsx';
import { FILTERS } from '../../../components/share/share-filters.ts';
import type { ShareableMovie } from '../../../components/share/share-text.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadingTape } from '../../../components/ui/loading-tape.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { SCENARIOS, type ScenarioId, type ShareScenario } from './share-scenarios.ts';

const SCENARIO_ICONS: Record<ScenarioId, LucideIcon> = {
  recommendation: Wand2,
  watchlist: ListVideo,
  collection: Film,
  review: Star,
};

/** /social-share-demo (docs/product.md §2): sharing scenarios, the share creator and the feature list. */
export function SocialShareDemoPage() {
  usePageTitle('Social Share Demo');
  const [scenarioId, setScenarioId] = useState<ScenarioId>('recommendation');
  const scenario = SCENARIOS.find((s) => s.id === scenarioId) ?? (SCENARIOS[0] as ShareScenario);

  return (
    <>
      <PageHero aisle="Aisle 4 · Show & Tell" title="Social Share Demo">
        <p>
          Turn a recommendation, watchlist pick, collection find or review into a vintage-filtered share card
          for Instagram, Twitter and Facebook.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
        <section aria-labelledby="scenarios-heading">
          <h2 id="scenarios-heading" className="font-display text-2xl text-ticket-400">
            Pick a scenario
          </h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {SCENARIOS.map((s) => {
              const Icon = SCENARIO_ICONS[s.id];
              const active = s.id === scenarioId;
              return (
                <button
                  key={s.id}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setScenarioId(s.id)}
                  className={cn(
                    'flex cursor-pointer flex-col gap-2 rounded-lg border-2 p-4 text-left transition-colors',
                    active
                      ? 'border-ticket-400 bg-midnight-800 shadow-[5px_5px_0_0_var(--color-neon-pink)]'
                      : 'border-midnight-600 bg-midnight-900/80 hover:border-neon-cyan',
                  )}
                >
                  <span className="flex items-center gap-2 font-retro text-xl tracking-wide text-neon-cyan uppercase">
                    <Icon aria-hidden="true" className="size-5" />
                    {s.label}
                  </span>
                  <span className="font-display text-lg leading-tight text-ink">
                    {s.film.title} ({s.film.year})
                  </span>
                  <span className="text-sm text-muted">{s.message}</span>
                </button>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="creator-heading">
          <Card>
            <CardHeader>
              <CardTitle id="creator-heading">Share creator</CardTitle>
              <p className="text-sm text-muted">{scenario.message}</p>
            </CardHeader>
            <CardContent>
              <ScenarioCreator scenario={scenario} />
            </CardContent>
          </Card>
        </section>

        <FeatureList />
      </div>
    </>
  );
}

/** The scenario's film as the catalog has it (id, poster, overview), falling back to the sample text. */
function ScenarioCreator({ scenario }: { scenario: ShareScenario }) {
  const trpc = useTRPC();
  const search = useQuery(trpc.catalog.searchMovies.queryOptions({ q: scenario.film.title, limit: 5 }));
  if (search.isPending) return <LoadingTape label="Finding the tape..." />;
  const match = search.data?.results.find(
    (r) =>
      r.title.toLowerCase() === scenario.film.title.toLowerCase() &&
      r.release_date?.startsWith(String(scenario.film.year)),
  );
  const movie: ShareableMovie = {
    title: scenario.film.title,
    year: scenario.film.year,
    posterUrl: match?.poster_path ?? null,
    description: match?.overview || scenario.film.description,
    movieId: match?.id ?? null,
  };
  return <ShareCreator key={scenario.id} movie={movie} template={scenario.template} />;
}

interface Feature {
  icon: LucideIcon | typeof TwitterIcon;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: Palette,
    title: '6 vintage filters',
    text: FILTERS.map((f) => f.label).join(', '),
  },
  { icon: Clapperboard, title: '4 templates', text: 'Recommendation, Now Watching, Review and Collection' },
  { icon: InstagramIcon, title: 'Instagram', text: 'Saves the image for you to post from your phone' },
  { icon: TwitterIcon, title: 'Twitter', text: 'Opens a tweet with your text and a link to the film' },
  { icon: FacebookIcon, title: 'Facebook', text: 'Shares the film page, with its poster in the preview' },
  { icon: Download, title: 'Download', text: 'A 1200x630 PNG, the size link previews use' },
];

function FeatureList() {
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="font-display text-2xl text-ticket-400">
        What's in the photo booth
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex items-start gap-3 rounded-lg border border-midnight-700 bg-midnight-900/80 p-4"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-neon-pink" />
            <div>
              <p className="font-semibold text-ink">{title}</p>
              <p className="text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
