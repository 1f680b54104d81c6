import type { ButtonProps as MuiButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export type ButtonTheme =
  'primary' | 'secondary' | 'secondary-disabled' | 'tertiary' | 'danger' | 'transparent';

export type ButtonSize = 'default' | 'small';

interface ThemeStyle {
  variant: NonNullable<MuiButtonProps['variant']>;
  color: NonNullable<MuiButtonProps['color']>;
  sx: SxProps<Theme>;
}

/** A visible keyboard-focus ring in the given palette colour. */
const focusRing = (color: string) => ({
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: color, outlineOffset: '2px' },
});

/** The one place where our button themes map onto MUI variants and colours. */
export const BUTTON_THEMES: Record<ButtonTheme, ThemeStyle> = {
  primary: { variant: 'contained', color: 'primary', sx: focusRing('primary.main') },
  secondary: { variant: 'outlined', color: 'primary', sx: focusRing('primary.main') },
  // Looks like a disabled secondary button but stays operable (e.g. to explain why a step is not possible yet).
  'secondary-disabled': {
    variant: 'outlined',
    color: 'inherit',
    sx: { color: 'text.secondary', borderColor: 'divider', ...focusRing('text.secondary') },
  },
  tertiary: { variant: 'text', color: 'primary', sx: focusRing('primary.main') },
  danger: { variant: 'contained', color: 'error', sx: focusRing('error.main') },
  transparent: {
    variant: 'text',
    color: 'inherit',
    sx: { backgroundColor: 'transparent', ...focusRing('currentColor') },
  },
};

export const BUTTON_SIZES: Record<ButtonSize, NonNullable<MuiButtonProps['size']>> = {
  default: 'medium',
  small: 'small',
};
