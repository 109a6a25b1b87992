import { Accordion, Paper, Stack, Text } from '@mantine/core';
import type { DisputeMessage } from '@schemas/booking-completion';
import type { CompletionView } from '@schemas/booking-completion-view';
import { formatDollars } from '@schemas/money';
import { formatInstantDay } from '@schemas/date-text';

const TEXT = {
  prices: (customer: string, company: string, named: boolean) =>
    `The customer’s price: ${customer} (${named ? 'what they named as fair' : 'the agreed total'}). The company’s final price: ${company}.`,
  companySide: 'The company’s side',
  noStatement: 'The company has not given its side yet.',
  conversation: (count: number) =>
    `Conversation between the two sides (${count} ${count === 1 ? 'message' : 'messages'})`,
  noConversation: 'The two sides did not write to each other on MoveMatch.',
} as const;

const when = (iso: string) => formatInstantDay(iso, 'America/New_York');

/** What the admin reads before deciding a dispute: both prices, the company's side, the conversation. */
export function DisputeRecord({
  dispute,
  finalPrice,
  conversation,
}: {
  dispute: NonNullable<CompletionView['dispute']>;
  finalPrice: number;
  conversation: DisputeMessage[];
}) {
  return (
    <Stack gap="xs" data-testid="dispute-record">
      <Text size="sm" fw={500}>
        {TEXT.prices(formatDollars(dispute.customer_price), formatDollars(finalPrice), dispute.fair_price !== null)}
      </Text>
      <Text fw={600} size="sm">
        {TEXT.companySide}
      </Text>
      {dispute.company_statement ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="company-statement">
          “{dispute.company_statement.text}” ({when(dispute.company_statement.at)})
        </Text>
      ) : (
        <Text size="sm" c="gray.7">
          {TEXT.noStatement}
        </Text>
      )}
      {conversation.length === 0 ? (
        <Text size="sm" c="gray.7">
          {TEXT.noConversation}
        </Text>
      ) : (
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="conversation">
            <Accordion.Control>{TEXT.conversation(conversation.length)}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs" data-testid="dispute-conversation">
                {conversation.map((message, index) => (
                  <Paper
                    key={index}
                    withBorder
                    radius="sm"
                    p="xs"
                    bg={message.side === 'company' ? 'gray.0' : undefined}
                  >
                    <Text size="xs" c="gray.7">
                      {message.sender} ({message.side === 'company' ? 'company' : 'customer'}) · {when(message.at)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.content}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </Stack>
  );
}
