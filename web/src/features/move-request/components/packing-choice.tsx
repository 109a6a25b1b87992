import { Group, Loader, Radio } from '@mantine/core';

interface PackingChoiceProps {
  value: boolean;
  saving: boolean;
  onChange: (packing: boolean) => void;
}

/**
 * Yes/no: does the customer want the movers to pack? Saves on change. Not disabled while
 * saving, so keyboard focus stays put; the form ignores changes until the save is done.
 */
export function PackingChoice({ value, saving, onChange }: PackingChoiceProps) {
  return (
    <Radio.Group
      label="Do you need help packing?"
      value={value ? 'yes' : 'no'}
      onChange={(choice) => !saving && onChange(choice === 'yes')}
    >
      <Group gap="lg" mt={8}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
        {saving && <Loader size="xs" aria-label="Saving" />}
      </Group>
    </Radio.Group>
  );
}
