import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below MUI's `sm` breakpoint (600 px): lists show cards and a filter drawer. Measured on the first render
 * (`noSsr`), so a phone never draws the table first.
 */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
