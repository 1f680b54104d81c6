import { lazy } from 'react';
import type { ResourceScreensOf } from '../../framework/extensions.ts';

/** The screens of OAuth applications: the client id and endpoints, and "Nieuw geheim" (shown once). */
export const oauthClientScreens: ResourceScreensOf<'oauth-clients'> = {
  extensions: {
    secret: {
      panels: [{ component: lazy(() => import('./ClientCredentialsPanel.tsx')) }],
      actions: [lazy(() => import('./NewSecretButton.tsx'))],
    },
  },
};
