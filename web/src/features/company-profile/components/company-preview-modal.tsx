import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PublicMovingCompany } from '@schemas/companies';
import { LAYOUT } from '@schemas/constants';
import type { RenderCompanyPreview } from '../model/company-preview';

interface CompanyPreviewModalProps {
  company: PublicMovingCompany | null;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  renderPreview: RenderCompanyPreview;
}

/** The public page as it will look, before saving (full screen on phones). */
export function CompanyPreviewModal({ company, saving, onClose, onSave, renderPreview }: CompanyPreviewModalProps) {
  const phone = useMediaQuery(`(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title="Preview of your public profile"
      size="xl"
      radius="lg"
      fullScreen={phone}
    >
      {company && (
        <Stack gap="lg">
          <Text size="sm" c="gray.7">
            This is how customers will see your company. Save to publish the changes.
          </Text>
          <div inert>{renderPreview(company)}</div>
          {/* Sticky: on a phone the preview is long, and the choice stays in reach. */}
          <Group
            justify="flex-end"
            gap="sm"
            py="sm"
            bg="white"
            style={{ position: 'sticky', bottom: 0, borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 1 }}
          >
            <Button variant="default" onClick={onClose} disabled={saving}>
              Keep editing
            </Button>
            <Button onClick={onSave} loading={saving}>
              Save changes
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
