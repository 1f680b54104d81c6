import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  ChipField,
  DateField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminResource } from '../admin-model.ts';
import { useAdminResource } from '../AdminModelContext.tsx';
import { kindOf } from '../field-kind.ts';
import { useLabels } from '../labels.ts';
import { unreachable } from '../unreachable.ts';
import { usePhoneFormat } from '../../ui/usePhoneFormat.ts';
import { inDutchOrder } from '../dutch-order.ts';

/** Shown for a field without a value. */
export const EMPTY_VALUE = '—';

export interface FieldValueProps {
  resource: AdminResource;
  field: ManifestField;
  /** Read by react-admin's layouts (column header, show label); the value itself ignores them. */
  label?: string;
  source?: string;
}

/** A calendar date (`YYYY-MM-DD`) in Dutch: "5 januari 2026" (read as UTC midnight, so it never shifts a day). */
const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * The value of one field of the record in context, by kind: Dutch labels for enum values and permissions, Ja/Nee
 * icons for booleans, dates in nl-NL, references as the referenced record's title (linked to its page).
 */
export function FieldValue({ resource, field }: FieldValueProps) {
  const kind = kindOf(field);
  switch (kind) {
    case 'text':
      if (field.phone) return <PhoneValue field={field} />;
      return (
        <TextField
          source={field.name}
          emptyText={EMPTY_VALUE}
          sx={field.multiline ? { whiteSpace: 'pre-line' } : undefined}
        />
      );
    case 'number':
      return <NumberField source={field.name} locales="nl-NL" emptyText={EMPTY_VALUE} />;
    case 'boolean':
      return <BooleanField source={field.name} emptyText={EMPTY_VALUE} />;
    case 'date':
      return <DateField source={field.name} locales="nl-NL" options={DATE_OPTIONS} emptyText={EMPTY_VALUE} />;
    case 'enum':
      return <EnumValue resource={resource} field={field} />;
    case 'enumList':
      return <EnumListValue resource={resource} field={field} />;
    case 'reference':
      return <ReferenceValue field={field} />;
    case 'referenceList':
      return <ReferenceListValue field={field} />;
    default:
      return unreachable(kind);
  }
}

/** A phone number as people read it ("06 48 27 19 53"); stored as E.164. */
function PhoneValue({ field }: { field: ManifestField }) {
  const record = useRecordContext();
  const formatPhone = usePhoneFormat();
  const value: unknown = record?.[field.name];
  if (typeof value !== 'string' || value === '') return <Empty />;
  return (
    <Typography component="span" variant="body2">
      {formatPhone(value)}
    </Typography>
  );
}

function EnumValue({ resource, field }: FieldValueProps) {
  const record = useRecordContext();
  const labels = useLabels();
  const value: unknown = record?.[field.name];
  if (typeof value !== 'string' || value === '') return <Empty />;
  return (
    <Typography component="span" variant="body2">
      {labels.enumValue(resource.definition, field.name, value)}
    </Typography>
  );
}

function EnumListValue({ resource, field }: FieldValueProps) {
  const record = useRecordContext();
  const labels = useLabels();
  const values: unknown = record?.[field.name];
  if (!Array.isArray(values) || values.length === 0) return <Empty />;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {inDutchOrder(
        values.map((value) => labels.enumValue(resource.definition, field.name, String(value))),
      ).map((label) => (
        <Chip key={label} size="small" label={label} />
      ))}
    </Stack>
  );
}

/** The referenced record's title field, linked to its page when the target has one. */
function ReferenceValue({ field }: { field: ManifestField }) {
  const target = useAdminResource(field.references);
  if (!target) return <TextField source={field.name} emptyText={EMPTY_VALUE} />;
  const showable = target.definition.operations.includes('show');
  return (
    <ReferenceField
      source={field.name}
      reference={target.name}
      link={showable ? (record) => target.paths.show(record.id) : false}
      emptyText={EMPTY_VALUE}
    >
      <TextField source={target.definition.title} />
    </ReferenceField>
  );
}

function ReferenceListValue({ field }: { field: ManifestField }) {
  const target = useAdminResource(field.references);
  const record = useRecordContext();
  const ids: unknown = record?.[field.name];
  if (!Array.isArray(ids) || ids.length === 0) return <Empty />;
  if (!target) return <TextField source={field.name} />;
  return (
    <ReferenceArrayField source={field.name} reference={target.name}>
      <SingleFieldList linkType={false}>
        <ChipField source={target.definition.title} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

function Empty() {
  return (
    <Typography component="span" variant="body2">
      {EMPTY_VALUE}
    </Typography>
  );
}
