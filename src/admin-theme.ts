import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';
import { themeOptions } from './theme.ts';

/** Our theme on top of react-admin's defaults (which style its own components and set the sidebar widths). */
export const adminTheme = deepmerge(defaultTheme, themeOptions);
