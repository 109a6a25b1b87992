import { forwardRef } from 'react';
import { Select, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { filterStates, US_STATES } from '@schemas/us-states';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** Spec section 5: prefix of the name or the exact code. */
const byNameOrCode: OptionsFilter = ({ options, search }) => {
  const codes = new Set<string>(filterStates(search).map((state) => state.code));
  return options.filter((option: ComboboxParsedItem) => 'value' in option && codes.has(option.value));
};

interface StateSelectProps {
  value: string | null;
  onChange: (code: string | null) => void;
  onBlur: () => void;
  error?: string;
  /** False where the state may be left empty (the admin's company form). */
  required?: boolean;
}

/** The US state picklist (50 states plus DC). */
export const StateSelect = forwardRef<HTMLInputElement, StateSelectProps>(function StateSelect(
  { value, onChange, onBlur, error, required = true },
  ref,
) {
  return (
    <Select
      ref={ref}
      label="State"
      withAsterisk={required}
      clearable={!required}
      searchable
      // Typing 'nc' and pressing Enter picks North Carolina: the first match is highlighted as you type.
      selectFirstOptionOnChange
      data={STATE_OPTIONS}
      filter={byNameOrCode}
      nothingFoundMessage="No options to display"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      autoComplete="off"
      // The modal's own scroll area made Floating UI think the input was off screen on phones.
      comboboxProps={{ withinPortal: true, hideDetached: false, floatingStrategy: 'fixed' }}
    />
  );
});
