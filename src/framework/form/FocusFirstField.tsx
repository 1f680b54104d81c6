import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/** Puts the cursor in the form's first field when the form opens, so typing can start at once. */
export function FocusFirstField({ name }: { name: string | undefined }) {
  const { setFocus } = useFormContext();
  useEffect(() => {
    if (name) setFocus(name);
  }, [name, setFocus]);
  return null;
}
