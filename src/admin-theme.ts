import { nlNL } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';
import { themeOptions } from './theme.ts';

/** The sidebar fits the longest Dutch menu entry ("Administratieve eenheden") on one line; 240 px cut it off. */
const SIDEBAR_WIDTH = 300;

/**
 * Our theme on top of react-admin's defaults (which style its own components and set the sidebar widths), with
 * MUI's own texts in Dutch (`nlNL`: pagination, autocomplete, alert close button…), which are English otherwise.
 */
export const adminTheme = deepmerge(
  deepmerge(deepmerge(defaultTheme, themeOptions), { sidebar: { width: SIDEBAR_WIDTH } }),
  nlNL,
);
