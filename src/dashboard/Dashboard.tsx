import GroupIcon from '@mui/icons-material/GroupOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { getSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { http } from '../api/index.ts';
import { LoadErrorAlert } from '../ui/LoadErrorAlert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { parseDashboard } from './dashboard-data.ts';
import { FacilitiesPerRegionCard } from './FacilitiesPerRegionCard.tsx';
import { formatDateTime } from '../ui/format.ts';
import { dayPart } from './greeting.ts';
import { HeadcountCard } from './HeadcountCard.tsx';
import { LatestChangesCard } from './LatestChangesCard.tsx';
import { QuickLinksCard } from './QuickLinksCard.tsx';
import { RecentSessions } from './RecentSessions.tsx';
import { StatCard } from './StatCard.tsx';

/**
 * `/dashboard`: a greeting by first name, then the cards of `GET /dashboard` that the server gave this user
 * (headcount, latest changes, facilities per region, the portal's figures), quick links to what they manage, the
 * previous sign-in and their recent sessions. A card the answer lacks is left out.
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
        <LoadErrorAlert message={t('dashboard.loadError')} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <Grid container spacing={2}>
          {/* The work (headcount, changes) in the wide column; on a phone it comes first. */}
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              {query.data.headcount && <HeadcountCard headcount={query.data.headcount} />}
              {query.data.latestChanges && <LatestChangesCard changes={query.data.latestChanges} />}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <QuickLinksCard />
              {query.data.facilitiesPerRegion && (
                <FacilitiesPerRegionCard regions={query.data.facilitiesPerRegion} />
              )}
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
              {query.data.counts && (
                <>
                  <StatCard
                    icon={<GroupIcon />}
                    label={t('dashboard.users')}
                    value={query.data.counts.users}
                  />
                  <StatCard
                    icon={<LoginIcon />}
                    label={t('dashboard.activeSessions')}
                    value={query.data.counts.activeSessions}
                  />
                </>
              )}
            </Stack>
          </Grid>
          <Grid size={12}>
            <RecentSessions sessions={query.data.recentSessions} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
