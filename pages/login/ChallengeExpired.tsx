import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../auth/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { SignInCard } from './SignInCard.tsx';

/**
 * A challenge answered 401: expired (15 minutes), used, unknown or started in another browser; the server says
 * the same for all (docs/sign-in.md). The only way on is a new sign-in.
 */
export function ChallengeExpired() {
  const t = useT();
  return (
    <SignInCard heading={t('challenge.expired.heading')} intro={t('challenge.expired.message')}>
      <Button component={Link} href={LOGIN_PATH} fullWidth>
        {t('challenge.expired.link')}
      </Button>
    </SignInCard>
  );
}
