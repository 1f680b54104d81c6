import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below MUI's `sm` breakpoint (600 px), a phone: lists show cards and a filter drawer, tables become lists.
 * Measured on the first render (`noSsr`), so a phone never draws the wide layout first. Material's `useTheme`
 * falls back to the default theme where no provider is (a page rendered on its own).
 */
export function useSmallScreen(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
