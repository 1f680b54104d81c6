import MuiButton, { type ButtonProps as MuiButtonProps } from '@mui/material/Button';
import type { ElementType } from 'react';
import { BUTTON_SIZES, BUTTON_THEMES, type ButtonSize, type ButtonTheme } from './button-themes.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends Omit<MuiButtonProps, 'variant' | 'color' | 'size' | 'loadingIndicator'> {
  /** primary (default), secondary, secondary-disabled, tertiary, danger, transparent. */
  theme?: ButtonTheme;
  /** default or small. */
  size?: ButtonSize;
  /** Shows a small spinner instead of the label and disables the button. */
  loading?: boolean;
  /** Renders a link (`<a href>`) instead of a `<button>`. */
  href?: string;
  /**
   * Element that renders the link, e.g. the router's `Link`. It receives `href` and, for a component (not a tag
   * name), also `to` with the same value.
   */
  component?: ElementType;
}

/** Button or link in one of the design's themes and sizes; a `<button type="button">` unless told otherwise. */
export function Button({
  theme = 'primary',
  size = 'default',
  loading = false,
  component,
  sx,
  ...rest
}: ButtonProps) {
  const style = BUTTON_THEMES[theme];
  const linkProps = component && typeof component !== 'string' && rest.href ? { to: rest.href } : {};
  return (
    <MuiButton
      {...rest}
      {...linkProps}
      {...(component ? { component } : {})}
      variant={style.variant}
      color={style.color}
      size={BUTTON_SIZES[size]}
      loading={loading}
      loadingIndicator={<Spinner size="sm" color="inherit" />}
      sx={[style.sx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
