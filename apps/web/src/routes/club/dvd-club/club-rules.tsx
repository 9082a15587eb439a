import {
  HOLD_WINDOW_HOURS,
  LOAN_PRICE,
  NEWCOMER_DAYS,
  NEWCOMER_OPEN_LOANS,
  PAIR_PAY_DAYS,
  REVIEW_WINDOW_DAYS,
  WELCOME_CREDITS,
} from '@chuck/api/client';

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * docs/product.md §2 DVD Club, 'Club rules': how borrowing and earning work, including the rules that
 * keep accounts made only to borrow from feeding one account (§3 'Credits'), so a refusal is never a
 * surprise. The numbers come from the server's own constants.
 */
export function ClubRules() {
  return (
    <details className="group mt-4 rounded-md border border-midnight-700 px-3 py-2 text-base">
      <summary className="cursor-pointer font-semibold text-ink">How borrowing works</summary>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
        <li>
          A rental costs {credits(LOAN_PRICE)}, held when the owner accepts and paid to them once the return
          is confirmed. Every member starts with {credits(WELCOME_CREDITS)}.
        </li>
        <li>Confirm your e-mail address to lend and borrow: the link is in your sign-up mail.</li>
        <li>
          An owner earns from the same borrower once in {PAIR_PAY_DAYS} days; later loans between the two of
          you in that time are free, for both sides.
        </li>
        <li>
          In your first {NEWCOMER_DAYS} days as a member you can have {NEWCOMER_OPEN_LOANS} loans open at a
          time.
        </li>
        <li>
          A disc that is out can be held: when it comes back, the first in line has {HOLD_WINDOW_HOURS} hours
          to request it. You can't hold a disc you have asked for or have.
        </li>
        <li>Once a return is confirmed, each side may leave a review for {REVIEW_WINDOW_DAYS} days.</li>
      </ul>
    </details>
  );
}
