import GroupIcon from '@mui/icons-material/GroupOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { getSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { http } from '../api/index.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { parseDashboard } from './dashboard-data.ts';
import { formatDateTime } from './format-date-time.ts';
import { dayPart } from './greeting.ts';
import { RecentSessions } from './RecentSessions.tsx';
import { StatCard } from './StatCard.tsx';

/**
 * `/dashboard`: a greeting by first name, the portal's figures (for users who may see them), the previous sign-in
 * and the user's recent sessions, from `GET /dashboard`.
 */
export function Dashboard() {
  const t = useT();
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) =>
      parseDashboard(await http.get('/dashboard', { signal, toastErrors: false })),
  });
  const firstname = query.data?.firstname ?? getSession().user?.firstname ?? null;
  const greeting = firstname
    ? t(`dashboard.greeting.${dayPart(new Date())}`, { name: firstname })
    : t('dashboard.greeting.anonymous');

  return (
    <Box component="section" sx={{ py: 3, px: { xs: 0, sm: 1 } }}>
      <Title title={t('titles.dashboard')} />
      <Typography variant="h1">{greeting}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('dashboard.intro')}
      </Typography>
      {query.isPending && <Spinner />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button theme="transparent" size="small" onClick={() => void query.refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        >
          {t('dashboard.loadError')}
        </Alert>
      )}
      {query.data && (
        <Grid container spacing={2}>
          {query.data.counts && (
            <>
              <Grid size={{ xs: 12, md: 4 }}>
                <StatCard icon={<GroupIcon />} label={t('dashboard.users')} value={query.data.counts.users} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <StatCard
                  icon={<LoginIcon />}
                  label={t('dashboard.activeSessions')}
                  value={query.data.counts.activeSessions}
                />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12, md: 4 }}>
            <StatCard
              icon={<HistoryIcon />}
              label={t('dashboard.lastSignIn')}
              value={
                <Typography component="span" variant="body1" sx={{ fontWeight: 600 }}>
                  {query.data.lastSignIn
                    ? formatDateTime(query.data.lastSignIn)
                    : t('dashboard.lastSignInUnknown')}
                </Typography>
              }
            />
          </Grid>
          <Grid size={12}>
            <RecentSessions sessions={query.data.recentSessions} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
