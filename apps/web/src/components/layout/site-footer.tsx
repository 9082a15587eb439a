import { Clock, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from './brand-logo.tsx';
import { CONTACT_EMAIL, CONTACT_HREF, QUICK_LINKS } from './site-links.ts';
import { SoundToggle } from './sound-toggle.tsx';

/** Quick links, store hours (24/7: always open online) and the contact link (docs/product.md §2). */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-midnight-700 bg-midnight-950/90">
      <div aria-hidden="true" className="neon-rule" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <BrandLogo className="self-start" />
          <p className="max-w-xs text-sm text-muted">
            Your neighbourhood video store, now on the information superhighway. Be kind, please rewind.
          </p>
          <p className="max-w-xs text-xs text-muted">
            Film facts from{' '}
            <a
              href="https://en.wikipedia.org/wiki/Lists_of_American_films"
              className="underline hover:text-ticket-400"
            >
              Wikipedia
            </a>{' '}
            (via wikipedia-movie-data) and vega-datasets.
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-retro text-xl tracking-wider text-neon-cyan uppercase">
            Quick Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-1">
            {QUICK_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="inline-block py-1 text-sm text-ink hover:text-ticket-400 hover:underline"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-store-hours">
          <h2 id="footer-store-hours" className="font-retro text-xl tracking-wider text-neon-cyan uppercase">
            Store Hours
          </h2>
          <div className="mt-3 inline-flex flex-col gap-1 rounded-md border-2 border-neon-pink/70 px-4 py-3 shadow-neon-pink">
            <span className="flex items-center gap-2 font-display text-2xl text-neon-pink">
              <Clock aria-hidden="true" className="size-5" />
              24/7
            </span>
            <span className="font-retro text-lg text-ink">Always open online</span>
          </div>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-retro text-xl tracking-wider text-neon-cyan uppercase">
            Contact
          </h2>
          <p className="mt-3 text-sm text-muted">Questions, late fees, film opinions:</p>
          <a
            href={CONTACT_HREF}
            className="mt-1 inline-flex items-center gap-2 py-1 text-sm font-semibold break-all text-ticket-400 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {CONTACT_EMAIL}
          </a>
        </section>
      </div>
      <div className="flex flex-col items-center justify-center gap-3 border-t border-midnight-800 px-4 py-4 sm:flex-row sm:gap-6">
        <p className="text-center font-retro text-base text-muted">
          © 1999–{new Date().getFullYear()} Chuck's Video Store · No late fees, ever.
        </p>
        <SoundToggle />
      </div>
    </footer>
  );
}
