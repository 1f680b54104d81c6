import type { CodeChannel } from '../../contract/enums.ts';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { CodeInput } from '../../src/ui/CodeInput.tsx';
import { ResendButton } from '../../src/ui/ResendButton.tsx';
import { toast } from '../../src/ui/toast.ts';
import { sendConfirmationCode } from './confirmation-api.ts';
import { codeSent, confirmationStore, useConfirmation } from './confirmation-store.ts';
import { ConfirmationFrame } from './ConfirmationFrame.tsx';
import { dialogErrors } from './dialog-errors.ts';
import { useCodeSubmit } from './use-code-submit.ts';

/** One send per channel at a time, even when the dialog mounts twice (React's development double effects). */
const sending: Partial<Record<CodeChannel, Promise<void>>> = {};

/**
 * Sends a confirmation code on `channel` and records where it went and the cooldown. A 429 inside the cooldown
 * still tells when the next code may be asked for (the last one is still valid). Rejects on other failures.
 */
function send(channel: CodeChannel): Promise<void> {
  sending[channel] ??= sendConfirmationCode(channel)
    .then(({ sentTo, resendAvailableAt }) => codeSent(channel, sentTo, Date.parse(resendAvailableAt)))
    .catch((error: unknown) => {
      const body =
        isApiError(error) && error.status === 429 ? (error.body as { resendAvailableAt?: unknown }) : null;
      if (typeof body?.resendAvailableAt !== 'string') throw error;
      codeSent(channel, null, Date.parse(body.resendAvailableAt));
    })
    .finally(() => {
      delete sending[channel];
    });
  return sending[channel];
}

/**
 * Re-confirmation with a code by email or SMS: the code is sent when the dialog opens (unless one went out
 * within the cooldown), then the six boxes, and "Code opnieuw versturen" disabled during the 60 s countdown.
 */
export function CodeConfirmation({ channel }: { channel: CodeChannel }) {
  const t = useT();
  const { resendEndsAt, sentTo } = useConfirmation();
  const { code, setCode, errors, busy, attempt, submit } = useCodeSubmit(channel);
  const [sendErrors, setSendErrors] = useState<string[]>([]);

  useEffect(() => {
    const endsAt = confirmationStore.get().resendEndsAt[channel];
    if (endsAt !== null && endsAt > Date.now()) return;
    send(channel).catch((error: unknown) => setSendErrors(dialogErrors(error, 'code', t)));
  }, [channel, t]);

  const resend = () =>
    send(channel).then(
      () => {
        setSendErrors([]);
        toast.success(t('confirmation.codeResent'));
      },
      (error: unknown) => setSendErrors(dialogErrors(error, 'code', t)),
    );

  const to = sentTo[channel];
  return (
    <ConfirmationFrame
      method={channel}
      intro={to ? t(`confirmation.intro.${channel}`, { sentTo: to }) : t('confirmation.intro.sending')}
      busy={busy}
      onSubmit={() => void submit()}
      extra={<ResendButton endsAt={resendEndsAt[channel]} onResend={resend} disabled={busy} />}
    >
      <CodeInput
        key={attempt}
        label={t('confirmation.code')}
        value={code}
        onChange={setCode}
        onComplete={(value) => void submit(value)}
        errors={[...sendErrors, ...errors]}
        disabled={busy}
      />
    </ConfirmationFrame>
  );
}
