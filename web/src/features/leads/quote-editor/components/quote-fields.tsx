import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { FormNumberInput } from '@web/components/form-number-input';
import type { QuoteEditor } from '../model/use-quote-editor';

/** The price fields: dollars with cents, thousands separated. */
const PRICE_INPUT = { prefix: '$', thousandSeparator: ',', decimalScale: 2, inputMode: 'decimal' } as const;

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
