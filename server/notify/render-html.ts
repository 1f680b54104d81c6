import { translate } from '../../i18n/server/translate.ts';
import { escapeHtml, isWebUrl } from './html.ts';
import type { Message } from './messages.ts';
import { TEMPLATE_KEYS, renderText } from './render.ts';

/**
 * The HTML part of an email: the same Dutch text as `renderText`, in a small inline-styled layout with the app
 * name (mail clients drop <style> and never run script). Every parameter is escaped: the template is translated
 * with placeholders, escaped, and only then are the escaped parameters put in. A `url` becomes a real link — a
 * button with the template's action text when it stands in a paragraph of its own, with the address below it for
 * clients that do not show the button — and a `code` is set large. Pure.
 */

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";
const TEXT_STYLE = `${FONT}font-size:16px;line-height:1.5;color:#1a1a1a;`;
const LINK_STYLE = 'color:#0b57d0;text-decoration:underline;word-break:break-all;';
const BUTTON_STYLE =
  `${FONT}display:inline-block;background-color:#0b57d0;color:#ffffff;font-size:16px;font-weight:bold;` +
  'text-decoration:none;padding:12px 20px;border-radius:6px;';
const CODE_STYLE = "font-family:Consolas,'Courier New',monospace;font-size:24px;letter-spacing:3px;";

/** Marks where parameter `name` goes: private-use characters never occur in our texts and survive escaping. */
const placeholder = (name: string) => `\uE000${name}\uE001`;
const PLACEHOLDER = /\uE000(\w+)\uE001/g;

function link(url: string): string {
  return `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
}

function parameterHtml(name: string, value: string): string {
  if (name === 'url' && isWebUrl(value)) return link(value);
  if (name === 'code') return `<strong style="${CODE_STYLE}">${escapeHtml(value)}</strong>`;
  return escapeHtml(value);
}

export function renderHtml(message: Message, appName: string): string {
  const params: Record<string, string> = { ...message.params, app: appName };
  const keys = TEMPLATE_KEYS[message.template];
  const subject = renderText(message, appName).subject ?? '';
  const placeholders = Object.fromEntries(Object.keys(params).map((name) => [name, placeholder(name)]));
  const fill = (escaped: string) =>
    escaped.replace(PLACEHOLDER, (match, name: string) =>
      name in params ? parameterHtml(name, params[name]!) : match,
    );

  const paragraphs = escapeHtml(translate(keys.text, placeholders))
    .split(/\n{2,}/)
    .map((paragraph) => {
      const url = params.url;
      if (paragraph.trim() === placeholder('url') && url && isWebUrl(url) && keys.action) {
        const action = escapeHtml(translate(keys.action, { app: appName }));
        return (
          `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${action}</a></p>` +
          `<p style="margin:0 0 16px;font-size:14px;">${escapeHtml(translate('server.mail.linkFallback'))}<br>${link(url)}</p>`
        );
      }
      return `<p style="margin:0 0 16px;">${fill(paragraph).replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');

  const app = escapeHtml(appName);
  const footer = escapeHtml(translate('server.mail.footer', { app: appName }));
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border:1px solid #dde1e6;border-radius:8px;">
<tr><td style="${FONT}padding:16px 24px;border-bottom:1px solid #dde1e6;font-size:18px;font-weight:bold;color:#1a1a1a;">${app}</td></tr>
<tr><td style="${TEXT_STYLE}padding:24px;">
${paragraphs}
</td></tr>
</table>
<p style="${FONT}margin:16px 0 0;font-size:13px;line-height:1.5;color:#555555;">${footer}</p>
</td></tr>
</table>
</body>
</html>
`;
}
