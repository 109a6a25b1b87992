import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AppDialog } from '@web/components/app-modal';
import { paths } from '@web/config/paths';
import { PAYMENTS_MESSAGES as M } from '../messages';

/** Spec section 8: the company already has a plan; a way back to where plans are seen. */
export function AlreadyExistsModal({
  opened,
  forAdmin,
  onClose,
}: {
  opened: boolean;
  forAdmin: boolean;
  onClose: () => void;
}) {
  return (
    <AppDialog
      opened={opened}
      title={M.alreadyExistsTitle}
      onClose={onClose}
      actions={
        <Button component={Link} to={forAdmin ? paths.adminDashboard : paths.profile} data-autofocus>
          {forAdmin ? M.backToAdmin : M.backToProfile}
        </Button>
      }
    >
      {forAdmin ? M.alreadyExistsAdmin : M.alreadyExists}
    </AppDialog>
  );
}
