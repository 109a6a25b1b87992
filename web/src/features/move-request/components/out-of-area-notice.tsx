import { Alert, Anchor } from '@mantine/core';
import { SUPPORT_EMAIL } from '@schemas/constants';

/**
 * Matching covers moves leaving North or South Carolina (functions/matches): said before the
 * customer submits, not after as "widen your dates".
 */
export function OutOfAreaNotice() {
  return (
    <Alert color="yellow" variant="light" title="Our movers cover North and South Carolina" data-testid="out-of-area">
      Your move starts outside the Carolinas, so none of our vetted companies can take it yet. Contact support at{' '}
      <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> and we'll help you find a mover.
    </Alert>
  );
}
