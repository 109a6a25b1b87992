import { Group, Loader, Switch } from '@mantine/core';
import { ONLY_CHOSEN_COMPANIES_HELP, ONLY_CHOSEN_COMPANIES_LABEL } from '@schemas/quote-choice';
import { SectionCard } from './section-card';

interface QuoteChoiceSwitchProps {
  value: boolean;
  saving: boolean;
  onChange: (onlyChosen: boolean) => void;
}

/**
 * 'Only the companies I choose may send me quotes', with what it means. Saves on change (as
 * packing does); not disabled while saving, so keyboard focus stays put.
 */
export function QuoteChoiceSwitch({ value, saving, onChange }: QuoteChoiceSwitchProps) {
  return (
    <SectionCard id="quote-choice" title="Who may send you quotes" incomplete={false}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Switch
          label={ONLY_CHOSEN_COMPANIES_LABEL}
          description={ONLY_CHOSEN_COMPANIES_HELP}
          checked={value}
          onChange={(event) => !saving && onChange(event.currentTarget.checked)}
        />
        {saving && <Loader size="xs" aria-label="Saving" />}
      </Group>
    </SectionCard>
  );
}
