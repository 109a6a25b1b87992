import { Select } from '@mantine/core';
import { LEAD_FILTERS } from '@schemas/enums';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import { LEAD_FILTER_LABELS, type LeadFilter } from '../model/lead-filter';

const FILTER_OPTIONS = LEAD_FILTERS.map((value) => ({ value, label: LEAD_FILTER_LABELS[value] }));

/** 'Filter leads' (spec section 4, Lead filter values); no choice shows every lead. */
export function LeadFilterSelect({
  value,
  onChange,
}: {
  value: LeadFilter | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      label={M.filterLabel}
      placeholder={M.filterPlaceholder}
      data={FILTER_OPTIONS}
      value={value}
      onChange={onChange}
      clearable
      allowDeselect
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
