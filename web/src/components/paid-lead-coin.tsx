import { Text, Tooltip } from '@mantine/core';
import { CoinIcon } from './icons';

/** The spec's tooltip of a lead paid for with a token (section 2, Find leads). */
export const PAID_LEAD_MESSAGE =
  "You've already paid for this lead—go ahead and send a message or quote without any extra charge.";

/** The paid-lead coin (has_token) of the lead search and the lead manager, named by its tooltip. */
export function PaidLeadCoin() {
  return (
    <Tooltip label={PAID_LEAD_MESSAGE} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text
        component="span"
        role="img"
        c="yellow.8"
        tabIndex={0}
        aria-label={PAID_LEAD_MESSAGE}
        style={{ display: 'inline-flex', flexShrink: 0 }}
      >
        <CoinIcon size={20} />
      </Text>
    </Tooltip>
  );
}
