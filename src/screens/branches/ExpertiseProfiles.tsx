import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminResource } from '../../framework/AdminModelContext.tsx';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import {
  branchApi,
  useBranchExpertises,
  useBranchProfiles,
  useForgetProfile,
  useProfileExpertises,
  useRefreshBranch,
  type ExpertiseProfile,
} from './branch-api.ts';
import { ExpertiseDialog } from './ExpertiseDialog.tsx';
import { PanelFrame, PanelState } from '../../framework/show/PanelFrame.tsx';
import { ProfileExpertisesDialog } from './ProfileExpertisesDialog.tsx';

/**
 * The branch's expertise profiles (spec §3 "Expertise profile: name"): each with its expertises as chips, renamed,
 * deleted after "Weet je het zeker?", and its expertises chosen from the branch's in a checkbox list.
 */
export default function ExpertiseProfiles({ record }: ExtensionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshBranch(record.id);
  const { data: profiles, isPending, isError } = useBranchProfiles(record.id);
  const [adding, setAdding] = useState(false);

  return (
    <PanelFrame
      title={translate('screens.profiles.title')}
      subtitle={translate('screens.profiles.intro')}
      actions={
        <Button label="screens.profiles.add" onClick={() => setAdding(true)}>
          <AddIcon />
        </Button>
      }
    >
      {!profiles || profiles.length === 0 ? (
        <PanelState loading={isPending} empty={isError ? undefined : translate('screens.profiles.empty')} />
      ) : (
        <Stack
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={translate('screens.profiles.title')}
        >
          {profiles.map((profile) => (
            <ProfileRow key={profile.id} branch={record.id} profile={profile} />
          ))}
        </Stack>
      )}
      {adding && (
        <ExpertiseDialog
          title={translate('screens.profiles.add')}
          name=""
          onClose={() => setAdding(false)}
          onSubmit={async ({ name }) => {
            await branchApi.addProfile(record.id, name);
            refresh();
            notify('toasts.added', { type: 'success' });
            setAdding(false);
          }}
        />
      )}
    </PanelFrame>
  );
}

function ProfileRow({ branch, profile }: { branch: Identifier; profile: ExpertiseProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const refresh = useRefreshBranch(branch);
  const forget = useForgetProfile(branch);
  const profilesResource = useAdminResource('expertise-profiles');
  const [open, setOpen] = useState<'rename' | 'choose' | null>(null);

  const remove = async () => {
    const answer = await confirm({
      message: translate('framework.delete.confirm', { title: profile.name }),
      confirmLabel: translate('ra.action.delete'),
      danger: true,
    });
    if (!answer.confirmed) return;
    try {
      await branchApi.deleteProfile(profile.id);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'common.error', { type: 'error' });
      return;
    }
    forget(profile.id);
    notify('toasts.deleted', { type: 'success' });
  };

  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      aria-label={profile.name}
    >
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {profilesResource ? (
            <Link component={RouterLink} to={profilesResource.paths.show(profile.id)} underline="hover">
              {profile.name}
            </Link>
          ) : (
            profile.name
          )}
        </Typography>
        <ProfileChips branch={branch} profile={profile.id} />
      </Stack>
      <Button label="screens.profiles.choose" onClick={() => setOpen('choose')}>
        <ChecklistIcon />
      </Button>
      <Tooltip title={translate('screens.expertises.rename')}>
        <IconButton
          aria-label={translate('screens.profiles.renameOf', { name: profile.name })}
          onClick={() => setOpen('rename')}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton
          aria-label={translate('screens.profiles.deleteOf', { name: profile.name })}
          color="error"
          onClick={() => void remove()}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open === 'rename' && (
        <ExpertiseDialog
          title={translate('screens.profiles.renameOf', { name: profile.name })}
          name={profile.name}
          onClose={() => setOpen(null)}
          onSubmit={async ({ name }) => {
            await branchApi.renameProfile(profile.id, name);
            refresh();
            notify('toasts.updated', { type: 'success' });
            setOpen(null);
          }}
        />
      )}
      {open === 'choose' && (
        <ChooseExpertises branch={branch} profile={profile} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}

/** The profile's expertises as chips, in the branch's order. */
export function ProfileChips({ branch, profile }: { branch: Identifier; profile: Identifier }) {
  const translate = useTranslate();
  const { data, isPending } = useProfileExpertises(branch, profile);
  if (isPending) return <Skeleton width={200} height={32} />;
  if (!data) return null;
  if (data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('screens.profiles.none')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {data.map((expertise) => (
        <Chip key={expertise.id} label={expertise.name} size="small" />
      ))}
    </Stack>
  );
}

/** The checkbox dialog once the branch's and the profile's expertises are known. */
export function ChooseExpertises({
  branch,
  profile,
  onClose,
}: {
  branch: Identifier;
  profile: ExpertiseProfile;
  onClose: () => void;
}) {
  const notify = useNotify();
  const refresh = useRefreshBranch(branch);
  const all = useBranchExpertises(branch);
  const chosen = useProfileExpertises(branch, profile.id);
  if (!all.data || !chosen.data) return null;
  return (
    <ProfileExpertisesDialog
      profileName={profile.name}
      expertises={all.data}
      chosen={chosen.data.map((expertise) => expertise.id)}
      onClose={onClose}
      onSubmit={async (ids) => {
        await branchApi.setProfileExpertises(profile.id, ids);
        refresh();
        notify('toasts.updated', { type: 'success' });
        onClose();
      }}
    />
  );
}
