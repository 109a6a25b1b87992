import { useState } from 'react';
import { Anchor, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { formatDollars } from '@schemas/money';
import {
  fullValueCoverageText,
  RELEASED_VALUE_PER_LB,
  VALUATION_LABELS,
  VALUATION_MESSAGES,
  type ValuationChoice,
  type ValuationOffer,
  type ValuationOption,
} from '@schemas/valuation';

/** FMCSA's page on protecting a move, with 'Your Rights and Responsibilities When You Move'. */
const FMCSA_PROTECT_YOUR_MOVE = 'https://www.fmcsa.dot.gov/protect-your-move';

export interface ValuationChoiceState {
  option: ValuationOption | null;
  signature: string;
  setOption: (option: ValuationOption) => void;
  setSignature: (signature: string) => void;
  /** The body's `valuation`, or null while the choice is incomplete (no option, or released without a name). */
  choice: ValuationChoice | null;
  /** What the chosen option adds to the bill. */
  charge: number;
}

/** The choice a booking form holds: the offer's default until the customer changes it. */
export function useValuationChoice(offer: ValuationOffer | undefined): ValuationChoiceState {
  const [picked, setOption] = useState<ValuationOption | null>(null);
  const [signature, setSignature] = useState('');
  const option = picked ?? offer?.default_option ?? null;
  const released = option === 'RELEASED';
  const choice: ValuationChoice | null =
    option === null || (released && signature.trim() === '')
      ? null
      : released
        ? { option, released_signature: signature.trim() }
        : { option };
  const charge = option === 'FULL_VALUE' ? (offer?.full_value?.price ?? 0) : 0;
  return { option, signature, setOption, setSignature, choice, charge };
}

const fullValuePrice = (offer: NonNullable<ValuationOffer['full_value']>) =>
  offer.included_in_price ? 'included in the price' : formatDollars(offer.price);

/**
 * The valuation a customer chooses when booking: full value protection (when the quote offers
 * it, or the move's rules require it) and released value, which takes their typed name under
 * the release statement. `showErrors` once they tried to confirm.
 */
export function ValuationChoiceFields({
  offer,
  state,
  showErrors,
}: {
  offer: ValuationOffer;
  state: ValuationChoiceState;
  showErrors: boolean;
}) {
  const released = state.option === 'RELEASED';
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Protection for your goods"
        description={
          <>
            What the mover pays if something is lost or damaged.{' '}
            <Anchor href={FMCSA_PROTECT_YOUR_MOVE} target="_blank" rel="noreferrer" size="xs" underline="always">
              What these mean (FMCSA)
            </Anchor>
          </>
        }
        value={state.option}
        onChange={(value) => state.setOption(value)}
        error={showErrors && state.option === null ? VALUATION_MESSAGES.choose : undefined}
        required
      >
        <Stack gap="xs" mt="xs">
          {offer.full_value && (
            <Radio
              value="FULL_VALUE"
              label={`${VALUATION_LABELS.FULL_VALUE}: ${fullValuePrice(offer.full_value)}`}
              description={fullValueCoverageText(offer.full_value)}
            />
          )}
          <Radio
            value="RELEASED"
            label={`${VALUATION_LABELS.RELEASED}: no charge`}
            description={`A 50 lb television pays at most ${formatDollars(50 * RELEASED_VALUE_PER_LB)}, whatever it cost.`}
          />
        </Stack>
      </Radio.Group>
      {released && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Release statement
            </Text>
            <Text size="sm" data-testid="release-statement">
              {offer.release_statement.text}
            </Text>
            {offer.release_waives_default && (
              <Text size="sm" c="gray.8">
                On a move between states, full value protection is the law&apos;s default: signing gives it up.
              </Text>
            )}
            <TextInput
              label="Type your full name to sign"
              value={state.signature}
              onChange={(event) => state.setSignature(event.currentTarget.value)}
              error={showErrors && state.signature.trim() === '' ? VALUATION_MESSAGES.signatureRequired : undefined}
              autoComplete="name"
              required
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
