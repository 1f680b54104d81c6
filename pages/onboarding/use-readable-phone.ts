import { usePhoneFormat } from '../../src/ui/usePhoneFormat.ts';

/** A stored number as people read it ("06 48 27 19 53"), kept on one line inside a sentence. */
export function useReadablePhone(): (value: string) => string {
  const format = usePhoneFormat();
  return (value) => format(value).replace(/ /g, '\u00a0');
}
