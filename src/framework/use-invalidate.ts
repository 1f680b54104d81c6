import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import type { AdminResource } from './admin-model.ts';

/**
 * After a change: every cached read of the resource (and of its archive listing) is stale. react-admin patches its
 * caches after a mutation and marks them fresh again, which with our 5-minute stale time (spec §9) left a list
 * without the record just added until the cache expired.
 */
export function useInvalidateResource(resource: AdminResource): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [resource.name] });
    if (resource.archive) void queryClient.invalidateQueries({ queryKey: [resource.archive.name] });
  }, [queryClient, resource]);
}

/**
 * After record `id` is deleted or archived: its own reads (any cached query whose key names its id: its page, its
 * panels) are only marked stale, never read again — it is gone, so a read would answer 404 ("Dit item bestaat niet
 * (meer)", or the 404 page) — while every other read of `resources` (the resource, its archive, the parent whose
 * page shows it) is read again.
 */
export function useInvalidateAfterDelete(): (resources: readonly AdminResource[], id: Identifier) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (resources, id) => {
      const own = (key: readonly unknown[]) => mentions(key, String(id));
      void queryClient.cancelQueries({ predicate: (query) => own(query.queryKey) });
      void queryClient.invalidateQueries({ predicate: (query) => own(query.queryKey), refetchType: 'none' });
      const names = resources.flatMap((resource) => [
        resource.name,
        ...(resource.archive ? [resource.archive.name] : []),
      ]);
      void queryClient.invalidateQueries({
        predicate: (query) => names.includes(String(query.queryKey[0])) && !own(query.queryKey),
      });
    },
    [queryClient],
  );
}

/** Whether a query key names `id` anywhere (`['system/tags', 'getOne', { id }]`, `[…, 'profile', id]`). */
function mentions(part: unknown, id: string): boolean {
  if (part === id) return true;
  if (Array.isArray(part)) return part.some((item) => mentions(item, id));
  if (typeof part === 'object' && part !== null)
    return Object.values(part).some((item) => mentions(item, id));
  return false;
}
