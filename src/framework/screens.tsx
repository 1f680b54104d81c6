import { lazy, Suspense, type ComponentType } from 'react';
import { useDocumentTitle } from '../page-title.ts';
import type { AdminResource } from './admin-model.ts';
import type { ScreenKind, ScreenProps } from './extensions.ts';
import { useLabels } from './labels.ts';
import { ListSkeleton, RecordSkeleton } from './Skeletons.tsx';

/**
 * The generic screens, each its own lazily loaded chunk (docs/architecture.md "Build and bundles"): the dashboard
 * and the menu never load
 * react-admin's tables and forms; the first list, record or form does. An extension may replace any of them.
 */
/** The screens of an archivable resource's archive: its listing and an archived record's page. */
type ArchiveKind = 'archive' | 'archived';

const GENERIC: Record<ScreenKind | ArchiveKind, ComponentType<ScreenProps>> = {
  list: lazy(() => import('./list/ResourceList.tsx')),
  show: lazy(() => import('./show/ResourceShow.tsx')),
  create: lazy(() => import('./form/ResourceCreate.tsx')),
  edit: lazy(() => import('./form/ResourceEdit.tsx')),
  archive: lazy(() => import('./archive/ArchiveList.tsx')),
  archived: lazy(() => import('./archive/ArchivedRecord.tsx')),
};

/**
 * The document title of a list ("Medewerkers"), create ("Nieuwe medewerker") or archive page. Record pages name
 * their record (record-title.tsx): setting nothing here, since this effect runs after theirs and a cached record
 * sets it only once.
 */
function useScreenTitle(kind: ScreenKind | ArchiveKind, resource: AdminResource): void {
  const labels = useLabels();
  const { definition } = resource;
  const titles: Partial<Record<ScreenKind | ArchiveKind, string>> = {
    list: labels.plural(definition),
    create: labels.newTitle(definition),
    archive: labels.archiveTitle(definition),
  };
  useDocumentTitle(titles[kind] ?? null);
}

export function Screen({ kind, resource }: { kind: ScreenKind | ArchiveKind; resource: AdminResource }) {
  useScreenTitle(kind, resource);
  const Component =
    (kind === 'archive' || kind === 'archived' ? undefined : resource.extensions.screens[kind]) ??
    GENERIC[kind];
  const fallback = kind === 'list' || kind === 'archive' ? <ListSkeleton /> : <RecordSkeleton />;
  return (
    <Suspense fallback={fallback}>
      <Component resource={resource} />
    </Suspense>
  );
}
