import { use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnyResource } from '../../resources/define.ts';
import { loadDefinitions, loadedDefinitions } from './load-definitions.ts';
import { isResourcePath } from './resource-names.ts';

const NONE: readonly AnyResource[] = [];

/**
 * The resource definitions for the admin app. They load beside the admin's code: the dashboard renders at once
 * (its menu gains the resources when they arrive), while a resource's own page waits for them (suspends), so a
 * direct visit of `/system/tags` never meets a missing resource.
 */
export function useDefinitions(given: readonly AnyResource[] | undefined): readonly AnyResource[] {
  const { pathname } = useLocation();
  const [arrived, setArrived] = useState(() => given ?? loadedDefinitions());
  useEffect(() => {
    if (arrived) return;
    let current = true;
    loadDefinitions().then(
      (definitions) => {
        if (current) setArrived(definitions);
      },
      () => undefined, // a resource page's `use()` below shows the failure (error page with retry)
    );
    return () => {
      current = false;
    };
  }, [arrived]);
  if (given) return given;
  if (arrived) return arrived;
  return isResourcePath(pathname) ? use(loadDefinitions()) : NONE;
}
