import { Coffee, HeartHandshake, Lightbulb, Server } from 'lucide-react';
import { DonationBox } from '../../../components/donate/donation-box.tsx';
import { useCardPayments } from '../../../components/donate/use-card-payments.ts';
import { useDonationReturn } from '../../../components/donate/use-donation-return.ts';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

const WHERE_IT_GOES = [
  { icon: Server, text: 'The servers that keep the shelves stocked around the clock.' },
  { icon: Lightbulb, text: 'Neon tubes, VCR heads and the occasional rewinder repair.' },
  { icon: Coffee, text: "Chuck's coffee. Mostly Chuck's coffee." },
];

/** Who takes the money, as this server is set up: Stripe, or nobody yet (docs/product.md §2 'Donate'). */
function PaymentsNote() {
  const payments = useCardPayments();
  if (payments === null) return null;
  return (
    <p className="mt-5 text-sm text-muted">
      {payments === 'stripe'
        ? 'Payments are handled by Stripe. Your card details go straight to them and never touch our servers.'
        : 'Card payments are not set up on this server yet, so nothing is charged here and no card details are asked for.'}
    </p>
  );
}

/** /donate (docs/product.md §2): presets, a custom amount and the card form; a thank-you toast on return. */
export function DonatePage() {
  usePageTitle('Donate');
  useDonationReturn();
  return (
    <>
      <PageHero aisle="Tip Jar" title="Donate">
        <p>
          Keep the lights on and the VCRs humming: buy Chuck an espresso, a latte, a coffee run or a mega
          fuel.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Buy Chuck a coffee</CardTitle>
          </CardHeader>
          <CardContent>
            <DonationBox autoStart />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <HeartHandshake aria-hidden="true" className="size-6 text-neon-pink" />
              Where it goes
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3">
              {WHERE_IT_GOES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3 text-ink/90">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neon-cyan" />
                  {text}
                </li>
              ))}
            </ul>
            <PaymentsNote />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
