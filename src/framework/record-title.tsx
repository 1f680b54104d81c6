import { useRecordContext, type RaRecord } from 'react-admin';
import { useDocumentTitle } from '../page-title.ts';
import type { AdminResource } from './admin-model.ts';
import { useLabels } from './labels.ts';
import { recordNameOf } from './resource-names.ts';

/**
 * A record's name ("Chantal Bakker") by its definition's `recordName`, of `record` or else of the record in
 * context: page titles, dialogs ("‘Chantal Bakker’ wordt gearchiveerd"). '' while the record loads.
 */
export function useRecordName(resource: AdminResource, record?: RaRecord): string {
  const current = useRecordContext();
  return recordNameOf(resource.definition, record ?? current);
}

/** A record page's title ("Chantal Bakker"), also the document's; the resource's singular while it loads. */
export function RecordTitle({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const text = useRecordName(resource) || labels.singular(resource.definition);
  useDocumentTitle(text);
  return <>{text}</>;
}

/** An edit page's title ("Chantal Bakker bewerken"), also the document's. */
export function EditTitle({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const text = labels.editTitle(resource.definition, useRecordName(resource));
  useDocumentTitle(text);
  return <>{text}</>;
}

/** An archived record's page title ("Chantal Bakker (gearchiveerd)"), also the document's. */
export function ArchivedRecordTitle({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const text = labels.archivedRecordTitle(resource.definition, useRecordName(resource));
  useDocumentTitle(text);
  return <>{text}</>;
}
