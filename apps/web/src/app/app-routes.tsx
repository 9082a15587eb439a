import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { HomePage } from '../routes/front-counter/home/home-page.tsx';
import { LandingPage } from '../routes/front-counter/landing/landing-page.tsx';
import { lazyPage } from './lazy-page.ts';

// The two pages a first visit lands on ship in the main bundle, so their first paint waits for no
// second download; every other screen loads when first visited.
const ProfilePage = lazyPage(() => import('../routes/library/profile/profile-page.tsx'), 'ProfilePage');
const DvdClubPage = lazyPage(() => import('../routes/club/dvd-club/dvd-club-page.tsx'), 'DvdClubPage');
const ModerationPage = lazyPage(
  () => import('../routes/club/moderation/moderation-page.tsx'),
  'ModerationPage',
);
const ShelfPage = lazyPage(() => import('../routes/club/whats-on-the-shelf/shelf-page.tsx'), 'ShelfPage');
const UserCollectionPage = lazyPage(
  () => import('../routes/club/user-collection/user-collection-page.tsx'),
  'UserCollectionPage',
);
const SocialShareDemoPage = lazyPage(
  () => import('../routes/front-counter/social-share-demo/social-share-demo-page.tsx'),
  'SocialShareDemoPage',
);
const ConnectionsPage = lazyPage(
  () => import('../routes/social/connections/connections-page.tsx'),
  'ConnectionsPage',
);
const MemberPage = lazyPage(() => import('../routes/library/member-page/member-page.tsx'), 'MemberPage');
const MemberRewindPage = lazyPage(
  () => import('../routes/library/rewind/member-rewind-page.tsx'),
  'MemberRewindPage',
);
const DonatePage = lazyPage(() => import('../routes/support/donate/donate-page.tsx'), 'DonatePage');
const EasterEggPage = lazyPage(
  () => import('../routes/front-counter/easter-egg/easter-egg-page.tsx'),
  'EasterEggPage',
);
const MoviePage = lazyPage(() => import('../routes/front-counter/movie/movie-page.tsx'), 'MoviePage');
const PersonPage = lazyPage(() => import('../routes/front-counter/person/person-page.tsx'), 'PersonPage');
const UnsubscribePage = lazyPage(
  () => import('../routes/support/newsletter/unsubscribe-page.tsx'),
  'UnsubscribePage',
);
const LoanMailUnsubscribePage = lazyPage(
  () => import('../routes/club/loan-mail/loan-mail-unsubscribe-page.tsx'),
  'LoanMailUnsubscribePage',
);
const LoginPage = lazyPage(() => import('../routes/support/login/login-page.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('../routes/support/password-reset/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../routes/support/password-reset/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const ConfirmSubscriptionPage = lazyPage(
  () => import('../routes/support/newsletter/confirm-subscription-page.tsx'),
  'ConfirmSubscriptionPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../routes/support/verify-email/verify-email-page.tsx'),
  'VerifyEmailPage',
);
const TakeBackPage = lazyPage(() => import('../routes/support/take-back/take-back-page.tsx'), 'TakeBackPage');
const SignInLinkPage = lazyPage(
  () => import('../routes/support/sign-in-link/sign-in-link-page.tsx'),
  'SignInLinkPage',
);
const DeleteAccountPage = lazyPage(
  () => import('../routes/support/delete-account/delete-account-page.tsx'),
  'DeleteAccountPage',
);
const ListPage = lazyPage(() => import('../routes/library/lists/list-page.tsx'), 'ListPage');
const DiaryPage = lazyPage(() => import('../routes/library/diary/diary-page.tsx'), 'DiaryPage');
const RewindPage = lazyPage(() => import('../routes/library/rewind/rewind-page.tsx'), 'RewindPage');
const NightsPage = lazyPage(() => import('../routes/library/nights/nights-page.tsx'), 'NightsPage');
const NightPage = lazyPage(() => import('../routes/library/nights/night-page.tsx'), 'NightPage');
const NotFoundPage = lazyPage(
  () => import('../routes/front-counter/not-found/not-found-page.tsx'),
  'NotFoundPage',
);

/** Runs `run` once, when the routed page it sits beside has committed. */
function WhenShown({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}

/**
 * Every path in docs/product.md §2, the added ones included; anything else is the 404 page.
 * `onPageShown` runs once the first page is live: in a page rendered ahead that is when its screen
 * has hydrated, its lazily loaded screen (the film page's) included.
 */
export function AppRoutes({ onPageShown }: { onPageShown?: () => void }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/landing" component={LandingPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/dvd-club" component={DvdClubPage} />
        <Route path="/whats-on-the-shelf" component={ShelfPage} />
        <Route path="/moderation" component={ModerationPage} />
        <Route path="/user/:userId/collection" component={UserCollectionPage} />
        <Route path="/social-share-demo" component={SocialShareDemoPage} />
        <Route path="/connections" component={ConnectionsPage} />
        <Route path="/nights" component={NightsPage} />
        <Route path="/nights/:id" component={NightPage} />
        <Route path="/members/:id" component={MemberPage} />
        <Route path="/members/:id/rewind/:year" component={MemberRewindPage} />
        <Route path="/donate" component={DonatePage} />
        <Route path="/easter-egg" component={EasterEggPage} />
        <Route path="/movie/:id" component={MoviePage} />
        <Route path="/person/:id" component={PersonPage} />
        <Route path="/newsletter/unsubscribe" component={UnsubscribePage} />
        <Route path="/loan-mail/unsubscribe" component={LoanMailUnsubscribePage} />
        <Route path="/newsletter/confirm" component={ConfirmSubscriptionPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/take-back" component={TakeBackPage} />
        <Route path="/sign-in-link" component={SignInLinkPage} />
        <Route path="/delete-account" component={DeleteAccountPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/diary" component={DiaryPage} />
        <Route path="/lists/:id" component={ListPage} />
        <Route path="/rewind">
          <Redirect to={`/rewind/${new Date().getFullYear()}`} replace />
        </Route>
        <Route path="/rewind/:year" component={RewindPage} />
        <Route component={NotFoundPage} />
      </Switch>
      {onPageShown ? <WhenShown run={onPageShown} /> : null}
    </Suspense>
  );
}
