import { Container } from '@mantine/core';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { PaymentRequiredNotice } from '@web/components/payment-required-modal';
import { usePageTitle } from '@web/hooks/use-page-title';
import { MessagesLayout } from '../components/messages-layout';
import { MESSAGES_PAGE } from '../messages';
import { useMessagesPage } from '../model/use-messages-page';

/**
 * /messages (spec section 2): the conversation list and the open conversation side by side,
 * or, under 768 px, one at a time with a back button. `?conversation=` is the open one.
 */
export function MessagesPage() {
  usePageTitle(MESSAGES_PAGE.title);
  const page = useMessagesPage();
  const { conversations } = page;

  if (page.paymentRequired) {
    // Spec section 2: a blocking panel; nothing of the conversations shows.
    return (
      <Container size="sm" py="xl" data-testid="messages-payment-required">
        <PaymentRequiredNotice variant="leads" />
      </Container>
    );
  }
  // A next page that failed keeps the list (its button offers it again); anything else shows the error.
  if (conversations.isError && !conversations.isFetchNextPageError) {
    return (
      <Container size="sm" py="xl">
        <LoadErrorAlert
          title={MESSAGING_MESSAGES.loadConversations}
          error={conversations.error as Error}
          retrying={conversations.isFetching}
          onRetry={() => void conversations.refetch()}
        />
      </Container>
    );
  }
  if (!conversations.data || !page.user) {
    return <LoadingState label="Loading conversations" />;
  }
  return <MessagesLayout page={page} viewerId={page.user.id} />;
}
