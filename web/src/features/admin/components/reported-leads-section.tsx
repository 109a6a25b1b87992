import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import type { OpenLeadReport } from '@schemas/lead-reports';
import { useDismissLeadReport, useOpenLeadReports } from '../api/lead-reports';
import { REPORTED_LEADS_TEXT as T, reportKey } from '../model/reported-leads';
import { AdminListFrame } from './admin-list-frame';
import { MarkReportedMoveInvalidDialog } from './mark-reported-move-invalid-dialog';
import { ReportedLeadCard } from './reported-lead-card';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

/**
 * The admin's queue of invalid-lead reports, oldest first: each with its move, company, reason
 * and note, and the two decisions, 'Mark move invalid' (after a confirmation) and 'Dismiss'. The
 * outcome line sits above the list, since a decided report leaves it.
 */
export function ReportedLeadsSection() {
  const queue = useOpenLeadReports();
  const dismiss = useDismissLeadReport();
  const outcome = useOutcomeLine();
  const [confirming, setConfirming] = useState<OpenLeadReport | null>(null);
  const onDismiss = (report: OpenLeadReport) =>
    dismiss.mutate(
      { move_request_id: report.move_request_id, company_id: report.moving_company_id },
      {
        onSuccess: () => outcome.show('success', T.dismissed(report.company_name)),
        onError: (error) => outcome.fail(T.dismissFailed, error),
      },
    );
  const dismissingKey =
    dismiss.isPending && dismiss.variables
      ? `${dismiss.variables.move_request_id}:${dismiss.variables.company_id}`
      : null;
  return (
    <Stack gap="sm">
      <TimedMessageAlert message={outcome.message} />
      <AdminListFrame query={{ ...queue, data: queue.data?.items }} text={T} emptyTestId="reported-leads-empty">
        {(reports) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {reports.map((report) => (
              <ReportedLeadCard
                key={reportKey(report)}
                report={report}
                onMarkInvalid={setConfirming}
                onDismiss={onDismiss}
                dismissing={dismissingKey === reportKey(report)}
              />
            ))}
          </SimpleGrid>
        )}
      </AdminListFrame>
      <MarkReportedMoveInvalidDialog report={confirming} onClose={() => setConfirming(null)} outcome={outcome} />
    </Stack>
  );
}
