import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ChatWidgetSlot } from '../../../components/chat/chat-widget-slot.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useDoorChimeOnFirstVisit } from '../../../lib/sound-door-chime.ts';
import { FeatureCards, HOME_FEATURES } from './feature-cards.tsx';
import { GlitchTitle } from './glitch-title.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { useGenerateRecommendations } from './recommendations/use-recommendations.ts';
import { ShelfPreview } from './shelf-preview-slot.tsx';
import { StoreCounter } from './store-counter.tsx';
import { SupportSection } from './support-slot.tsx';
import { TopMoviesPanel } from './top-movies/top-movies-panel.tsx';
import { useSavedTopMovies } from './top-movies/use-top-movies.ts';

// The cards only matter once a top 3 is saved, so their code stays out of the first download.
const RecommendationsSection = lazy(async () => ({
  default: (await import('./recommendations/recommendations-section.tsx')).RecommendationsSection,
}));

/**
 * The front counter (docs/product.md §2 Home, in order): the top-3 panel, Chuck's recommendations once the
 * top 3 are saved, How It Works, the feature cards, the shelf preview, donate and newsletter, and
 * the chat widget. The footer comes with the layout.
 */
export function HomePage() {
  usePageTitle();
  useDoorChimeOnFirstVisit();
  const saved = useSavedTopMovies();
  const generator = useGenerateRecommendations();

  return (
    <>
      {/* The title suggestions may drop past the hero's bottom edge: it clips sideways only, and
          sits above the sections after it so the list stays on top and clickable. */}
      <section className="crt relative z-10 overflow-x-clip overflow-y-visible border-b border-midnight-800">
        {/* Phones: intro, the top-3 panel, then the rest; wide screens: the panel beside them. */}
        <div className="relative z-[2] mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:gap-x-10">
          <div className="lg:col-start-1 lg:row-start-1">
            <ShelfLabel>Front Desk · Open 24/7</ShelfLabel>
            <GlitchTitle />
            <p className="mt-5 max-w-xl text-lg text-ink/90 sm:text-xl">
              Tell Chuck your three favorite movies and he will pull the perfect picks off the shelf, no late
              fees and no rewinding required.
            </p>
          </div>
          <TopMoviesPanel
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
            // A first or changed top 3 gets its own picks at once (quietly: the 'Preferences Saved!'
            // toast already says Chuck is preparing them); the same favourites keep theirs.
            onSaved={() => void generator.followFavourites()}
          />
          <div className="lg:col-start-1 lg:row-start-2">
            <div className="flex flex-wrap gap-3">
              <Link href="/whats-on-the-shelf" className={buttonStyles('neon', 'md')}>
                Browse the Shelf
              </Link>
              <Link href="/dvd-club" className={buttonStyles('secondary', 'md')}>
                Join the DVD Club
              </Link>
            </div>
            <StoreCounter className="mt-8" />
          </div>
        </div>
      </section>

      {saved.topMovies.length > 0 ? (
        <Suspense fallback={null}>
          <RecommendationsSection generator={generator} />
        </Suspense>
      ) : null}
      <HowItWorks />
      <FeatureCards features={HOME_FEATURES} heading="Why Chuck's?" id="home-features" />
      <ShelfPreview />
      <SupportSection />
      <ChatWidgetSlot />
    </>
  );
}
