import { nlNL } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';
import { themeOptions } from './theme.ts';

/**
 * Our theme on top of react-admin's defaults (which style its own components and set the sidebar widths), with
 * MUI's own texts in Dutch (`nlNL`: pagination, autocomplete, alert close button…), which are English otherwise.
 */
export const adminTheme = deepmerge(deepmerge(defaultTheme, themeOptions), nlNL);
