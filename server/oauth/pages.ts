import { translate } from '../../i18n/server-translate.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f5f6f8;color:#1c2430;margin:0;padding:48px 16px}' +
  'main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.12)}' +
  'h1{font-size:1.4rem;margin:0 0 16px}button{font:inherit;padding:8px 16px;margin:16px 8px 0 0;border-radius:6px;' +
  'border:1px solid #1b5e9e;background:#1b5e9e;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#1b5e9e}';

/** The provider's own pages (errors it cannot send back to the app, RP-initiated logout): plain Dutch HTML. */
export function page(title: string, body: string, appName: string): string {
  return `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(appName)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function errorPage(appName: string): string {
  return page(
    translate('server.oauth.failedTitle'),
    `<p>${escapeHtml(translate('server.oauth.failed'))}</p>`,
    appName,
  );
}

/** `form` is oidc-provider's hidden logout form (id `op.logoutForm`, with its anti-forgery value). */
export function logoutPage(form: string, clientName: string | undefined, appName: string): string {
  return page(
    translate('server.oauth.logoutTitle'),
    `<p>${escapeHtml(translate('server.oauth.logoutQuestion', { app: clientName ?? appName }))}</p>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(translate('server.oauth.logoutYes'))}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(translate('server.oauth.logoutNo'))}</button>`,
    appName,
  );
}

export function loggedOutPage(appName: string): string {
  return page(
    translate('server.oauth.loggedOutTitle'),
    `<p>${escapeHtml(translate('server.oauth.loggedOut'))}</p>`,
    appName,
  );
}
