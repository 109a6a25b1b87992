import { Text, Timeline } from '@mantine/core';
import type { ConciergeTimelineEntry } from '@schemas/concierge-desk';
import { formatInstantDay } from '@schemas/date-text';

/** What the concierge did so far, in the order it happened, each on its day in the viewer's time zone. */
export function ConciergeTimeline({ entries }: { entries: ConciergeTimelineEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label="What we did for you">
      {entries.map((entry, index) => (
        <Timeline.Item key={`${entry.at}-${index}`} title={entry.text}>
          <Text size="xs" c="gray.7">
            {formatInstantDay(entry.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
