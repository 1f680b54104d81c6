/**
 * The lazily loaded social sign-in code as one chunk: the buttons on /login and the /o/oauth2-callback page.
 * Import both through here (`lazy(() => import('…/social-sign-in.ts').then(…))`): two lazy chunks sharing most of
 * their modules make the bundler split those into extra chunks on /login's critical path (docs/decisions.md
 * "Social sign-in").
 */
export { SocialButtons } from './SocialButtons.tsx';
export { OAuthCallbackPage } from '../oauth2-callback/OAuthCallbackPage.tsx';
