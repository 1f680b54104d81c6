import type { ReactNode } from 'react';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { usePageErrorCode } from './use-page-error-code.ts';

/** Shows the 403 or 404 page instead of the page while the page's error code is set (spec §5, §8). */
export function ErrorCodeSwitch({ children }: { children: ReactNode }) {
  const errorCode = usePageErrorCode();
  if (errorCode === 403) return <ForbiddenPage />;
  if (errorCode === 404) return <NotFoundPage />;
  return children;
}
