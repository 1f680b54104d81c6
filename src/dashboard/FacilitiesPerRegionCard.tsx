import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminModel } from '../framework/AdminModelContext.tsx';
import type { RegionFacilities } from './dashboard-data.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { formatCount } from './format-count.ts';

/** Each region (as the server sorted them: by name, Dutch) with its number of facilities, linked to its page. */
export function FacilitiesPerRegionCard({ regions }: { regions: RegionFacilities[] }) {
  const t = useTranslate();
  const paths = useAdminModel().byDefinition.get('regions')?.paths;
  return (
    <DashboardCard
      title={t('dashboard.regions.title')}
      empty={regions.length === 0 ? t('dashboard.regions.empty') : null}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.regions.region')}</TableCell>
            <TableCell align="right">{t('dashboard.regions.facilities')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {regions.map((region) => (
            <TableRow key={region.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {paths ? (
                  <MuiLink component={RouterLink} to={paths.show(region.id)} underline="hover">
                    {region.name}
                  </MuiLink>
                ) : (
                  region.name
                )}
              </TableCell>
              <TableCell align="right">{formatCount(region.facilities)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}
