import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { FormNumberInput } from '@web/components/form-number-input';
import { LeadPriceGuide } from '@web/components/price-guide/lead-price-guide';
import type { QuoteFormMode } from '../model/quote-form';
import type { QuoteEditor } from '../model/use-quote-editor';
import { EstimateFields } from './estimate-fields';
import { PRICE_INPUT } from './price-input';

/** The itemised estimate first: a new quote starts as one (issue 40 item 9). */
const MODES: Array<{ value: QuoteFormMode; label: string }> = [
  { value: 'estimate', label: 'Itemised estimate' },
  { value: 'price', label: 'Price or range' },
];

/** The quote's fields (spec section 5, Quote): price or range, description, who prepared it. */
export function QuoteFields({ editor }: { editor: QuoteEditor }) {
  const {
    form: {
      control,
      register,
      formState: { errors },
    },
    editable,
  } = editor;
  const mode = useWatch({ control, name: 'mode' });
  return (
    <>
      <Stack gap={4}>
        <Text id="quote-mode-label" fw={500} size="sm">
          How you quote
        </Text>
        <SegmentedControl
          aria-labelledby="quote-mode-label"
          data={MODES}
          value={mode}
          disabled={!editable}
          onChange={(value) => editor.form.setValue('mode', value)}
        />
        {mode === 'price' && (
          <Text size="xs" c="gray.7">
            An itemised estimate lets customers compare your crew, fees and terms line by line.
          </Text>
        )}
      </Stack>
      {editable && <LeadPriceGuide moveRequestId={editor.moveRequestId} />}
      {mode === 'estimate' ? <EstimateFields editor={editor} /> : <PriceFields editor={editor} />}
      <Textarea
        label="Description"
        description="What the price includes: crew, truck, hours, packing…"
        rows={5}
        maxLength={4000}
        disabled={!editable}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextInput label="Prepared by" value={editor.preparedBy} readOnly variant="filled" />
    </>
  );
}

/** The spec's price or range. */
function PriceFields({ editor }: { editor: QuoteEditor }) {
  const {
    form: {
      control,
      formState: { errors },
    },
    editable,
  } = editor;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormNumberInput
          {...PRICE_INPUT}
          control={control}
          name="price"
          label="Total quote amount or range start"
          required
          disabled={!editable}
          error={errors.price?.message}
          data-autofocus
        />
        <FormNumberInput
          {...PRICE_INPUT}
          control={control}
          name="top_price"
          label="Range end"
          description="Optional"
          disabled={!editable}
          error={errors.top_price?.message}
        />
      </SimpleGrid>
    </>
  );
}
