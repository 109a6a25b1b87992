import { useId, type ReactNode } from 'react';
import { Group, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import { REVIEW_UI as M } from '../review-messages';

/**
 * One 1-to-5 star rating with its visible label tied to it: the stars are a radio group named
 * by the label, each star a radio named '3 stars'; an error is read with the group.
 */
export function RatingField({
  label,
  value,
  onChange,
  error,
  beside,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  /** A hint shown next to the stars (the computed figure behind a prefilled rating). */
  beside?: ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text id={`${id}-label`} component="span" size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Rating
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          size="lg"
          value={value}
          onChange={onChange}
          getSymbolLabel={M.starLabel}
        />
        {beside}
      </Group>
      {error && (
        <Text id={`${id}-error`} size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A rating as read: the stars for the eye, '4 out of 5 stars' for everyone. */
export function RatingShown({ label, value }: { label: string; value: number }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm">{label}</Text>
      <Group gap={6} wrap="nowrap">
        <Rating value={value} readOnly size="sm" aria-hidden />
        <Text size="sm" fw={600}>
          <VisuallyHidden>{M.starsOf(value)}</VisuallyHidden>
          <span aria-hidden>{value}/5</span>
        </Text>
      </Group>
    </Group>
  );
}
