import { useMemo } from 'react';
import { extendTranslate } from '../../i18n/extend-translate.ts';
import { useT } from '../../i18n/react.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { twoStepNl } from '../../i18n/two-step-nl.ts';

/** The page's translator plus the two-step texts, which load with these pieces. */
export function useTwoStepT(): Translate {
  const parent = useT();
  return useMemo(() => extendTranslate(parent, twoStepNl), [parent]);
}
