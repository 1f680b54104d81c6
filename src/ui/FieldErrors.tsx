import Box from '@mui/material/Box';

export interface FieldErrorsProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  errors?: readonly string[];
}

/** Error messages listed under a field, one per line. Renders nothing without errors. */
export function FieldErrors({ id, errors }: FieldErrorsProps) {
  if (!errors || errors.length === 0) return null;
  return (
    <Box
      component="ul"
      id={id}
      sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, color: 'error.main', typography: 'caption' }}
    >
      {errors.map((error, index) => (
        <li key={`${index}-${error}`}>{error}</li>
      ))}
    </Box>
  );
}
