import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormNumberInputProps<T extends FieldValues, TOut> = Omit<
  NumberInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'withAsterisk'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Shows the required asterisk (the form's resolver does the checking). */
  required?: boolean;
};

/**
 * A NumberInput bound to a react-hook-form field. No clamping or sign blocking and no
 * steppers: the form's messages say what is wrong instead (spec messages).
 */
export function FormNumberInput<T extends FieldValues, TOut = T>({
  control,
  name,
  required = false,
  ...props
}: FormNumberInputProps<T, TOut>) {
  const { field } = useController({ control, name });
  return (
    <NumberInput
      ref={field.ref}
      name={field.name}
      withAsterisk={required}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      clampBehavior="none"
      hideControls
      {...props}
    />
  );
}
