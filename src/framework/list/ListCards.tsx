import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import {
  LinkBase,
  RecordContextProvider,
  ReferenceField,
  TextField,
  useListContext,
  useRecordContext,
  useTimeout,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminResource } from '../admin-model.ts';
import { useAdminResource } from '../AdminModelContext.tsx';
import { kindOf } from '../field-kind.ts';
import { EMPTY_VALUE, FieldValue } from '../fields/FieldValue.tsx';
import { recordNameOf } from '../resource-names.ts';
import { cardFieldsOf } from './list-card.ts';
import { NoResults } from './NoResults.tsx';

/** The classes of react-admin's SimpleList (stylesheets and tests may rely on them). */
const CLASSES = { root: 'RaSimpleList-root', tertiary: 'RaSimpleList-tertiary' } as const;

const ROOT_STYLE = {
  [`& .${CLASSES.tertiary}`]: { float: 'right', opacity: 0.541176, ml: 1 },
  // Long unbroken names wrap instead of widening the page.
  '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
  '& .MuiListItemText-primary': { fontWeight: 500 },
} as const;

const SCROLL_TO_TOP = { _scrollToTop: true };

/**
 * The list on a phone, as react-admin's SimpleList lays it out: one card per record with its name (`recordName`),
 * a line under it and a value on its right (cardFieldsOf), the whole card a link to the record. Placeholder cards while the
 * first page loads (after a second); a search or filter without results says so.
 *
 * Not SimpleList itself: its row links are react-admin's own paths (`/{id}/show`), and a function row click makes
 * a card a button instead of a link.
 */
export function ListCards({
  resource,
  linkTo,
}: {
  resource: AdminResource;
  linkTo?: (id: Identifier) => string;
}) {
  const { data, isPending, total } = useListContext();
  if (isPending) return <CardsLoading />;
  if (!data || data.length === 0 || total === 0) return <NoResults />;
  const { secondary, tertiary } = cardFieldsOf(resource.definition);
  const value = (field: ManifestField | null) => field && <CardValue resource={resource} field={field} />;
  return (
    <List className={CLASSES.root} sx={ROOT_STYLE} disablePadding>
      {data.map((record: RaRecord, index: number) => (
        <RecordContextProvider value={record} key={record.id ?? `row${index}`}>
          <Card to={linkTo?.(record.id)}>
            <ListItemText
              primary={
                <>
                  <RecordName resource={resource} />
                  {tertiary && <span className={CLASSES.tertiary}>{value(tertiary)}</span>}
                </>
              }
              secondary={value(secondary)}
              slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
            />
          </Card>
        </RecordContextProvider>
      ))}
    </List>
  );
}

function Card({ to, children }: { to: string | undefined; children: ReactNode }) {
  if (!to) return <ListItem divider>{children}</ListItem>;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={LinkBase} to={to} state={SCROLL_TO_TOP}>
        {children}
      </ListItemButton>
    </ListItem>
  );
}

function RecordName({ resource }: { resource: AdminResource }) {
  return recordNameOf(resource.definition, useRecordContext()) || EMPTY_VALUE;
}

/** A field's value in a card: a reference as its title without a link of its own (the card is the link). */
function CardValue({ resource, field }: { resource: AdminResource; field: ManifestField }) {
  const target = useAdminResource(field.references);
  if (kindOf(field) !== 'reference' || !target) return <FieldValue resource={resource} field={field} />;
  return (
    <ReferenceField source={field.name} reference={target.name} link={false} emptyText={EMPTY_VALUE}>
      <TextField source={target.definition.title} />
    </ReferenceField>
  );
}

/** Placeholder cards while the first page loads; nothing during the first second (most pages are quicker). */
function CardsLoading() {
  const oneSecondHasPassed = useTimeout(1000);
  if (!oneSecondHasPassed) return null;
  return (
    <List className={CLASSES.root} disablePadding>
      {[0, 1, 2, 3, 4].map((row) => (
        <ListItem key={row} divider style={{ opacity: 1 / (row + 1) }}>
          <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="40%" />} />
        </ListItem>
      ))}
    </List>
  );
}
