/**
 * Every kind of notification (docs/product.md §3 'Notification'), with when it is sent. The one
 * list: the server's notifications take only these types, the API's schema and its description are
 * made from it, and the web's refresh map is keyed by it, so a new kind does not compile until each
 * of those places says what to do with it (docs/adding-a-feature.md, "A new kind of notification").
 */
export const NOTIFICATION_KINDS = {
  rental_request: 'A member asks to borrow your disc.',
  rental_accepted: 'The owner accepted your request.',
  rental_declined: 'The owner declined your request.',
  rental_cancelled: 'The borrower withdrew a request, or a loan was called off.',
  rental_handed_over: 'The owner says the disc changed hands.',
  rental_returned: 'The owner says the disc came back.',
  rental_confirmed:
    "The borrower confirmed the owner's hand-over or return (or it confirmed itself after 72 hours).",
  rental_disputed: "Either side disputed the other's step: sent to both.",
  rental_dispute_proposed:
    'The other member of a disputed loan proposed an outcome (returned fine, damaged or lost): accept it or propose another.',
  rental_dispute_settled: 'A disputed loan was settled with an outcome: sent to both.',
  rental_dispute_escalated:
    'A dispute went 7 days without agreement and went to the moderators: sent to both.',
  loan_review_asked:
    'A loan you were part of is settled: "How did it go with …?", leading to the review form.',
  rental_due_soon: 'A day before a loan is due back, to the borrower.',
  rental_overdue: 'A day after a loan was due back and it is still out, to the borrower.',
  loan_message: "The other member of a loan wrote in the loan's thread.",
  loan_plan_proposed:
    'The other member of a loan proposed how the disc changes hands (or proposed another way).',
  loan_plan_agreed: 'The other member of a loan accepted your hand-over plan.',
  credits_moved:
    'Your credits moved: held for a loan, paid to you, released to you after waiting, refunded to you, or your held credit settled to the owner.',
  hold_ready: 'The disc came back and you are first in line: only you may request it for 48 hours.',
  on_the_shelf: 'A disc of a film on your watchlist became rentable.',
  new_message: 'A member sent you a message.',
  connection_suggested:
    'A member now owns a disc you own (or completed a loan with you): "You both own The Thing — connect?"',
  connection_request: 'A member asks to connect with you: Accept or Ignore.',
  new_connection: 'A member accepted your request to connect: you are now connected.',
  loan_flagged:
    'A member of one of your loans in progress was suspended: the loan is flagged, sent to both members.',
  moderation_warning: "A moderator warned you about something you did, with the moderator's note.",
  list_editor_added: 'The owner of a list of films invited you to edit it (you are connected).',
  list_film_added: 'An editor of your list of films added a film to it.',
  night_invited: 'A connection invited you to a movie night: Yes, Maybe or No.',
  night_answered: 'An invitee answered your movie night: Yes, Maybe or No.',
  night_changed: 'The host moved a movie night you are invited to, or changed its title or place.',
  night_cancelled: 'The host cancelled a movie night you were invited to.',
  night_reminder: 'A movie night you are going to is tomorrow.',
  night_vote_closed: "A movie night's vote closed: the film you are watching.",
  night_watched_ask: 'The day after a movie night: "Did you watch it?" Yes logs it in your diary.',
  flair_awarded: 'You earned a piece of flair.',
  test: "The bell's Test button.",
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];
