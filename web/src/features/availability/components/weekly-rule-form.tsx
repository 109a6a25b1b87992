import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { addDays } from '@web/lib/calendar/calendar-dates';
import { notify } from '@web/lib/notify';
import { AVAILABILITY_MESSAGES } from '../messages';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';
import { WEEKDAY_OPTIONS, WEEKDAY_PRESETS, weeklyRuleProblem } from '../model/weekly-rules';

/** Eight weeks from today: the period a rule offers first. */
const DEFAULT_RULE_WEEKS = 8;

/**
 * 'Every Sunday unavailable', 'weekdays available': marks the chosen weekdays of a period in one
 * step as unpublished edits, which the calendar's Publish then makes live.
 */
export function WeeklyRuleForm({ calendar }: { calendar: AvailabilityCalendarState }) {
  const [available, setAvailable] = useState('unavailable');
  const [weekdays, setWeekdays] = useState<string[]>(['0']);
  const [from, setFrom] = useState(calendar.today);
  const [to, setTo] = useState(() => addDays(calendar.today, DEFAULT_RULE_WEEKS * 7 - 1));
  const [problem, setProblem] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  async function apply() {
    const rule = { from, to, weekdays, available: available === 'available' };
    const found = weeklyRuleProblem(rule, calendar.today);
    setProblem(found);
    if (found) return;
    setApplying(true);
    try {
      notify.success(AVAILABILITY_MESSAGES.ruleApplied(await calendar.applyWeeklyRule(rule), rule.available));
    } catch {
      notify.failure(AVAILABILITY_MESSAGES.ruleFailed);
    } finally {
      setApplying(false);
    }
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="weekly-rule-heading"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="weekly-rule-heading">
            {AVAILABILITY_MESSAGES.ruleHeading}
          </Title>
          <Text size="sm" c="gray.7">
            {AVAILABILITY_MESSAGES.ruleIntro}
          </Text>
        </div>
        <Radio.Group label="Mark as" value={available} onChange={setAvailable}>
          <Group gap="lg" mt={4}>
            <Radio value="available" label="Available" />
            <Radio value="unavailable" label="Unavailable" />
          </Group>
        </Radio.Group>
        <Checkbox.Group label="On these days of the week" value={weekdays} onChange={setWeekdays}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={4}>
            {WEEKDAY_OPTIONS.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => setWeekdays([...WEEKDAY_PRESETS.weekdays])}>
            Weekdays
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => setWeekdays([...WEEKDAY_PRESETS.weekends])}>
            Weekends
          </Button>
        </Group>
        <Group grow gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={from}
            min={calendar.today}
            onChange={(event) => setFrom(event.currentTarget.value)}
            miw={150}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            min={from}
            onChange={(event) => setTo(event.currentTarget.value)}
            miw={150}
          />
        </Group>
        {problem && (
          <Text role="alert" size="sm" c="red.9">
            {problem}
          </Text>
        )}
        <Button variant="default" onClick={apply} loading={applying} disabled={!calendar.canEdit}>
          Apply to calendar
        </Button>
      </Stack>
    </Paper>
  );
}
