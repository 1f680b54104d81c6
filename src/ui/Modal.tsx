import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from './Button.tsx';

/** Maximum widths in px (spec §9). */
export const MODAL_WIDTH_NORMAL = 624;
export const MODAL_WIDTH_DIALOG = 584;
export const MODAL_WIDTHS = { normal: MODAL_WIDTH_NORMAL, dialog: MODAL_WIDTH_DIALOG } as const;

export type ModalVariant = keyof typeof MODAL_WIDTHS;

export interface ModalProps {
  open: boolean;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  /** Makes the modal closable: a close button, and Escape calls it. */
  onClose?: () => void;
  /** Shows a skip button (common.skip); Escape calls it when the modal is not closable. */
  onSkip?: () => void;
  /** normal: max 624 px (default); dialog: max 584 px. */
  variant?: ModalVariant;
  children?: ReactNode;
  /** Buttons at the bottom, after the skip button. */
  actions?: ReactNode;
}

/**
 * A modal dialog that locks page scroll while open. Clicking the backdrop does nothing. The title is a bold
 * heading like the pages' own.
 */
export function Modal({ open, title, onClose, onSkip, variant = 'normal', children, actions }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const handleClose = (_event: object, reason: 'escapeKeyDown' | 'backdropClick') => {
    if (reason !== 'escapeKeyDown') return;
    if (onClose) onClose();
    else if (onSkip) onSkip();
  };
  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: MODAL_WIDTHS[variant] } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: onClose ? 7 : 3, fontWeight: 600 }}>
        {title}
      </DialogTitle>
      {onClose && (
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', top: 12, right: 12 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {(onSkip || actions) && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {onSkip && (
            <Button theme="tertiary" onClick={onSkip}>
              {t('common.skip')}
            </Button>
          )}
          {actions}
        </DialogActions>
      )}
    </Dialog>
  );
}
