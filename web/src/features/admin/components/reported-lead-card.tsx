import { Badge, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LEAD_REPORT_REASON_LABELS, type OpenLeadReport } from '@schemas/lead-reports';
import { formatDateTime } from '../model/format';
import { REPORTED_LEADS_TEXT as T, reportedDates, reportedRoute } from '../model/reported-leads';

interface ReportedLeadCardProps {
  report: OpenLeadReport;
  onMarkInvalid: (report: OpenLeadReport) => void;
  onDismiss: (report: OpenLeadReport) => void;
  dismissing: boolean;
}

/** One open invalid-lead report as a card: the move, who reported it, why, and the two decisions. */
export function ReportedLeadCard({ report, onMarkInvalid, onDismiss, dismissing }: ReportedLeadCardProps) {
  const { move } = report;
  const headingId = `reported-lead-${report.move_request_id}-${report.moving_company_id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md" data-testid="reported-lead">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {reportedRoute(move)}
          </Title>
          {move?.invalidated && (
            <Badge color="gray" variant="light" radius="sm">
              {T.alreadyInvalid}
            </Badge>
          )}
        </Group>
        {move && <Text size="sm">{reportedDates(move)}</Text>}
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {T.reportedBy(report.company_name, formatDateTime(report.reported_at))}
        </Text>
        <Badge color="orange" variant="light" radius="sm" tt="none" w="fit-content">
          {LEAD_REPORT_REASON_LABELS[report.reason]}
        </Badge>
        {report.note && (
          <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.note}
          </Blockquote>
        )}
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          Move request {report.move_request_id}
        </Text>
        <Group gap="sm" mt={4}>
          <Button variant="light" color="red" onClick={() => onMarkInvalid(report)} disabled={move === null}>
            {T.markInvalid}
          </Button>
          <Button variant="default" onClick={() => onDismiss(report)} loading={dismissing}>
            {T.dismiss}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
