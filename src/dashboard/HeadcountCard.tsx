import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useSession } from '../../auth/session-store.ts';
import { useAdminModel } from '../framework/AdminModelContext.tsx';
import type { BoundedCount, Headcount } from './dashboard-data.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { Figure } from './Figure.tsx';
import { formatCount } from './format-count.ts';

/**
 * Active employees (linked to the list), archived this month (linked to the archive for those who may open it),
 * and those without a region or a role: the list has no filter for these, so they are not linked.
 */
export function HeadcountCard({ headcount }: { headcount: Headcount }) {
  const t = useTranslate();
  const { userPermissions } = useSession();
  const employees = useAdminModel().byDefinition.get('employees');
  const mayOpenArchive = !!employees && (userPermissions ?? []).includes(employees.definition.permission);
  const bounded = (value: BoundedCount | null) =>
    value?.more
      ? t('dashboard.moreThan', { count: formatCount(value.count) })
      : formatCount(value?.count ?? null);
  return (
    <DashboardCard title={t('dashboard.headcount.title')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        <Figure
          label={t('dashboard.headcount.active')}
          value={formatCount(headcount.active)}
          to={employees?.paths.list}
        />
        <Figure
          label={t('dashboard.headcount.archivedThisMonth')}
          value={formatCount(headcount.archivedThisMonth)}
          to={mayOpenArchive ? employees?.archive?.paths.list : null}
        />
        <Figure label={t('dashboard.headcount.withoutRegion')} value={bounded(headcount.withoutRegion)} />
        <Figure label={t('dashboard.headcount.withoutRole')} value={bounded(headcount.withoutRole)} />
      </Box>
    </DashboardCard>
  );
}
