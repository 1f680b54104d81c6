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
const GENERIC: Record<ScreenKind | 'archive', ComponentType<ScreenProps>> = {
  list: lazy(() => import('./list/ResourceList.tsx')),
  show: lazy(() => import('./show/ResourceShow.tsx')),
  create: lazy(() => import('./form/ResourceCreate.tsx')),
  edit: lazy(() => import('./form/ResourceEdit.tsx')),
  archive: lazy(() => import('./archive/ArchiveList.tsx')),
};

/**
 * The document title of a list, create or archive page. Show and edit pages name their record (RecordTitle,
 * EditTitle): setting nothing here, since this effect runs after theirs and a cached record sets it only once.
 */
function useScreenTitle(kind: ScreenKind | 'archive', resource: AdminResource): void {
  const labels = useLabels();
  const { definition } = resource;
  const titles: Partial<Record<ScreenKind | 'archive', string>> = {
    list: labels.plural(definition),
    create: labels.createTitle(definition),
    archive: labels.archiveTitle(definition),
  };
  useDocumentTitle(titles[kind] ?? null);
}

export function Screen({ kind, resource }: { kind: ScreenKind | 'archive'; resource: AdminResource }) {
  useScreenTitle(kind, resource);
  const Component = (kind === 'archive' ? undefined : resource.extensions.screens[kind]) ?? GENERIC[kind];
  const fallback = kind === 'list' || kind === 'archive' ? <ListSkeleton /> : <RecordSkeleton />;
  return (
    <Suspense fallback={fallback}>
      <Component resource={resource} />
    </Suspense>
  );
}
