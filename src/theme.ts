import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** Brand colour; index.html's theme-color matches. */
export const PRIMARY_COLOR = '#1f5f8b';

/** Calm and professional: one blue, soft greys, rounded but not playful, no shouting capitals. */
export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: PRIMARY_COLOR, contrastText: '#ffffff' },
    secondary: { main: '#3f7f6e', contrastText: '#ffffff' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#55606e' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dde3ea' } } },
  },
};

/**
 * The theme of the pages outside react-admin (sign-in, onboarding, errors); the admin extends the same options.
 * Without MUI's Dutch locale (`nlNL`): these pages use none of the components it translates (pagination,
 * autocomplete, alert close button, rating, breadcrumbs), and it would cost the sign-in budget ~0.35 kB gzip.
 */
export const theme = createTheme(themeOptions);
