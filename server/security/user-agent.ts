import Bowser from 'bowser';

/** Browser and operating system of a user agent string, for people to recognise their devices; null when unknown. */
export function describeUserAgent(userAgent: string): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || null, os: os || null };
}
