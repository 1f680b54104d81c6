import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/react.tsx';
import { useNavigationBlocker } from './useNavigationBlocker.ts';
import { useConfirm } from './useConfirm.ts';

/**
 * While `unsaved` is true, leaving the page asks first: a link, a menu item or the back button gets our Dutch
 * question ("Je hebt wijzigingen die nog niet zijn opgeslagen…"), reloading or closing the tab the browser's own.
 * A form that saves and then navigates must report `unsaved` false by then (e.g. while it is submitting).
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const t = useT();
  const confirm = useConfirm();
  const blocker = useNavigationBlocker(unsaved);
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A save that navigates may clear `unsaved` a render after its navigation was held: then just go on.
    const timer = setTimeout(() => {
      if (!unsavedRef.current) {
        blocker.proceed();
        return;
      }
      void confirm({
        title: t('shell.unsavedChanges.title'),
        message: t('ra.message.unsaved_changes'),
        confirmLabel: t('shell.unsavedChanges.leave'),
        cancelLabel: t('shell.unsavedChanges.stay'),
      }).then(({ confirmed }) => {
        if (confirmed) blocker.proceed();
        else blocker.reset();
      });
    });
    return () => clearTimeout(timer);
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome/Edge before 119 ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
