import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import type { ExpertiseProfile } from '../branches/branch-api.ts';
import { ChooseExpertises, ProfileChips } from '../branches/ExpertiseProfiles.tsx';

/** A profile's own page: its expertises as chips and "Expertises kiezen", as on its branch's page. */
export default function ProfileExpertisesPanel({ record }: ExtensionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const profile = record as unknown as ExpertiseProfile;
  return (
    <PanelFrame
      title={translate('screens.expertises.title')}
      actions={
        <Button label="screens.profiles.choose" onClick={() => setOpen(true)}>
          <ChecklistIcon />
        </Button>
      }
    >
      <ProfileChips branch={profile.branch} profile={profile.id} />
      {open && <ChooseExpertises branch={profile.branch} profile={profile} onClose={() => setOpen(false)} />}
    </PanelFrame>
  );
}
