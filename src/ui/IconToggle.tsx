import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

export interface IconToggleProps {
  /** Accessible name of the button. */
  label: string;
  onClick: () => void;
  /** When given, the button is a toggle button (aria-pressed). */
  pressed?: boolean;
  children: ReactNode;
}

/** A small icon button inside a field's adornment, with a visible focus ring. */
export function IconToggle({ label, onClick, pressed, children }: IconToggleProps) {
  return (
    <IconButton
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      size="small"
      sx={{ '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      {children}
    </IconButton>
  );
}
