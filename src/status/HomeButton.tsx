import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../auth/paths.ts';
import { Button } from '../ui/Button.tsx';

/** "Back to home": a link to the dashboard (the next navigation clears any 403/404). */
export function HomeButton({ label }: { label: string }) {
  return (
    <Button component={Link} href={HOME_PATH}>
      {label}
    </Button>
  );
}
