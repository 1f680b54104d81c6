import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoveIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminResource } from '../../framework/AdminModelContext.tsx';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { branchApi, useBranchExpertises, useRefreshBranch, type Expertise } from './branch-api.ts';
import { ExpertiseDialog } from './ExpertiseDialog.tsx';
import { PanelFrame, PanelState } from '../../framework/show/PanelFrame.tsx';

type Open = { kind: 'add' } | { kind: 'rename' | 'move'; expertise: Expertise } | null;

/**
 * The branch's expertises in their order (spec §3 "Branch: ordered expertises"): numbered, each renamed or moved
 * in a dialog; "Expertise toevoegen" places a new one "Vóór expertise …" or "Als laatste".
 */
export default function OrderedExpertises({ record }: ExtensionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshBranch(record.id);
  const expertisesResource = useAdminResource('expertises');
  const { data: expertises, isPending, isError } = useBranchExpertises(record.id);
  const [open, setOpen] = useState<Open>(null);

  const done = (toast: 'toasts.added' | 'toasts.updated') => {
    refresh();
    notify(toast, { type: 'success' });
    setOpen(null);
  };

  return (
    <PanelFrame
      title={translate('screens.expertises.title')}
      subtitle={translate('screens.expertises.intro')}
      actions={
        <Button
          label="screens.expertises.add"
          onClick={() => setOpen({ kind: 'add' })}
          disabled={!expertises}
        >
          <AddIcon />
        </Button>
      }
    >
      {!expertises || expertises.length === 0 ? (
        <PanelState loading={isPending} empty={isError ? undefined : translate('screens.expertises.empty')} />
      ) : (
        <List component="ol" dense disablePadding aria-label={translate('screens.expertises.title')}>
          {expertises.map((expertise) => (
            <ListItem
              key={expertise.id}
              divider
              secondaryAction={
                <>
                  <Tooltip title={translate('screens.expertises.rename')}>
                    <IconButton
                      aria-label={translate('screens.expertises.renameOf', { name: expertise.name })}
                      onClick={() => setOpen({ kind: 'rename', expertise })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('screens.expertises.move')}>
                    <IconButton
                      aria-label={translate('screens.expertises.moveOf', { name: expertise.name })}
                      onClick={() => setOpen({ kind: 'move', expertise })}
                      disabled={expertises.length < 2}
                    >
                      <MoveIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              }
            >
              <Box
                component="span"
                aria-hidden
                sx={{ width: 32, flexShrink: 0, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              >
                {expertise.position}.
              </Box>
              <ListItemText
                primary={
                  expertisesResource ? (
                    <Link
                      component={RouterLink}
                      to={expertisesResource.paths.show(expertise.id)}
                      underline="hover"
                    >
                      {expertise.name}
                    </Link>
                  ) : (
                    expertise.name
                  )
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {open?.kind === 'add' && expertises && (
        <ExpertiseDialog
          title={translate('screens.expertises.add')}
          name=""
          position={{ choices: expertises, before: null }}
          onClose={() => setOpen(null)}
          onSubmit={async ({ name, before }) => {
            await branchApi.addExpertise(record.id, { name, before });
            done('toasts.added');
          }}
        />
      )}
      {open?.kind === 'rename' && (
        <ExpertiseDialog
          title={translate('screens.expertises.renameOf', { name: open.expertise.name })}
          name={open.expertise.name}
          onClose={() => setOpen(null)}
          onSubmit={async ({ name }) => {
            await branchApi.renameExpertise(open.expertise.id, name);
            done('toasts.updated');
          }}
        />
      )}
      {open?.kind === 'move' && expertises && (
        <MoveDialog
          expertise={open.expertise}
          expertises={expertises}
          onClose={() => setOpen(null)}
          onMoved={() => done('toasts.updated')}
        />
      )}
    </PanelFrame>
  );
}

/** "‘Wondzorg’ verplaatsen": the same choice as adding, without the expertise itself; it starts where it is. */
export function MoveDialog({
  expertise,
  expertises,
  onClose,
  onMoved,
}: {
  expertise: Expertise;
  expertises: readonly Expertise[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const translate = useTranslate();
  const index = expertises.findIndex((other) => other.id === expertise.id);
  const next = index >= 0 ? expertises[index + 1] : undefined;
  return (
    <ExpertiseDialog
      title={translate('screens.expertises.moveOf', { name: expertise.name })}
      position={{
        choices: expertises.filter((other) => other.id !== expertise.id),
        before: next?.id ?? null,
      }}
      submitLabel={translate('screens.expertises.move')}
      onClose={onClose}
      onSubmit={async ({ before }) => {
        await branchApi.moveExpertise(expertise.id, before);
        onMoved();
      }}
    />
  );
}
