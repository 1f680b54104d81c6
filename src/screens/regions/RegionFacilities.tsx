import MoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { http, type PageEnvelope, type Query } from '../../api/index.ts';
import { parseSearch } from '../../api/query-string.ts';
import { useAdminResource } from '../../framework/AdminModelContext.tsx';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { Button } from '../../ui/Button.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { MoveFacilityDialog } from '../facilities/MoveFacilityDialog.tsx';

const PER_PAGE = 25;

/**
 * Extension `facilities` of regions (spec §7 `GET /regions/{id}/facilities`, paged via `links.next`): the region's
 * facilities by name with their city, each linked to its page and movable to another region; "Meer laden" follows
 * `links.next`. Cached under the facilities' resource name, so every facility change (a move) refreshes it.
 */
export default function RegionFacilities({ record }: ExtensionProps) {
  const translate = useTranslate();
  const facilities = useAdminResource('facilities');
  const [moving, setMoving] = useState<RaRecord | null>(null);
  const regionId = String(record.id);
  const query = useInfiniteQuery({
    queryKey: [facilities?.name ?? 'system/facilities', 'inRegion', regionId],
    initialPageParam: {} as Query,
    queryFn: ({ pageParam, signal }) =>
      http.get<PageEnvelope<RaRecord>>(`/regions/${encodeURIComponent(regionId)}/facilities`, {
        query: { perPage: PER_PAGE, ...pageParam },
        signal,
        errorPage: false,
        toastErrors: false,
      }),
    getNextPageParam: (page) => (page.links?.next ? parseSearch(page.links.next) : undefined),
  });
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta?.total;

  return (
    <PanelFrame
      title={translate('screens.regions.facilities.title')}
      subtitle={
        typeof total === 'number' && total > 0
          ? translate('screens.regions.facilities.count', { smart_count: total })
          : undefined
      }
      flush
    >
      {query.isPending ? (
        <Box sx={{ px: 2, pb: 2 }} role="progressbar" aria-busy aria-label={translate('common.loading')}>
          {[1, 0.7, 0.4].map((opacity) => (
            <Skeleton key={opacity} height={40} sx={{ opacity }} />
          ))}
        </Box>
      ) : query.isError ? (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 2 }}
          action={
            <Button theme="tertiary" size="small" onClick={() => void query.refetch()}>
              {translate('screens.regions.facilities.retry')}
            </Button>
          }
        >
          {translate('screens.regions.facilities.failed')}
        </Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('screens.regions.facilities.empty')}
        </Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.facilities.fields.name')}</TableCell>
                  <TableCell>{translate('resources.facilities.fields.city')}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {translate('framework.archive.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((facility) => {
                  const name = String(facility.name ?? '');
                  const moveLabel = translate('screens.facilities.move.rowAction', { name });
                  return (
                    <TableRow key={String(facility.id)} hover>
                      <TableCell>
                        {facilities ? (
                          <Link component={RouterLink} to={facilities.paths.show(facility.id)}>
                            {name}
                          </Link>
                        ) : (
                          name
                        )}
                      </TableCell>
                      <TableCell>{String(facility.city ?? '')}</TableCell>
                      <TableCell align="right" sx={{ py: 0 }}>
                        <Tooltip title={translate('screens.facilities.move.action')}>
                          <IconButton aria-label={moveLabel} size="small" onClick={() => setMoving(facility)}>
                            <MoveIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
          {query.hasNextPage && (
            <Box sx={{ p: 2, textAlign: 'center' }}>
              <Button
                theme="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {translate('screens.regions.facilities.more')}
              </Button>
            </Box>
          )}
        </>
      )}
      {moving && <MoveFacilityDialog facility={moving} onClose={() => setMoving(null)} />}
    </PanelFrame>
  );
}
