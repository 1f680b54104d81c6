import type { ReactNode } from 'react';
import { LayeredTexts } from '../../i18n/layered-texts.tsx';
import { settingsPhrases } from '../../i18n/settings-translate.ts';

/** The settings pages' texts over the admin's translator (they travel in these pages' lazy chunks). */
export function SettingsTexts({ children }: { children: ReactNode }) {
  return <LayeredTexts phrases={settingsPhrases}>{children}</LayeredTexts>;
}
