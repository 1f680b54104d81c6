import { nlNL } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultTheme } from 'react-admin';
import { themeOptions } from './theme.ts';

/** The sidebar fits the longest Dutch menu entry ("Administratieve eenheden") on one line; 240 px cut it off. */
const SIDEBAR_WIDTH = 300;

/**
 * react-admin's "Naar de inhoud" skip link is white text on the page's light grey when focused (1.1:1): ours is
 * the primary button's white on blue.
 */
const skipLink = {
  components: {
    RaSkipNavigationButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => {
          const colours = {
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
          };
          return { ...colours, '&:hover': { ...colours, opacity: 1 } };
        },
      },
    },
  },
};

/**
 * Our theme on top of react-admin's defaults (which style its own components and set the sidebar widths), with
 * MUI's own texts in Dutch (`nlNL`: pagination, autocomplete, alert close button…), which are English otherwise.
 */
export const adminTheme = deepmerge(
  deepmerge(deepmerge(defaultTheme, themeOptions), { sidebar: { width: SIDEBAR_WIDTH }, ...skipLink }),
  nlNL,
);
