import { QueryClient } from '@tanstack/react-query';

/** The query cache shared by react-admin and our own queries (spec §9: stale 5 min, no retry, no refetch on focus). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 300_000, retry: false, refetchOnWindowFocus: false } },
  });
}
