import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { PAYWALL_MESSAGES as M } from '../messages';
import type { PaywallGate } from '../model/use-paywall-gate';

/** The dialog's buttons stack on phones and sit side by side from 576 px. */
const FULL_ON_PHONES = { base: '100%', xs: 'auto' } as const;

/** A settled status: a way elsewhere, then (with the focus) the way forward. */
const LINK_PAIRS = {
  active: [
    { label: M.myAccount, to: paths.profile },
    { label: M.goToSearch, to: paths.findLeads },
  ],
  inactive: [
    { label: M.goToSearch, to: paths.findLeads },
    { label: M.updatePaymentInfo, to: paths.addStripe },
  ],
} as const;

/** The gate dialog's buttons for its view (spec section 4); the last one takes the focus. */
export function PaywallActions({ gate }: { gate: PaywallGate }) {
  switch (gate.view) {
    case 'active':
    case 'inactive':
      return LINK_PAIRS[gate.view].map(({ label, to }, index) => (
        <Button
          key={to}
          w={FULL_ON_PHONES}
          variant={index === 0 ? 'default' : undefined}
          component={Link}
          to={to}
          data-autofocus={index === 1 || undefined}
        >
          {label}
        </Button>
      ));
    case 'pending':
      return (
        <Button w={FULL_ON_PHONES} onClick={gate.refreshNow} data-autofocus>
          {M.refreshPage}
        </Button>
      );
    case 'not-verified':
      return (
        <>
          <Button w={FULL_ON_PHONES} variant="subtle" component="a" href={`mailto:${SUPPORT_EMAIL}`}>
            {M.emailSupport}
          </Button>
          <Button w={FULL_ON_PHONES} variant="default" onClick={gate.switchToFreeVersion} loading={gate.switching}>
            {M.useFreeVersion}
          </Button>
          <Button
            w={FULL_ON_PHONES}
            component={Link}
            to={paths.addStripe}
            onClick={() => gate.addPayment()}
            data-autofocus
          >
            {M.addPayment}
          </Button>
        </>
      );
  }
}
