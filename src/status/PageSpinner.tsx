import Box from '@mui/material/Box';
import { Spinner } from '../ui/Spinner.tsx';

/** A large spinner in the middle of the page, while a page's code or data loads. */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner size="lg" />
    </Box>
  );
}
