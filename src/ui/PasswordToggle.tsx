import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useT } from '../../i18n/react.tsx';
import { IconToggle } from './IconToggle.tsx';

export interface PasswordToggleProps {
  visible: boolean;
  onToggle: () => void;
}

/** Shows or hides a password field's text (ui.showPassword / ui.hidePassword, aria-pressed when shown). */
export function PasswordToggle({ visible, onToggle }: PasswordToggleProps) {
  const t = useT();
  return (
    <IconToggle
      label={t(visible ? 'ui.hidePassword' : 'ui.showPassword')}
      pressed={visible}
      onClick={onToggle}
    >
      {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconToggle>
  );
}
