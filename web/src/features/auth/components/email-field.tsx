import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

type EmailFieldProps = Omit<TextInputProps, 'label' | 'type' | 'autoComplete' | 'inputMode' | 'withAsterisk'> & {
  ref?: Ref<HTMLInputElement>;
};

/** The account flows' required 'Email' field; spread `register('email')` into it. */
export function EmailField(props: EmailFieldProps) {
  return <TextInput label="Email" type="email" autoComplete="email" inputMode="email" withAsterisk {...props} />;
}
