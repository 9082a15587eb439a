import { ArrowDown, Clapperboard } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { loginUrl } from '../../../lib/auth-urls.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { prefersReducedMotion } from '../../../lib/sound.ts';
import { useDoorChimeOnFirstVisit } from '../../../lib/sound-door-chime.ts';
import { FeatureCards } from '../home/feature-cards.tsx';
import { HowItWorks } from '../home/how-it-works.tsx';
import { SupportSection } from '../home/support-slot.tsx';
import { TapeStack } from '../home/tape-stack.tsx';
import { LANDING_FEATURES, LANDING_STEPS } from './landing-content.ts';
import { QuickMovieSearch } from './quick-movie-search.tsx';

const HOW_IT_WORKS_ID = 'landing-how-it-works';

/** /landing (docs/product.md §2): the public welcome mat. Every way in leads to the login page. */
export function LandingPage() {
  usePageTitle('Welcome');
  useDoorChimeOnFirstVisit();
  const signIn = loginUrl('/');

  const learnMore = () => {
    const heading = document.getElementById(HOW_IT_WORKS_ID);
    heading?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      {/* As on the home page: the quick search's suggestions may drop past the hero's bottom edge. */}
      <section className="crt relative z-10 overflow-x-clip overflow-y-visible border-b border-midnight-800">
        <div className="relative z-[2] mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div className="min-w-0">
            <ShelfLabel>Now Open · Grand Opening</ShelfLabel>
            <h1 className="mt-5 font-display text-4xl leading-[1.05] sm:text-6xl">
              Welcome to <span className="neon-pink">Chuck's</span>{' '}
              <span className="text-ticket-400">Video Store</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink/90 sm:text-xl">
              The neighbourhood video store that never closed. Tell Chuck your top 3 movies and he'll hand you
              picks worth rewinding, then help you keep track of everything you watch.
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <a href={signIn} className={buttonStyles('primary', 'lg')}>
                Get Started
              </a>
              <button type="button" onClick={learnMore} className={buttonStyles('secondary', 'lg')}>
                Learn More
                <ArrowDown aria-hidden="true" />
              </button>
            </div>
            <QuickMovieSearch className="mt-10 max-w-xl" />
          </div>
          <TapeStack className="hidden justify-self-center sm:flex" />
        </div>
      </section>

      <HowItWorks steps={LANDING_STEPS} id={HOW_IT_WORKS_ID} />
      <FeatureCards features={LANDING_FEATURES} heading="What's in store" id="landing-features" />

      <section aria-labelledby="start-journey" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="crt flex flex-col items-start gap-5 rounded-lg border-2 border-ticket-400/70 bg-midnight-900 p-6 sm:flex-row sm:items-center sm:p-8">
          <Clapperboard aria-hidden="true" className="relative z-[2] size-12 shrink-0 text-ticket-400" />
          <div className="relative z-[2] flex-1">
            <h2 id="start-journey" className="font-display text-2xl text-ink">
              Your next favorite movie is on the shelf
            </h2>
            <p className="mt-1 text-muted">Membership is free. Late fees are a thing of the past.</p>
          </div>
          <a href={signIn} className={buttonStyles('primary', 'lg', 'relative z-[2]')}>
            Start Your Journey
          </a>
        </div>
      </section>

      <SupportSection />
    </>
  );
}
