import Paper from '@mui/material/Paper';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { ContactVerification } from '../contact-verification/ContactVerification.tsx';
import type { ContactChannel } from '../contact-verification/contact-api.ts';
import { BackLink } from '../settings/BackLink.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';

export interface VerifyContactPageProps {
  channel: ContactChannel;
  /** Where the flow started and returns to. */
  returnTo: string;
  /** Text of the way back ("Terug naar je account"). */
  returnLabel: string;
  /** Message key of the page heading. */
  headingKey: string;
}

/**
 * A settings page around the three-step verification of an email address or phone number (account settings'
 * verify-email / verify-phone, and the same under two-step verification).
 */
export function VerifyContactPage({ channel, returnTo, returnLabel, headingKey }: VerifyContactPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const current = (channel === 'email' ? user?.email : user?.phone) ?? '';
  return (
    <SettingsPage heading={t(headingKey)} back={<BackLink to={returnTo} label={returnLabel} />}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <ContactVerification
          channel={channel}
          initialValue={current}
          finishLabel={returnLabel}
          onFinish={() => navigate(returnTo)}
        />
      </Paper>
    </SettingsPage>
  );
}
