import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A panel of the branch page: a titled card (the card's accessible name) with an action at the top right. */
export function PanelCard({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} component="h2" variant="h6">
              {title}
            </Typography>
            {intro && (
              <Typography variant="body2" color="text.secondary">
                {intro}
              </Typography>
            )}
          </Stack>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** While a panel's list loads, or when it failed to load. */
export function PanelState({ loading, empty }: { loading: boolean; empty?: string }) {
  const translate = useTranslate();
  if (loading)
    return (
      <Stack role="progressbar" aria-busy aria-label={translate('common.loading')}>
        {[1, 0.7, 0.4].map((opacity) => (
          <Skeleton key={opacity} height={40} sx={{ opacity }} />
        ))}
      </Stack>
    );
  if (empty)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  return <Alert severity="error">{translate('common.error')}</Alert>;
}
