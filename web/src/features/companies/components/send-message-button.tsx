import { Button } from '@mantine/core';
import { ChatIcon } from '@web/components/icons';
import { useMessageCompany } from '@web/lib/messaging/use-message-actions';

/**
 * 'Send a message' (spec section 5): a customer with a move request opens (or finds) the
 * conversation with this company and lands in it; anyone else gets the spec's message.
 */
export function SendMessageButton({ companyId }: { companyId: string }) {
  const { messageCompany, opening } = useMessageCompany();
  return (
    <Button
      size="md"
      radius="xl"
      leftSection={<ChatIcon size={18} />}
      loading={opening}
      onClick={() => messageCompany(companyId)}
    >
      Send a message
    </Button>
  );
}
