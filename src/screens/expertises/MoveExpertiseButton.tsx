import MoveIcon from '@mui/icons-material/SwapVert';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { useBranchExpertises, useRefreshBranch } from '../branches/branch-api.ts';
import { MoveDialog } from '../branches/OrderedExpertises.tsx';

/** "Verplaatsen" on an expertise's own page: the branch panel's move dialog, among its branch's expertises. */
export default function MoveExpertiseButton({ record }: ExtensionProps) {
  const notify = useNotify();
  const branch = String(record.branch);
  const refresh = useRefreshBranch(branch);
  const { data: expertises } = useBranchExpertises(branch);
  const [open, setOpen] = useState(false);
  const expertise = expertises?.find((other) => other.id === record.id);
  return (
    <>
      <Button
        label="screens.expertises.move"
        onClick={() => setOpen(true)}
        disabled={!expertise || !expertises || expertises.length < 2}
      >
        <MoveIcon />
      </Button>
      {open && expertise && expertises && (
        <MoveDialog
          expertise={expertise}
          expertises={expertises}
          onClose={() => setOpen(false)}
          onMoved={() => {
            refresh();
            notify('toasts.updated', { type: 'success' });
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
