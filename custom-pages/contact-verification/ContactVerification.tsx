import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { ContactChannel } from './contact-api.ts';
import { CodeStep } from './CodeStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { EnterStep } from './EnterStep.tsx';
import { useContactCode } from './useContactCode.ts';
import { useT } from '../../i18n/react.tsx';

export interface ContactVerificationProps {
  /** Email address or phone number. */
  channel: ContactChannel;
  /** The current value, prefilled in the first step ('' when there is none). */
  initialValue: string;
  /** The button of the success step ("Terug naar je account", "Volgende stap"). */
  finishLabel: string;
  onFinish: () => void;
  /** Called once the code is accepted, with the user as the server now has it. */
  onVerified?: (user: CurrentUser) => void;
  /** The heading level of the steps' headings (default h2: the page has its own h1). */
  headingLevel?: 'h1' | 'h2';
}

type Step =
  { name: 'enter' } | { name: 'code'; value: string; sentTo: string } | { name: 'done'; value: string };

/**
 * The three steps of spec §4 for an email address or a phone number: enter (prefilled) → enter the code from
 * the message (six boxes, resend with a countdown) → done. `POST /user/update-{channel}` sends the code,
 * `POST /user/verify-{channel}` checks it. Texts: i18n/contact-nl.ts (wrap in `<LayeredTexts phrases={contactNl}>`).
 * Free of react-admin, so onboarding can use it too.
 */
export function ContactVerification({
  channel,
  initialValue,
  finishLabel,
  onFinish,
  onVerified,
  headingLevel = 'h2',
}: ContactVerificationProps) {
  const t = useT();
  const [step, setStep] = useState<Step>({ name: 'enter' });
  const [value, setValue] = useState(initialValue);
  const code = useContactCode(channel);
  const number = step.name === 'enter' ? 1 : step.name === 'code' ? 2 : 3;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('contact.step', { step: number })}
      </Typography>
      {step.name === 'enter' && (
        <EnterStep
          channel={channel}
          value={value}
          onChange={setValue}
          send={code.send}
          cooldownEndsAt={code.cooldownEndsAt}
          headingLevel={headingLevel}
          onSent={(sentTo) => setStep({ name: 'code', value: value.trim(), sentTo })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          channel={channel}
          sentTo={step.sentTo}
          resend={() => code.send(step.value)}
          cooldownEndsAt={code.cooldownEndsAt}
          headingLevel={headingLevel}
          onBack={() => setStep({ name: 'enter' })}
          onVerified={(user) => {
            onVerified?.(user);
            setStep({ name: 'done', value: (channel === 'email' ? user.email : user.phone) ?? step.sentTo });
          }}
        />
      )}
      {step.name === 'done' && (
        <DoneStep
          channel={channel}
          value={step.value}
          finishLabel={finishLabel}
          onFinish={onFinish}
          headingLevel={headingLevel}
        />
      )}
    </Box>
  );
}
