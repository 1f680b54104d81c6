import AdministrativeUnitIcon from '@mui/icons-material/AccountBalanceOutlined';
import BranchIcon from '@mui/icons-material/AccountTreeOutlined';
import RoleIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import ExpertiseProfileIcon from '@mui/icons-material/AssignmentIndOutlined';
import EmployeeIcon from '@mui/icons-material/BadgeOutlined';
import FacilityIcon from '@mui/icons-material/LocalHospitalOutlined';
import TagIcon from '@mui/icons-material/LocalOfferOutlined';
import RegionIcon from '@mui/icons-material/PlaceOutlined';
import ExpertiseIcon from '@mui/icons-material/SchoolOutlined';
import GenericIcon from '@mui/icons-material/ViewListOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ResourceIcon } from '../../resources/define.ts';

type SvgIconComponent = typeof SvgIcon;

/** The menu icon of each `ResourceIcon` name a definition may choose (definitions stay free of React). */
export const RESOURCE_ICON_COMPONENTS: Readonly<Record<ResourceIcon, SvgIconComponent>> = {
  administrativeUnit: AdministrativeUnitIcon,
  branch: BranchIcon,
  employee: EmployeeIcon,
  expertise: ExpertiseIcon,
  expertiseProfile: ExpertiseProfileIcon,
  facility: FacilityIcon,
  region: RegionIcon,
  role: RoleIcon,
  tag: TagIcon,
  generic: GenericIcon,
};

/** The icon of an archive listing (`/archive/<name>`). */
export const ARCHIVE_ICON: SvgIconComponent = ArchiveIcon;
