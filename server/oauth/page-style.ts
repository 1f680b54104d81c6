/**
 * The look of the provider's own pages (server/oauth/pages.ts): the SPA's sign-in card (pages/password/
 * PasswordCard.tsx) in plain CSS, with src/theme.ts's colours, font and corners (tests/unit/oauth-page-style.test.ts
 * keeps them equal). Inline, which the site's CSP allows for styles (server/http/security-headers.ts).
 */
export const PAGE_COLOURS = {
  primary: '#1f5f8b',
  background: '#f4f6f8',
  paper: '#ffffff',
  text: '#1d2733',
  textSecondary: '#55606e',
  border: '#dde3ea',
  /** MUI's standard error Alert, as the consent page's failure shows it. */
  errorBackground: '#fdeded',
  errorText: '#5f2120',
};

export const PAGE_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const c = PAGE_COLOURS;

export const PAGE_STYLE = [
  `*{box-sizing:border-box}`,
  `html{-webkit-text-size-adjust:100%}`,
  `body{margin:0;font-family:${PAGE_FONT};font-size:1rem;line-height:1.5;background:${c.background};color:${c.text}}`,
  `main{min-height:100vh;display:grid;place-items:center;padding:16px}`,
  `section{width:100%;max-width:480px;background:${c.paper};border:1px solid ${c.border};border-radius:8px;padding:24px}`,
  `h1{font-size:1.375rem;font-weight:600;line-height:1.2;margin:0 0 8px}`,
  `p{margin:0 0 24px;color:${c.textSecondary}}`,
  `p.alert{padding:8px 16px;border-radius:8px;background:${c.errorBackground};color:${c.errorText}}`,
  `.actions{display:flex;flex-wrap:wrap;gap:16px}`,
  `a.button,button{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:6px 16px;` +
    `border-radius:8px;border:1px solid ${c.primary};font:inherit;font-size:.9375rem;font-weight:600;` +
    `text-decoration:none;cursor:pointer;background:${c.primary};color:#fff}`,
  `a.secondary,button.secondary{background:${c.paper};color:${c.primary}}`,
  `a.button:hover,button:hover{filter:brightness(.92)}`,
  `a.button:focus-visible,button:focus-visible{outline:2px solid ${c.primary};outline-offset:2px}`,
  `@media (min-width:600px){section{padding:40px}h1{font-size:1.5rem}}`,
].join('');
