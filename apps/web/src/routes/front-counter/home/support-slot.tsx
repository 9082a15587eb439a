import { Coffee, Newspaper } from 'lucide-react';
import { Link } from 'wouter';
import { DonationBox } from '../../../components/donate/donation-box.tsx';
import { useCardPayments } from '../../../components/donate/use-card-payments.ts';
import { useDonationReturn } from '../../../components/donate/use-donation-return.ts';
import { NewsletterForm } from '../../../components/newsletter/newsletter-form.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ShelfLabel } from '../../../components/ui/shelf-label.tsx';

/**
 * docs/product.md §2 Home and Landing: the donate box and the newsletter subscription. It also says thank you
 * when Stripe brings a donor back to the site with ?donation=success.
 */
export function SupportSection() {
  useDonationReturn();
  const payments = useCardPayments();
  return (
    <section aria-labelledby="support-chuck" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <ShelfLabel>Tip Jar · Mailroom</ShelfLabel>
      <h2 id="support-chuck" className="mt-4 font-display text-2xl text-ink sm:text-3xl">
        Keep the lights on
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        Chuck runs this store on coffee and goodwill. Buy him a cup, or get the newsletter with new arrivals
        and staff picks.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Coffee aria-hidden="true" className="size-6 text-neon-pink" />
              Buy Chuck a coffee
            </CardTitle>
            <CardDescription>
              {payments === 'stripe' ? 'Card payments by Stripe; Chuck never sees your card. ' : null}
              {payments === 'none' ? "Card payments aren't set up on this server yet. " : null}
              <Link href="/donate" className="text-neon-cyan underline underline-offset-4">
                More about the tip jar
              </Link>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DonationBox compact />
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Newspaper aria-hidden="true" className="size-6 text-neon-cyan" />
              The Rewind Newsletter
            </CardTitle>
            <CardDescription>
              New arrivals, staff picks and the occasional late-night rant. No spam: be kind, we rewind.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NewsletterForm />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
