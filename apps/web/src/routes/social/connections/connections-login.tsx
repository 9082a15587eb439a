import { LogIn } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { loginUrl } from '../../../lib/auth-urls.ts';

/** docs/product.md §6: connections and messages are for members; visitors are asked to log in. */
export function ConnectionsLogin() {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogIn aria-hidden="true" className="size-5 text-neon-pink" />
          Login Required
        </CardTitle>
        <CardDescription>
          Log in to see the members who share your movies, trade messages with them and set up your social
          profile.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <a href={loginUrl('/connections')} className={buttonStyles('primary', 'md')}>
          Log In
        </a>
      </CardContent>
    </Card>
  );
}
