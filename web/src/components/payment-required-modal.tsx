import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { AppDialog } from './app-modal';

/** The words of the two 402 dialogs (spec sections 2, 6 and 8). */
export const PAYMENT_REQUIRED_MESSAGES = {
  title: 'Subscription required',
  leads: 'Your company needs an active subscription to work with leads.',
  chooseSubscription: 'Choose a subscription',
  inactive: 'Your subscription is not active.',
  manageSubscription: 'Manage Subscription',
} as const;

/**
 * 'leads': a 402 on lead search or the lead manager, the paywall (to the plan choice).
 * 'inactive': a 402 on the calendar, the inactive-subscription modal (to /profile).
 */
export type PaymentRequiredVariant = 'leads' | 'inactive';

function wordsFor(variant: PaymentRequiredVariant) {
  const M = PAYMENT_REQUIRED_MESSAGES;
  return variant === 'leads'
    ? { text: M.leads, action: M.chooseSubscription, to: paths.addStripe }
    : { text: M.inactive, action: M.manageSubscription, to: paths.profile };
}

interface PaymentRequiredModalProps {
  opened: boolean;
  variant: PaymentRequiredVariant;
  onClose: () => void;
}

/** A 402 answer: the company's plan does not cover this page. One button says where to go. */
export function PaymentRequiredModal({ opened, variant, onClose }: PaymentRequiredModalProps) {
  const words = wordsFor(variant);
  return (
    <AppDialog
      opened={opened}
      title={PAYMENT_REQUIRED_MESSAGES.title}
      onClose={onClose}
      actions={
        <Button component={Link} to={words.to} data-autofocus>
          {words.action}
        </Button>
      }
    >
      {words.text}
    </AppDialog>
  );
}

/** The same message in the page, for after the modal was closed. */
export function PaymentRequiredNotice({ variant }: { variant: PaymentRequiredVariant }) {
  const words = wordsFor(variant);
  return (
    <Alert color="yellow" variant="light" title={PAYMENT_REQUIRED_MESSAGES.title} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{words.text}</Text>
        <Button component={Link} to={words.to} size="sm">
          {words.action}
        </Button>
      </Stack>
    </Alert>
  );
}
