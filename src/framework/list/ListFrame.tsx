import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { FilterForm, ListBase, Offline, Title, useListContext, type SortPayload } from 'react-admin';
import { ListSkeleton } from '../Skeletons.tsx';
import { WIDE_TABLE } from './list-styles.ts';
import { ListPagination } from './ListPagination.tsx';

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
  /** The table (ListTable). */
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
 */
export function ListFrame({ resource, title, sort, filters, actions, empty, children }: ListFrameProps) {
  return (
    <ListBase resource={resource} sort={sort} perPage={25} exporter={false} authLoading={<ListSkeleton />}>
      <ListView title={title} filters={filters} actions={actions} empty={empty}>
        {children}
      </ListView>
    </ListBase>
  );
}

const ROOT = (theme: Theme) => ({
  display: 'flex',
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .RaList-content': {
    position: 'relative',
    overflow: 'inherit',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    ...WIDE_TABLE['& .RaList-content'],
  },
  '& .RaList-noActions': { marginTop: '1em' },
  '& .RaList-noResults': { flex: 1 },
});

/** react-admin's ListToolbar: filters left, actions right; stacked (actions on top) on a phone. */
const TOOLBAR = (theme: Theme) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
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
          <Card className="RaList-content">{showOffline ? <Offline /> : children}</Card>
          <ListPagination />
        </div>
      )}
    </Box>
  );
}

/** The filter bar: react-admin's filter form with the inputs always shown. */
export function ListFilters({ inputs }: { inputs: ReactElement[] }) {
  return <FilterForm filters={inputs} />;
}
