import { Link, useLocation } from 'wouter';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Any path the store does not know (docs/product.md §2): 'Page Not Found', and the way back home. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const [location] = useLocation();
  return (
    <section className="crt min-h-[60vh]">
      <div className="relative z-[2] mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <ShelfLabel>Lost &amp; Found</ShelfLabel>
        <p aria-hidden="true" className="neon-pink mt-6 font-display text-7xl leading-none sm:text-9xl">
          404
        </p>
        <h1 className="mt-4 font-display text-3xl text-ticket-400 sm:text-4xl">Page Not Found</h1>
        <p className="mt-4 max-w-lg text-lg text-muted">
          We checked behind the counter and in the returns bin, but{' '}
          <code className="rounded bg-midnight-800 px-1.5 py-0.5 font-retro text-lg break-all text-neon-cyan">
            {location}
          </code>{' '}
          is not on any shelf. Somebody probably forgot to rewind it.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link href="/" className={buttonStyles('primary', 'lg')}>
            Back to the front desk
          </Link>
          <Link href="/whats-on-the-shelf" className={buttonStyles('secondary', 'lg')}>
            Browse the shelf
          </Link>
        </div>
      </div>
    </section>
  );
}
