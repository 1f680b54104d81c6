import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { MENU_ICONS } from './menu-icons.ts';

export interface ResourceIconProps extends SvgIconProps {
  /** A Material icon's name, as a definition's `icon` gives it (`'LocalOfferOutlined'`). */
  name: string;
}

/**
 * A definition's icon, from the icons the definitions name (src/framework/menu-icons.ts, generated): only those
 * are in the admin's code, never the whole icon set.
 */
export function ResourceIcon({ name, ...props }: ResourceIconProps) {
  const Icon = MENU_ICONS[name];
  return Icon ? <Icon {...props} /> : <SvgIcon {...props} />;
}
