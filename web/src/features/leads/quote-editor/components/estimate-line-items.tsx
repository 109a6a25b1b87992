import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { LINE_ITEM_KINDS, LINE_ITEM_LABELS } from '@schemas/estimates';
import { FormNumberInput } from '@web/components/form-number-input';
import type { QuoteEditor } from '../model/use-quote-editor';
import { PRICE_INPUT } from './price-input';

const KIND_OPTIONS = LINE_ITEM_KINDS.map((kind) => ({ value: kind, label: LINE_ITEM_LABELS[kind] }));

/** The extra charges: one row per charge (kind, an optional detail or the Other charge's name, amount). */
export function EstimateLineItems({ editor }: { editor: QuoteEditor }) {
  const { control, register, formState } = editor.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'estimate.line_items' });
  const errors = formState.errors.estimate?.line_items;
  return (
    <Stack gap="xs" role="group" aria-labelledby="extra-charges-title">
      <Text id="extra-charges-title" fw={600} size="sm">
        Extra charges
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="gray.7">
          No extra charges. Add packing, stairs, a piano and the like.
        </Text>
      )}
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="xs" wrap="wrap">
          <NativeSelect
            label={`Charge ${index + 1}`}
            data={KIND_OPTIONS}
            disabled={!editor.editable}
            error={errors?.[index]?.kind?.message}
            {...register(`estimate.line_items.${index}.kind`)}
            w={{ base: '100%', xs: 210 }}
          />
          <TextInput
            label="Detail or name"
            placeholder="e.g. Piano"
            maxLength={80}
            disabled={!editor.editable}
            error={errors?.[index]?.label?.message}
            {...register(`estimate.line_items.${index}.label`)}
            style={{ flex: 1, minWidth: 140 }}
          />
          <FormNumberInput
            {...PRICE_INPUT}
            control={control}
            name={`estimate.line_items.${index}.amount`}
            label="Amount"
            required
            disabled={!editor.editable}
            error={errors?.[index]?.amount?.message}
            w={{ base: '70%', xs: 130 }}
          />
          {editor.editable && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={`Remove charge ${index + 1}`}
              onClick={() => remove(index)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {editor.editable && fields.length < 12 && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => append({ kind: 'PACKING', label: '', amount: '' })}
        >
          Add a charge
        </Button>
      )}
    </Stack>
  );
}
