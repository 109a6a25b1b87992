import { NativeSelect } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { PRICING_BASES, PRICING_BASIS_LABELS, type PricingBasis } from '@schemas/estimates';
import { FormNumberInput } from '@web/components/form-number-input';
import type { QuoteEditor } from '../model/use-quote-editor';
import { PRICE_INPUT } from './price-input';

const RATE_LABELS: Record<Exclude<PricingBasis, 'FLAT'>, string> = {
  PER_CUBIC_FOOT: 'Rate per cubic foot',
  PER_100_LB: 'Rate per 100 lb',
};

/** '× 914.6 cu ft (inventory version 2)' or '× 6,417 lb ÷ 100 (inventory version 2)': what the rate multiplies. */
function rateDescription(basis: Exclude<PricingBasis, 'FLAT'>, inventory: NonNullable<QuoteEditor['inventory']>) {
  const { cubic_feet, weight_lb } = inventory.totals;
  const quantity =
    basis === 'PER_100_LB'
      ? `${weight_lb.toLocaleString('en-US')} lb ÷ 100`
      : `${cubic_feet.toLocaleString('en-US')} cu ft`;
  return `× ${quantity} (inventory version ${inventory.version})`;
}

/**
 * The moving charge of a binding or not-to-exceed estimate: a flat amount, or a rate times the
 * lead's inventory (cubic feet or weight), offered only once the customer listed one.
 */
export function MovingChargeFields({ editor }: { editor: QuoteEditor }) {
  const { control, register, formState } = editor.form;
  const errors = formState.errors.estimate;
  const basis = useWatch({ control, name: 'estimate.pricing_basis' });
  const disabled = !editor.editable;
  const totals = editor.inventory?.totals ?? null;
  const options = PRICING_BASES.map((value) => ({
    value,
    label: PRICING_BASIS_LABELS[value],
    disabled: value !== 'FLAT' && totals === null,
  }));
  return (
    <>
      <NativeSelect
        label="Price the moving charge"
        data={options}
        description={totals ? undefined : 'By volume or weight once the customer lists an inventory'}
        disabled={disabled}
        error={errors?.pricing_basis?.message}
        {...register('estimate.pricing_basis')}
      />
      {basis === 'FLAT' || !basis ? (
        <FormNumberInput
          {...PRICE_INPUT}
          control={control}
          name="estimate.base_price"
          label="Moving charge"
          description="Loading, transport and unloading"
          required
          disabled={disabled}
          error={errors?.base_price?.message}
        />
      ) : (
        <FormNumberInput
          {...PRICE_INPUT}
          control={control}
          name="estimate.unit_rate"
          label={RATE_LABELS[basis]}
          description={editor.inventory ? rateDescription(basis, editor.inventory) : undefined}
          required
          disabled={disabled}
          error={errors?.unit_rate?.message}
        />
      )}
    </>
  );
}
