import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import {
  FilterForm,
  ListBase,
  Offline,
  Title,
  useListContext,
  useNotify,
  type SortPayload,
} from 'react-admin';
import { ListSkeleton } from '../Skeletons.tsx';
import { FiltersDrawer } from './FiltersDrawer.tsx';
import { WIDE_TABLE } from './list-styles.ts';
import { ListLoadError } from './ListLoadError.tsx';
import { ListPagination } from './ListPagination.tsx';
import { useSmallScreen } from '../../ui/useSmallScreen.ts';

export interface ListFrameProps {
  /** The react-admin resource listed (`system/tags`, `archive/employees`). */
  resource: string;
  title: string;
  sort: SortPayload;
  /** The filter inputs (ListFilters); none: no filter bar. */
  filters?: ReactElement | null;
  /** Beside the filters (create, export); none: nothing. */
  actions?: ReactElement | null;
  /** Instead of the list when it has no record at all (no search or filter set). */
  empty: ReactElement;
  /** The table (ListTable), or the cards on a phone (ListCards). */
  children: ReactNode;
}

/**
 * A list page as react-admin's `<List>` lays it out (its classes too: `RaList-main`, `RaList-content` …): the title
 * in the app bar, the filters and actions above a card with the table, the pagination below, or the empty state
 * instead when the list has no record at all; 25 per page, filters and sort in the URL.
 *
 * Built on react-admin's ListBase (the list controller) rather than its `<List>`, whose view brings its default
 * actions (the filter button with saved queries and their dialogs, its own export button), its page-number
 * pagination and, through DataTable, bulk selection and deletion and a column chooser to every list page, though
 * the admin shows none of them: ~28 kB gzip per list page (issue 16: list pages' JavaScript).
 *
 * A sort the API refuses (an old link's `sort=` on a field no longer sortable) falls back to `sort`, without the
 * API's "Kies een van de mogelijke waarden." as a toast: the API knows what it sorts on, the screen asks it.
 */
export function ListFrame({ resource, title, sort, filters, actions, empty, children }: ListFrameProps) {
  const notify = useNotify();
  const [sortRefused, setSortRefused] = useState(false);
  const queryOptions = useMemo(
    () => ({
      onError: (error: unknown) => {
        if (refusesSort(error)) setSortRefused(true);
        else {
          // react-admin's own notice of a failed list.
          const message = (error as Error | null)?.message;
          notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
        }
      },
    }),
    [notify],
  );
  return (
    <ListBase
      resource={resource}
      sort={sort}
      perPage={25}
      exporter={false}
      authLoading={<ListSkeleton />}
      queryOptions={queryOptions}
    >
      {sortRefused ? (
        <SortFallback sort={sort} onDone={() => setSortRefused(false)} />
      ) : (
        <ListView title={title} filters={filters} actions={actions} empty={empty}>
          {children}
        </ListView>
      )}
    </ListBase>
  );
}

/** A 422 on the list's `sort` or `order` (src/api/data-provider-error.ts). */
function refusesSort(error: unknown): boolean {
  const { status, body } = (error ?? {}) as { status?: number; body?: { errors?: Record<string, unknown> } };
  return status === 422 && !!body?.errors && ('sort' in body.errors || 'order' in body.errors);
}

/** Sorts the list by `sort` (in the URL and the stored list parameters, page 1), then lets it show again. */
function SortFallback({ sort, onDone }: { sort: SortPayload; onDone: () => void }) {
  const { setSort } = useListContext();
  useEffect(() => {
    setSort(sort);
    onDone();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the API refused the sort
  return <ListSkeleton />;
}

const ROOT = (theme: Theme) => ({
  display: 'flex',
  // A flex item may shrink below its content's width: a wide table scrolls inside its card, never the page.
  minWidth: 0,
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& .RaList-content': {
    position: 'relative',
    overflow: 'inherit',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    ...WIDE_TABLE['& .RaList-content'],
  },
  '& .RaList-noActions': { marginTop: '1em' },
  '& .RaList-noResults': { flex: 1 },
});

/**
 * react-admin's ListToolbar: filters left, actions right. On a phone one row: the search box takes the room left
 * by the "Filters" button and the actions' icon buttons.
 */
const TOOLBAR = (theme: Theme) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    flexWrap: 'nowrap',
    alignItems: 'center',
    gap: 0.5,
    py: 1,
    '& > span:empty': { display: 'none' },
  },
});

function ListView({
  title,
  filters,
  actions,
  empty,
  children,
}: Pick<ListFrameProps, 'title' | 'filters' | 'actions' | 'empty' | 'children'>) {
  const list = useListContext();
  const { error, isPaused, isPending, isPlaceholderData, filterValues, total, hasNextPage, hasPreviousPage } =
    list;
  const data = list.data as unknown[] | undefined;
  const showOffline = isPaused && (isPending || isPlaceholderData);
  // A page that failed to load shows no rows and no paging (react-admin would show "no results" beside them).
  const failed = !!error && !showOffline;
  // As react-admin's ListView: no record at all, and no search or filter that could explain it.
  const showEmpty =
    !error &&
    !isPending &&
    (total === 0 ||
      (total == null && hasPreviousPage === false && hasNextPage === false && (data?.length ?? 0) === 0)) &&
    Object.keys(filterValues).length === 0;
  const toolbar = filters || actions;
  return (
    <Box className="list-page" sx={ROOT}>
      <Title title={title} />
      {showEmpty ? (
        <div className="RaList-noResults">{empty}</div>
      ) : (
        <div className={toolbar && !showOffline ? 'RaList-main' : 'RaList-main RaList-noActions'}>
          {toolbar ? (
            <Box className="RaList-actions" sx={TOOLBAR}>
              {filters}
              <span />
              {actions}
            </Box>
          ) : null}
          <Card className="RaList-content">
            {showOffline ? <Offline /> : failed ? <ListLoadError /> : children}
          </Card>
          {!failed && <ListPagination />}
        </div>
      )}
    </Box>
  );
}

/**
 * The filter bar: react-admin's filter form with the inputs always shown. On a phone only the search box stays;
 * the other filters open in a drawer (FiltersDrawer).
 */
export function ListFilters({ inputs }: { inputs: ReactElement[] }) {
  const phone = useSmallScreen();
  if (!phone) return <FilterForm filters={inputs} />;
  const isSearch = (input: ReactElement) => (input.props as { source?: string }).source === 'q';
  const search = inputs.filter(isSearch);
  const others = inputs.filter((input) => !isSearch(input));
  return (
    <Box sx={PHONE_FILTERS}>
      {search.length > 0 && <FilterForm filters={search} />}
      {others.length > 0 && <FiltersDrawer inputs={others} />}
    </Box>
  );
}

const PHONE_FILTERS = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  flex: '1 1 auto',
  minWidth: 0,
  '& form': { flex: '1 1 auto', minWidth: 0, width: 'auto', p: 0 },
  '& form .MuiFormControl-root': { m: 0, width: '100%' },
  '& form .filter-field > div:last-child': { display: 'none' },
} as const;
