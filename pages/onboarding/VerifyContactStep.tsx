import { ContactVerification } from '../contact-verification/ContactVerification.tsx';
import type { ContactChannel } from '../contact-verification/contact-api.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { useSession } from '../../auth/session-store.ts';
import { contactNl } from '../../i18n/nl/contact.ts';
import { WithTexts } from '../../i18n/with-texts.tsx';

export interface VerifyContactStepProps {
  channel: ContactChannel;
  /** The done step's button: on to the next step, or back to the choice of second step. */
  finishLabel: string;
  onFinish: () => void;
  /** Once the code is accepted (the page drops what no longer applies, such as "Overslaan"). */
  onVerified?: (user: CurrentUser) => void;
}

/** The shared enter → code → done flow, prefilled with the address or number the account has. */
export function VerifyContactStep({ channel, finishLabel, onFinish, onVerified }: VerifyContactStepProps) {
  const { user } = useSession();
  const initial = (channel === 'email' ? user?.email : user?.phone) ?? '';
  return (
    <WithTexts areas={[contactNl]}>
      <ContactVerification
        channel={channel}
        initialValue={initial}
        finishLabel={finishLabel}
        onFinish={onFinish}
        onVerified={onVerified}
      />
    </WithTexts>
  );
}
