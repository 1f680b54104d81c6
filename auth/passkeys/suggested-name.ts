import type { Translate } from '../../i18n/translator.ts';

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: readonly [RegExp, string][]): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/**
 * A name to start from for a new passkey ("Chrome op Windows", like the sessions' device names of
 * pages/security/device-name.ts, which the server reads from the same user agent); "Mijn passkey" when the
 * browser does not say. The user may change it before and after.
 */
export function suggestedPasskeyName(
  t: Translate,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const os = firstMatch(userAgent, SYSTEMS);
  if (!browser || !os) return t('passkey.fallbackName');
  return t('passkey.suggestedName', { browser, os });
}
