import { Anchor, Checkbox, List, Stack, Text } from '@mantine/core';
import type { MoveDocument, MoveDocumentId } from '@schemas/move-documents';

export const ACKNOWLEDGE_LABEL = 'I have read these documents';
export const ACKNOWLEDGE_REQUIRED = 'Confirm you have read the documents before booking';

/** The ids a booking body acknowledges: every listed document once ticked, none before. */
export const acknowledgedIds = (documents: readonly MoveDocument[], ticked: boolean): MoveDocumentId[] =>
  ticked ? documents.map((doc) => doc.id) : [];

/**
 * The documents the move's rules give the customer before booking (the regulators' own
 * publications, linked), and the box that confirms they read them. Nothing shows when the
 * move's rules list none.
 */
export function MoveDocumentsAcknowledgement({
  documents,
  ticked,
  onTick,
  showErrors,
}: {
  documents: readonly MoveDocument[];
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  showErrors: boolean;
}) {
  if (documents.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="move-documents">
      <Text size="sm" fw={600}>
        Read before you book
      </Text>
      <List size="sm" spacing={4}>
        {documents.map((doc) => (
          <List.Item key={doc.id}>
            <Anchor href={doc.url} target="_blank" rel="noreferrer" underline="always">
              {doc.title}
            </Anchor>{' '}
            <Text component="span" size="xs" c="gray.7">
              ({doc.source})
            </Text>
          </List.Item>
        ))}
      </List>
      <Checkbox
        label={ACKNOWLEDGE_LABEL}
        checked={ticked}
        onChange={(event) => onTick(event.currentTarget.checked)}
        error={showErrors && !ticked ? ACKNOWLEDGE_REQUIRED : undefined}
        required
      />
    </Stack>
  );
}
