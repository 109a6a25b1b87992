import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LiveSteps } from '@schemas/payments';
import { CheckIcon } from '@web/components/icons';
import { paths } from '@web/config/paths';
import { LIVE_MESSAGES as M } from '../messages';

interface Step {
  title: string;
  why: string;
  to: string;
  /** null: a step that is never 'done' (finding leads goes on). */
  done: boolean | null;
}

/**
 * Where a company lands after its first payment: it is live, and the three things that make
 * leads come (each a link, marked done when the company has done it already).
 */
export function YoureLivePanel({ steps }: { steps: LiveSteps }) {
  const list: Step[] = [
    { title: M.calendar, why: M.calendarWhy, to: paths.availabilityCalendar, done: steps.calendarPublished },
    {
      title: M.serviceArea,
      why: M.serviceAreaWhy,
      to: `${paths.profileCompanyEdit}#service-area-title`,
      done: steps.serviceAreaChosen,
    },
    { title: M.findLeads, why: M.findLeadsWhy, to: paths.findLeads, done: null },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="live-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden="true">
            <CheckIcon size={28} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={1} size="h3" id="live-title">
              {M.title}
            </Title>
            <Text c="gray.7">{M.intro}</Text>
          </Stack>
        </Group>
        <Title order={2} size="h5">
          {M.nextSteps}
        </Title>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((step) => (
            <Paper component="li" key={step.title} withBorder radius="md" p="sm" data-testid="live-step">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to={step.to} fw={700}>
                  {step.title}
                </Anchor>
                {step.done !== null && (
                  <Badge color={step.done ? 'green' : 'gray'} variant="light" radius="sm">
                    {step.done ? M.done : M.toDo}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="gray.7">
                {step.why}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
