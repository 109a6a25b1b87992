import { useEffect } from 'react';
import { Center, Text } from '@mantine/core';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { LoadingState } from '@web/components/loading-state';
import type { ConversationSummary } from '@web/lib/messaging/messaging-api';
import { notify } from '@web/lib/notify';
import { useConversation } from '../api/conversations';
import { useSendActions } from '../api/use-send-actions';
import type { Side } from '../model/conversation-display';
import { MESSAGES_PAGE } from '../messages';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import classes from './messaging.module.css';

interface ConversationPaneProps {
  conversation: ConversationSummary;
  side: Side;
  viewerId: string;
  live: boolean;
  /** Pay-per-lead companies get Quick Response. */
  quickResponses: boolean;
  onBack?: () => void;
  /** Called with the number of messages each time the thread loads, to mark it viewed. */
  onLoaded: (messageCount: number) => void;
}

/** The right pane: header, thread and input of the open conversation. */
export function ConversationPane({
  conversation,
  side,
  viewerId,
  live,
  quickResponses,
  onBack,
  onLoaded,
}: ConversationPaneProps) {
  const thread = useConversation(conversation.id, live);
  const actions = useSendActions(conversation.id);
  const count = thread.data?.messages?.length;

  useEffect(() => {
    if (count !== undefined) onLoaded(count);
  }, [count, onLoaded]);

  return (
    <div className={classes.pane} data-testid="conversation-pane">
      <ConversationHeader conversation={conversation} side={side} onBack={onBack} />
      {thread.data ? (
        <MessageThread messages={thread.data.messages ?? []} viewerId={viewerId} />
      ) : thread.isError ? (
        // Said here only, not in a toast as well.
        <Center className={classes.thread}>
          <Text c="red">{MESSAGING_MESSAGES.loadMessages}</Text>
        </Center>
      ) : (
        <div className={classes.thread}>
          <LoadingState label="Loading messages" />
        </div>
      )}
      <MessageComposer
        sending={actions.sending}
        onSendText={(text) => actions.sendText(text)}
        onSendImage={actions.sendImage}
        onQuickResponse={quickResponses ? (text) => void actions.sendText(text, true) : undefined}
        onInvalidImage={() => notify.failure(MESSAGES_PAGE.invalidImage)}
      />
    </div>
  );
}

/** The right pane with nothing chosen. */
export function NoConversationSelected() {
  return (
    <Center className={classes.pane} data-testid="empty-selection">
      <Text c="dimmed">{MESSAGING_MESSAGES.emptySelection}</Text>
    </Center>
  );
}
