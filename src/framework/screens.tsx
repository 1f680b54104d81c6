import { lazy, Suspense, type ComponentType } from 'react';
import type { AdminResource } from './admin-model.ts';
import type { ScreenKind, ScreenProps } from './extensions.ts';
import { ListSkeleton, RecordSkeleton } from './Skeletons.tsx';

/**
 * The generic screens, each its own lazily loaded chunk (DESIGN.md §8): the dashboard and the menu never load
 * react-admin's tables and forms; the first list, record or form does. An extension may replace any of them.
 */
const GENERIC: Record<ScreenKind | 'archive', ComponentType<ScreenProps>> = {
  list: lazy(() => import('./list/ResourceList.tsx')),
  show: lazy(() => import('./show/ResourceShow.tsx')),
  create: lazy(() => import('./form/ResourceCreate.tsx')),
  edit: lazy(() => import('./form/ResourceEdit.tsx')),
  archive: lazy(() => import('./archive/ArchiveList.tsx')),
};

export function Screen({ kind, resource }: { kind: ScreenKind | 'archive'; resource: AdminResource }) {
  const Component = (kind === 'archive' ? undefined : resource.extensions.screens[kind]) ?? GENERIC[kind];
  const fallback = kind === 'list' || kind === 'archive' ? <ListSkeleton /> : <RecordSkeleton />;
  return (
    <Suspense fallback={fallback}>
      <Component resource={resource} />
    </Suspense>
  );
}
