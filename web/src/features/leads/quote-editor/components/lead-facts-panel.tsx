import { Accordion, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCalendarRange } from '@schemas/date-text';
import type { MoveRequest } from '@schemas/move-requests';
import { AddressBlock, Detail, MoveRegimeDetail } from '@web/components/move-details';
import { InventoryListView } from '@web/components/inventory/inventory-list';
import { InventoryTotalsFact } from '@web/components/inventory/inventory-totals';
import { LoadingState } from '@web/components/loading-state';
import { useInventory } from '@web/lib/api/inventory';
import { LEADS_MESSAGES } from '../../messages';
import { specialItems } from '../model/lead-facts';
import { leadSummary } from '../model/lead-summary';
import classes from './lead-facts-panel.module.css';

/** From this width on (Mantine's md, 992 px) the facts stand beside the form; below it they fold above it. */
export const BESIDE_FORM_QUERY = '(min-width: 62em)';

const TITLE_ID = 'lead-facts-title';

/**
 * The lead's facts while the company prices it (issue 40 item 9): who and when, both homes with
 * their floor, levels, stairs and elevator, the special items, the inventory by room and the
 * customer's notes. Read-only. Beside the form at desktop; a folded section above it on phones.
 */
export function LeadFactsPanel({ lead }: { lead: MoveRequest }) {
  // Read at once (not in an effect), as the modal does, so a phone never sees the open panel first.
  const beside = useMediaQuery(BESIDE_FORM_QUERY, undefined, { getInitialValueInEffect: false });
  const customer = lead.user?.firstName.trim();
  if (beside) {
    return (
      // It scrolls on its own when longer than the window: keyboard users reach it (tabIndex).
      <section aria-labelledby={TITLE_ID} className={classes.panel} tabIndex={0} data-testid="lead-facts">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={3} fz="md" id={TITLE_ID}>
              The move
            </Title>
            {customer && (
              <Text size="sm" c="gray.7">
                For {customer}
              </Text>
            )}
          </Stack>
          <LeadFacts lead={lead} />
        </Stack>
      </section>
    );
  }
  return (
    <Accordion variant="contained" radius="md" data-testid="lead-facts">
      <Accordion.Item value="facts">
        <Accordion.Control>
          <Text fw={700} size="sm">
            The move
          </Text>
          <Text size="sm" c="gray.7">
            {leadSummary(lead)}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <LeadFacts lead={lead} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The facts themselves, the same in both layouts. */
function LeadFacts({ lead }: { lead: MoveRequest }) {
  // The same read as the form's pricing by volume: one request. A lead the company may not read
  // yet (neither quoted nor saved) answers 403: its totals from the lead stand in.
  const inventory = useInventory(lead.id, { retry: false });
  const items = specialItems(inventory.data);
  return (
    <Stack gap="md">
      <Detail label="Move days">
        {formatCalendarRange(lead.date_range_start, lead.date_range_end)}
        {lead.is_packing_required ? ' · Packing needed' : ''}
      </Detail>
      <AddressBlock label="Move from" location={lead.move_request_from} />
      <AddressBlock label="Move to" location={lead.move_request_to} />
      <MoveRegimeDetail regime={lead.move_regime} />
      {inventory.data && (
        <Stack gap={4} data-testid="lead-special-items">
          <Text size="sm" fw={700} c="gray.7">
            Special items
          </Text>
          {items.length === 0 ? (
            <Text size="sm">None flagged in the inventory</Text>
          ) : (
            <List size="sm" spacing={4} listStyleType="none">
              {items.map((item, index) => (
                <List.Item key={`${item.room}-${item.name}-${index}`}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm">
                      {item.name}{' '}
                      <Text span size="sm" c="gray.7">
                        ({item.room})
                      </Text>
                    </Text>
                    {item.notes.map((note) => (
                      <Badge key={note} size="sm" variant="light" color="orange" radius="sm" tt="none">
                        {note}
                      </Badge>
                    ))}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
      <Detail label="Special considerations">
        {lead.special_considerations.trim() || LEADS_MESSAGES.noSpecialConsiderations}
      </Detail>
      {inventory.isPending ? (
        <LoadingState label="Loading the inventory" />
      ) : inventory.data ? (
        <InventoryListView inventory={inventory.data} />
      ) : (
        <InventoryTotalsFact totals={lead.inventory} />
      )}
    </Stack>
  );
}
