import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@web/config/paths';
import { COMPANY_MESSAGES } from '../messages';
import { sendMessageRule, type MessagingViewer } from '@web/lib/company-display';
import { ChatIcon } from '@web/components/icons';
import { notify } from '@web/lib/notify';

/**
 * 'Send a message' (spec section 5): a customer with a move request goes to messaging (the
 * conversation with this company comes with the messaging issue); anyone else gets the spec's
 * message as a toast.
 */
export function SendMessageButton({ viewer }: { viewer: MessagingViewer | null }) {
  const navigate = useNavigate();
  const onClick = () => {
    if (sendMessageRule(viewer) === 'open-messages') return void navigate(paths.messages);
    notify.error(COMPANY_MESSAGES.messageNotAllowed);
  };
  return (
    <Button size="md" radius="xl" leftSection={<ChatIcon size={18} />} onClick={onClick}>
      Send a message
    </Button>
  );
}
