import { Text, Timeline } from '@mantine/core';
import type { ConciergeTimelineEntry } from '@schemas/concierge-desk';
import { formatDay } from '@web/lib/calendar/calendar-dates';

/** What the concierge did so far, oldest first ('Requested 5 companies', '3 quoted', the recommendation). */
export function ConciergeTimeline({ entries }: { entries: ConciergeTimelineEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label="What we did for you">
      {entries.map((entry, index) => (
        <Timeline.Item key={`${entry.at}-${index}`} title={entry.text}>
          <Text size="xs" c="gray.7">
            {formatDay(entry.at.slice(0, 10))}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
