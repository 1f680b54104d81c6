import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';

/** A list whose page could not be loaded: says so, with "Opnieuw proberen" (no rows, no paging to pretend). */
export function ListLoadError() {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('framework.list.retry')}
        </Button>
      }
    >
      {translate('framework.list.loadFailed')}
    </Alert>
  );
}
