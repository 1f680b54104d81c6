import type { Translate } from '../../i18n/translator.ts';

/** "Chrome op Linux"; the parts the server could not read from the user agent are said as unknown. */
export function deviceName(t: Translate, device: { browser: string | null; os: string | null }): string {
  return t('settings.security.activity.device', {
    browser: device.browser || t('settings.security.activity.unknownBrowser'),
    os: device.os || t('settings.security.activity.unknownOs'),
  });
}
