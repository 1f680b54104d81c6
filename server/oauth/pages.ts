import { translate } from '../../i18n/server/translate.ts';
import { PAGE_STYLE } from './page-style.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app a page is about, when the provider knows it: its name and where "Terug naar …" leads (client-home.ts). */
export interface PageClient {
  name: string;
  home: string | undefined;
}

/** The portal's own start: the dashboard, which sends a signed-out visitor to /login. */
const PORTAL_HOME = '/';

function link(label: string, href: string, secondary: boolean): string {
  return `<a class="button${secondary ? ' secondary' : ''}" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

/** The next steps: back to the app (when known) first, then the portal; never a dead end. */
function nextSteps(appName: string, client: PageClient | undefined): string {
  const back = client?.home
    ? link(translate('server.oauth.backToApp', { app: client.name }), client.home, false)
    : '';
  return `<div class="actions">${back}${link(translate('server.oauth.toPortal', { app: appName }), PORTAL_HOME, back !== '')}</div>`;
}

/** The provider's own pages (errors it cannot send back to the app, RP-initiated logout): the sign-in card's look. */
export function page(title: string, body: string, appName: string): string {
  return `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(appName)}</title><style>${PAGE_STYLE}</style></head>
<body><main><section aria-labelledby="page-title"><h1 id="page-title">${escapeHtml(title)}</h1>${body}</section></main></body></html>`;
}

export function errorPage(appName: string, client?: PageClient): string {
  return page(
    translate('server.oauth.failedTitle'),
    `<p class="alert" role="alert">${escapeHtml(translate('server.oauth.failed'))}</p>${nextSteps(appName, client)}`,
    appName,
  );
}

/** `form` is oidc-provider's hidden logout form (id `op.logoutForm`, with its anti-forgery value). */
export function logoutPage(form: string, clientName: string | undefined, appName: string): string {
  return page(
    translate('server.oauth.logoutTitle'),
    `<p>${escapeHtml(translate('server.oauth.logoutQuestion', { app: clientName ?? appName }))}</p>${form}
<div class="actions"><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(translate('server.oauth.logoutYes'))}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(translate('server.oauth.logoutNo'))}</button></div>`,
    appName,
  );
}

/**
 * After RP-initiated logout. With an app named ("Nee, ingelogd blijven": the provider passes its client_id) only
 * that app's session ended and the portal one is still there; otherwise both ended.
 */
export function loggedOutPage(appName: string, client?: PageClient): string {
  const said = client
    ? translate('server.oauth.loggedOutOfApp', { client: client.name, app: appName })
    : translate('server.oauth.loggedOut');
  return page(
    translate('server.oauth.loggedOutTitle'),
    `<p>${escapeHtml(said)}</p>${nextSteps(appName, client)}`,
    appName,
  );
}
