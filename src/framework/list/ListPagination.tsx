import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  Pagination,
  useListContext,
  useListPaginationContext,
  useTranslate,
  type PaginationActionsProps,
} from 'react-admin';

/** The API caps a page at 100 records. */
export const ROWS_PER_PAGE = [10, 25, 50, 100];

/**
 * Pages on keyset cursors (DESIGN.md §8): only "previous" and "next", never a jump to page 40 (which would walk
 * 39 pages of cursors). "1–25 van 57" while the total (counted with page 1) is known, "26–50 van meer dan 50"
 * when it is not, "1–25 van ca. 1.000.000" when the API estimated it (`meta.totalIsEstimate`); "next" follows
 * `links.next` (pageInfo.hasNextPage).
 */
export function ListPagination() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const estimated = (meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate === true;
  const estimatedRange = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate('framework.list.estimatedRange', {
      from,
      to,
      total: count.toLocaleString('nl-NL'),
    });
  return (
    <Pagination
      rowsPerPageOptions={ROWS_PER_PAGE}
      actions={PreviousNext}
      {...(estimated ? { labelDisplayedRows: estimatedRange } : {})}
    />
  );
}

function PreviousNext({ page, onPageChange }: PaginationActionsProps) {
  const translate = useTranslate();
  const { hasNextPage, hasPreviousPage } = useListPaginationContext();
  const previous = translate('ra.navigation.previous');
  const next = translate('ra.navigation.next');
  return (
    <Box sx={{ flexShrink: 0, ml: 2, display: 'flex' }}>
      <IconButton
        onClick={(event) => onPageChange(event.nativeEvent, page - 1)}
        disabled={hasPreviousPage === false || page === 0}
        aria-label={previous}
        title={previous}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        onClick={(event) => onPageChange(event.nativeEvent, page + 1)}
        disabled={!hasNextPage}
        aria-label={next}
        title={next}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
