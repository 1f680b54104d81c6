import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  RecordContextProvider,
  useListContext,
  useNavigate,
  useTimeout,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { ColumnCards, type CardHeading } from './ColumnCards.tsx';
import { NoResults } from './NoResults.tsx';
import { useSmallScreen } from '../../ui/useSmallScreen.ts';

/** One column of a list: its header, and what each row shows (rendered in the row's record context). */
export interface ListColumn {
  /** The field the column shows; the sort field when `sortable`. */
  source: string;
  /** The header, translated. */
  label: string;
  sortable: boolean;
  cell: ReactNode;
}

/** The cell classes react-admin's DataTable gives (stylesheets and tests may rely on them). */
const CLASSES = {
  root: 'RaDataTable-root',
  table: 'RaDataTable-table',
  headerCell: 'RaDataTable-headerCell',
  row: 'RaDataTable-row',
  clickableRow: 'RaDataTable-clickableRow',
  rowCell: 'RaDataTable-rowCell',
} as const;

const ROOT_STYLE = (theme: Theme) => ({
  [`& .${CLASSES.table}`]: { tableLayout: 'auto' },
  [`& .${CLASSES.headerCell}`]: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    '&:first-of-type': { borderTopLeftRadius: theme.shape.borderRadius },
    '&:last-child': { borderTopRightRadius: theme.shape.borderRadius },
  },
  [`& .${CLASSES.clickableRow}`]: { cursor: 'pointer' },
});

/**
 * The table of a list (the list and the archive listing): a header per column, sortable where the column says so
 * (a click sorts ascending, a second descending), a row per record of the list context, a row click to
 * `rowClick(id)`. While the first page loads it shows placeholder rows (after a second, as react-admin's
 * DataTable); a search or filter without results says so, with "Filters wissen". On a phone the rows are cards
 * (ColumnCards).
 *
 * react-admin's DataTable would do the same, but brings bulk selection and deletion, a column chooser, expandable
 * rows and their dialogs along to every list page, none of which the admin uses (issue 16: list pages' JavaScript).
 */
export function ListTable({
  columns,
  rowClick,
  cardHeading,
}: {
  columns: readonly ListColumn[];
  rowClick?: (id: Identifier) => string;
  /** On a phone, the cards' heading instead of the first column. */
  cardHeading?: CardHeading;
}) {
  const { data, isPending, total, sort, setSort } = useListContext();
  const phone = useSmallScreen();
  if (isPending) return <TableLoading columns={columns.length} />;
  if (!data || data.length === 0 || total === 0) return <NoResults />;
  if (phone) return <ColumnCards columns={columns} rowClick={rowClick} heading={cardHeading} />;
  return (
    <TableRoot>
      <TableHead>
        <TableRow className={CLASSES.row}>
          {columns.map((column) => (
            <HeadCell key={column.source} column={column} sort={sort} setSort={setSort} />
          ))}
        </TableRow>
      </TableHead>
      <TableBody className="datatable-body">
        {data.map((record: RaRecord, index: number) => (
          <RecordContextProvider value={record} key={record.id ?? `row${index}`}>
            <Row record={record} columns={columns} rowClick={rowClick} />
          </RecordContextProvider>
        ))}
      </TableBody>
    </TableRoot>
  );
}

function TableRoot({ children }: { children: ReactNode }) {
  return (
    <Table className={CLASSES.table} size="small" sx={ROOT_STYLE}>
      {children}
    </Table>
  );
}

const OPPOSITE = { ASC: 'DESC', DESC: 'ASC' } as const;

function HeadCell({
  column,
  sort,
  setSort,
}: {
  column: ListColumn;
  sort: SortPayload;
  setSort: (sort: SortPayload) => void;
}) {
  const translate = useTranslate();
  const { source, label } = column;
  const className = `${CLASSES.headerCell} column-${source}`;
  if (!column.sortable) {
    return (
      <TableCell variant="head" className={className}>
        {label}
      </TableCell>
    );
  }
  const active = sort.field === source;
  const next = active ? OPPOSITE[sort.order] : 'ASC';
  const tooltip = translate('ra.sort.sort_by', {
    field: label,
    field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
    order: translate(`ra.sort.${next}`),
    _: translate('ra.action.sort'),
  });
  return (
    <TableCell variant="head" className={className}>
      <Tooltip title={tooltip} placement="bottom-start" enterDelay={300}>
        <TableSortLabel
          active={active}
          direction={sort.order === 'ASC' ? 'asc' : 'desc'}
          onClick={(event) => {
            event.stopPropagation();
            setSort({ field: source, order: next });
          }}
        >
          {label}
        </TableSortLabel>
      </Tooltip>
    </TableCell>
  );
}

function Row({
  record,
  columns,
  rowClick,
}: {
  record: RaRecord;
  columns: readonly ListColumn[];
  rowClick?: (id: Identifier) => string;
}) {
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      className={rowClick ? `${CLASSES.row} ${CLASSES.clickableRow}` : CLASSES.row}
      onClick={rowClick ? () => navigate(rowClick(record.id), { state: { _scrollToTop: true } }) : undefined}
    >
      {columns.map((column) => (
        <TableCell key={column.source} className={`${CLASSES.rowCell} column-${column.source}`}>
          {column.cell}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** Placeholder rows while the first page loads; nothing during the first second (most pages are quicker). */
function TableLoading({ columns }: { columns: number }) {
  const oneSecondHasPassed = useTimeout(1000);
  if (!oneSecondHasPassed) return null;
  const cells = Array.from({ length: columns }, (_, index) => index);
  return (
    <TableRoot>
      <TableHead>
        <TableRow>
          {cells.map((cell) => (
            <TableCell key={cell} variant="head" className={CLASSES.headerCell}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {[0, 1, 2, 3, 4].map((row) => (
          <TableRow key={row} style={{ opacity: 1 / (row + 1) }}>
            {cells.map((cell) => (
              <TableCell key={cell} className={CLASSES.rowCell}>
                <Skeleton />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </TableRoot>
  );
}
