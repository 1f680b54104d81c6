import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useEffect, useRef } from 'react';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { useRecordName } from '../../framework/record-title.tsx';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { formatMoment } from '../../ui/format.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { employeeApi, existingAccountOf, messagesOf, type EmployeeLogin } from './employee-api.ts';
import { ErrorMessages } from './ErrorMessages.tsx';

/**
 * "Gebruikersaccount": the user account linked to the employee (its email, status, last sign-in) with "Account
 * blokkeren" / "Account deblokkeren", or "Account aanmaken" (`POST …/account`: makes a user and mails the
 * invitation; when a user with the address exists, asks before linking it — docs/decisions.md "Account lifecycle").
 * Every change asks the administrator to confirm who they are first (the HTTP client's re-confirmation dialog).
 */
export default function LoginPanel({ record, resource, authority }: ExtensionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateResource(resource);
  const name = useRecordName(resource, record);
  const queryKey = [resource.name, 'account', String(record.id)];
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`screens.employees.account.${key}`, options);
  const account = useQuery({
    queryKey,
    queryFn: ({ signal }) => employeeApi.account(record.id, signal).then((answer) => answer.data),
  });
  const done = (message: string) => (answer: { data: EmployeeLogin }) => {
    queryClient.setQueryData(queryKey, answer.data);
    invalidate();
    notify(`screens.employees.account.${message}`, { type: 'success' });
  };

  const create = useMutation({
    mutationFn: async () => {
      try {
        return { answer: await employeeApi.createAccount(record.id), linked: false };
      } catch (error) {
        const existing = existingAccountOf(error);
        if (!existing) throw error;
        const rights = existing.permissions.map((permission) => translate(`enums.permissions.${permission}`));
        const answer = await confirm({
          title: t('linkTitle'),
          message: [
            t('linkIntro', { email: existing.email }),
            rights.length > 0 ? t('linkRights', { rights: rights.join(', ') }) : t('linkNoRights'),
            existing.state === 'blocked' ? t('linkBlocked') : '',
          ].join(' '),
          confirmLabel: t('linkAction'),
        });
        if (!answer.confirmed) return null;
        return { answer: await employeeApi.createAccount(record.id, true), linked: true };
      }
    },
    onSuccess: (result) => result && done(result.linked ? 'linked' : 'created')(result.answer),
  });
  const setBlocked = useMutation({
    mutationFn: (blocked: boolean) => employeeApi.setAccountBlocked(record.id, blocked),
    onSuccess: (answer, blocked) => done(blocked ? 'blocked' : 'unblocked')(answer),
  });
  const askToSetBlocked = async (blocked: boolean) => {
    const answer = await confirm({
      title: t(blocked ? 'block' : 'unblock'),
      message: t(blocked ? 'blockConfirm' : 'unblockConfirm', { name }),
      confirmLabel: t(blocked ? 'block' : 'unblock'),
      danger: blocked,
    });
    if (answer.confirmed) setBlocked.mutate(blocked);
  };
  const changeable = !record.archivedAt && authority.writable;
  const action = useKeptFocus(create.isPending || setBlocked.isPending);
  const errors = [create.error, setBlocked.error]
    .flatMap((error) => [...messagesOf(error, 'account'), ...messagesOf(error, 'email')])
    .filter((message, index, all) => all.indexOf(message) === index);

  let content;
  if (account.isPending) content = <Skeleton width="50%" />;
  else if (account.isError)
    content = (
      <Typography variant="body2" color="error">
        {translate('common.error')}
      </Typography>
    );
  else if (account.data === null)
    content = (
      <>
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
        <ErrorMessages messages={errors} />
        {changeable && (
          <Box sx={{ mt: 2 }}>
            <Button
              ref={action}
              variant="contained"
              onClick={() => create.mutate()}
              disabled={create.isPending}
            >
              {t('create')}
            </Button>
          </Box>
        )}
      </>
    );
  else {
    const blocked = account.data.state === 'blocked';
    content = (
      <>
        <AccountDetails
          rows={[
            [t('email'), account.data.email],
            [
              t('state'),
              blocked
                ? `${translate('screens.employees.account.states.blocked', { date: formatMoment(account.data.blockedAt!) })}. ${translate(`screens.employees.account.blockedReasons.${account.data.blockedReason!}`)}`
                : translate(`screens.employees.account.states.${account.data.state}`),
            ],
            [
              t('lastSignIn'),
              account.data.lastSignInAt ? formatMoment(account.data.lastSignInAt) : t('neverSignedIn'),
            ],
            [t('linkedAt'), formatMoment(account.data.createdAt)],
          ]}
        />
        <ErrorMessages messages={errors} />
        {changeable && (
          <Box sx={{ mt: 2 }}>
            <Button
              ref={action}
              variant="outlined"
              color={blocked ? 'primary' : 'error'}
              onClick={() => void askToSetBlocked(!blocked)}
              disabled={setBlocked.isPending}
            >
              {t(blocked ? 'unblock' : 'block')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return <PanelFrame title={t('title')}>{content}</PanelFrame>;
}

/**
 * The card's button is disabled while its call runs (after the dialogs), which takes the focus from it; and
 * "Account aanmaken" makes way for "Account blokkeren". Once the call is done, the focus goes back to the card's
 * button, unless the administrator has put it somewhere else meanwhile.
 */
function useKeptFocus(busy: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasBusy.current && !busy && lost) button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return button;
}
