import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ChangeEvent, MouseEvent } from 'react';
import { useListContext, useListPaginationContext, useTranslate } from 'react-admin';
import { formatNumber } from '../../ui/format.ts';

/** The API caps a page at 100 records. */
export const ROWS_PER_PAGE = [10, 25, 50, 100];
const NO_CHOICE: number[] = [];

/**
 * Pages on keyset cursors (DESIGN.md §8): only "previous" and "next", never a jump to page 40 (which would walk
 * 39 pages of cursors). "1–25 van 57" while the total (counted with page 1) is known, "26–50 van meer dan 50"
 * when it is not, "1–25 van ca. 1.000.000" when the API estimated it (`meta.totalIsEstimate`); "next" follows
 * `links.next` (pageInfo.hasNextPage). The rows-per-page choice is left out on small screens.
 *
 * MUI's TablePagination as react-admin's `<Pagination>` uses it, without the page-number buttons react-admin's
 * would bring along (issue 16: list pages' JavaScript).
 */
export function ListPagination() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isPending) return <Toolbar variant="dense" />;
  const totalPages = total == null ? undefined : Math.ceil(total / perPage);
  // Nothing to page (the table says why), or a page number that does not exist.
  if (total === 0 || page < 1 || (totalPages !== undefined && page > totalPages)) return null;
  const estimated = (meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate === true;
  const labelDisplayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    estimated
      ? translate('framework.list.estimatedRange', { from, to, total: formatNumber(count) })
      : count === -1 && hasNextPage
        ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
        : translate('ra.navigation.page_range_info', {
            offsetBegin: from,
            offsetEnd: to,
            total: count === -1 ? to : count,
          });
  return (
    <TablePagination
      component="span"
      count={total ?? -1}
      rowsPerPage={perPage}
      page={page - 1}
      onPageChange={(event: MouseEvent<HTMLButtonElement> | null, next: number) => {
        event?.stopPropagation();
        setPage(next + 1);
      }}
      onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setPerPage(Number(event.target.value))
      }
      rowsPerPageOptions={isSmall ? NO_CHOICE : ROWS_PER_PAGE}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={labelDisplayedRows}
      ActionsComponent={PreviousNext}
    />
  );
}

function PreviousNext({ page, onPageChange }: TablePaginationActionsProps) {
  const translate = useTranslate();
  const { hasNextPage, hasPreviousPage } = useListPaginationContext();
  const previous = translate('ra.navigation.previous');
  const next = translate('ra.navigation.next');
  return (
    <Box sx={{ flexShrink: 0, ml: 2, display: 'flex' }}>
      <IconButton
        onClick={(event) => onPageChange(event, page - 1)}
        disabled={hasPreviousPage === false || page === 0}
        aria-label={previous}
        title={previous}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event, page + 1)}
        disabled={!hasNextPage}
        aria-label={next}
        title={next}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
