import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { employeeApi, messagesOf } from './employee-api.ts';
import { ErrorMessages } from './ErrorMessages.tsx';
import { formatMoment } from '../../ui/format.ts';

/**
 * "Gebruikersaccount": the user account linked to the employee (its email, last sign-in), or "Account aanmaken"
 * (`POST …/account`: links the user with the employee's email, else makes one). No mail is sent yet
 * (docs/decisions.md "No invitation mail yet"), so the screen promises none.
 */
export default function LoginPanel({ record, resource, authority }: ExtensionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateResource(resource);
  const queryKey = [resource.name, 'account', String(record.id)];
  const account = useQuery({
    queryKey,
    queryFn: ({ signal }) => employeeApi.account(record.id, signal).then((answer) => answer.data),
  });
  const create = useMutation({
    mutationFn: () => employeeApi.createAccount(record.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer.data);
      invalidate();
      notify('screens.employees.account.created', { type: 'success' });
    },
  });
  const t = (key: string) => translate(`screens.employees.account.${key}`);

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
        <ErrorMessages
          messages={[...messagesOf(create.error, 'account'), ...messagesOf(create.error, 'email')].filter(
            (message, index, all) => all.indexOf(message) === index,
          )}
        />
        {!record.archivedAt && authority.writable && (
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
              {t('create')}
            </Button>
          </Box>
        )}
      </>
    );
  else
    content = (
      <Box
        component="dl"
        // One column on a phone; the values may wrap (a long email address never widens the page).
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 1 },
          m: 0,
          '& dd': { mx: 0, mt: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('email')}
        </Typography>
        <Typography component="dd" variant="body2">
          {account.data.email}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('lastSignIn')}
        </Typography>
        <Typography component="dd" variant="body2">
          {account.data.lastSignInAt ? formatMoment(account.data.lastSignInAt) : t('neverSignedIn')}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('linkedAt')}
        </Typography>
        <Typography component="dd" variant="body2">
          {formatMoment(account.data.createdAt)}
        </Typography>
      </Box>
    );

  return <PanelFrame title={t('title')}>{content}</PanelFrame>;
}
