import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../auth/current-user.ts';
import { useT } from '../../i18n/react.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import type { CodeSent, ContactChannel } from './contact-api.ts';
import { CodeStep } from './CodeStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { EnterStep } from './EnterStep.tsx';
import { useContactCode, type SendOutcome } from './useContactCode.ts';

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
  | { name: 'loading' }
  | { name: 'enter' }
  | { name: 'code'; value: string; sentTo: string }
  | { name: 'done'; value: string };

/** The code step of a code already out: its resend goes to the address or number it went to. */
const codeStepOf = (pending: CodeSent): Step => ({
  name: 'code',
  value: pending.sentTo,
  sentTo: pending.sentTo,
});

/**
 * The three steps of spec §4 for an email address or a phone number: enter (prefilled) → enter the code from
 * the message (six boxes, resend with a countdown) → done. `POST /user/update-{channel}` sends the code,
 * `POST /user/verify-{channel}` checks it. A code already out (`GET /user/pending-verification/{channel}`: sent
 * before a reload, or from another tab) opens the code step, also when "Code versturen" meets the cooldown.
 * Texts: i18n/nl/contact.ts (wrap in `<WithTexts areas={[contactNl]}>`). Free of react-admin, so onboarding
 * can use it too.
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
  const [step, setStep] = useState<Step>({ name: 'loading' });
  const [value, setValue] = useState(initialValue);
  const code = useContactCode(channel);
  const { resume } = code;

  useEffect(() => {
    let live = true;
    const open = (next: Step) => {
      if (live) setStep((current) => (current.name === 'loading' ? next : current));
    };
    resume().then(
      (pending) => open(pending ? codeStepOf(pending) : { name: 'enter' }),
      () => open({ name: 'enter' }),
    );
    return () => {
      live = false;
    };
  }, [resume]);

  /** A send that met the cooldown of a code still out moves to (or stays on) that code's step. */
  const sendFrom = (typed: string) => async (): Promise<SendOutcome> => {
    const outcome = await code.send(typed);
    if (outcome.kind === 'pending') setStep(codeStepOf(outcome.sent));
    return outcome;
  };

  if (step.name === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <Spinner />
      </Box>
    );
  }

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
          send={(typed) => sendFrom(typed)()}
          cooldownEndsAt={code.cooldownEndsAt}
          headingLevel={headingLevel}
          onSent={(sentTo) => setStep({ name: 'code', value: value.trim(), sentTo })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          key={step.sentTo}
          channel={channel}
          sentTo={step.sentTo}
          resend={sendFrom(step.value)}
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
