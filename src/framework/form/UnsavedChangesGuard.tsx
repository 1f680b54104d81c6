import { useFormState } from 'react-hook-form';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';

/**
 * In every framework form: leaving with unsaved changes asks first, with our own Dutch dialog (react-admin's
 * `warnWhenUnsavedChanges` needs a data router and asks with `window.confirm`). Saving does not ask: while
 * submitting, and after a successful submit, nothing is unsaved.
 */
export function UnsavedChangesGuard() {
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  useUnsavedChangesGuard(Object.keys(dirtyFields).length > 0 && !isSubmitting && !isSubmitSuccessful);
  return null;
}
