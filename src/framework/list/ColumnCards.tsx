import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { Fragment, type ReactNode } from 'react';
import {
  RecordContextProvider,
  useListContext,
  useNavigate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ListColumn } from './ListTable.tsx';

const ROOT_STYLE = {
  '& .column-card': { display: 'block', overflowWrap: 'anywhere' },
  '& .column-card.clickable': { cursor: 'pointer' },
  '& .column-card-title': { fontWeight: 500 },
  '& dl': {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: 1.5,
    rowGap: 0.5,
    m: 0,
    mt: 1,
  },
  '& dt': { color: 'text.secondary', typography: 'body2' },
  '& dd': { m: 0, minWidth: 0 },
} as const;

/** A card's own heading (the record's name, a link) instead of the first column, and the columns it shows. */
export interface CardHeading {
  title: ReactNode;
  covers: readonly string[];
}

/**
 * A table's rows on a phone (ListTable below 600 px): one card per record, the first column (or `heading`) as its
 * heading and the other columns as label and value under it; a click on the card does what a row click does (the heading's
 * link serves the keyboard). Lists with cards of their own (ListCards) never get here.
 */
export function ColumnCards({
  columns,
  rowClick,
  heading,
}: {
  columns: readonly ListColumn[];
  rowClick?: (id: Identifier) => string;
  heading?: CardHeading;
}) {
  const { data } = useListContext();
  const navigate = useNavigate();
  const [first, ...rest] = columns;
  const title = heading ? heading.title : first?.cell;
  const others = heading ? columns.filter((column) => !heading.covers.includes(column.source)) : rest;
  return (
    <List className="RaSimpleList-root" sx={ROOT_STYLE} disablePadding>
      {(data as RaRecord[]).map((record, index) => (
        <RecordContextProvider value={record} key={record.id ?? `row${index}`}>
          <ListItem
            divider
            className={rowClick ? 'column-card clickable' : 'column-card'}
            onClick={
              rowClick ? () => navigate(rowClick(record.id), { state: { _scrollToTop: true } }) : undefined
            }
          >
            {title && <div className="column-card-title">{title}</div>}
            <dl>
              {others.map((column) => (
                <Fragment key={column.source}>
                  <dt>{column.label}</dt>
                  <dd>{column.cell}</dd>
                </Fragment>
              ))}
            </dl>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
}
