import type { LoanMailKind } from '../../shared/loan-mail.ts';

/**
 * What each loan mail says (docs/product.md §3 'Loan mail'): short, naming the film and the other
 * member. `other` is the other member of the loan by their public name.
 */
export function loanMailText(
  kind: LoanMailKind,
  film: string,
  other: string,
): { subject: string; line: string } {
  switch (kind) {
    case 'rental_request':
      return {
        subject: `${other} would like to borrow ${film}`,
        line: `${other} asked to borrow your copy of ${film}. Accept or decline it on the loan's card.`,
      };
    case 'rental_accepted':
      return {
        subject: `${other} said yes: ${film} is yours to borrow`,
        line: `${other} accepted your request for ${film}. Agree how it changes hands in the loan's thread.`,
      };
    case 'loan_plan_proposed':
      return {
        subject: `A hand-over plan for ${film}`,
        line: `${other} proposed how ${film} changes hands. Accept it, or propose another way.`,
      };
    case 'loan_plan_agreed':
      return {
        subject: `Hand-over agreed for ${film}`,
        line: `${other} agreed to the hand-over of ${film}. It's on the loan's card, with a calendar file.`,
      };
    case 'rental_due_soon':
      return {
        subject: `${film} is due back tomorrow`,
        line: `${film} is due back to ${other} tomorrow. Be kind, rewind!`,
      };
    case 'rental_overdue':
      return {
        subject: `${film} is overdue`,
        line: `${film} was due back to ${other} yesterday. Please bring it back, or tell them when in the loan's thread.`,
      };
    case 'rental_disputed':
      return {
        subject: `The loan of ${film} is disputed`,
        line: `The loan of ${film} with ${other} is disputed. Read it and answer on the loan's card: the credit stays held until you agree.`,
      };
    case 'rental_dispute_escalated':
      return {
        subject: `The dispute over ${film} went to the moderators`,
        line: `You and ${other} did not agree on the loan of ${film} in 7 days, so the club's moderators will settle it.`,
      };
  }
}
