import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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
