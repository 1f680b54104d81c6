import type { ReactNode } from 'react';
import { contactNl } from '../../i18n/nl/contact.ts';
import { settingsNl } from '../../i18n/nl/settings.ts';
import { WithTexts } from '../../i18n/with-texts.tsx';

/**
 * The settings pages' texts and the verification flow's over the admin's translator (they travel in these pages'
 * lazy chunks).
 */
export function SettingsTexts({ children }: { children: ReactNode }) {
  return <WithTexts areas={[contactNl, settingsNl]}>{children}</WithTexts>;
}
