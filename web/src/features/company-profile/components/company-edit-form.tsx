import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { MyMovingCompany } from '@schemas/company-profile';
import { CompanyImageFields } from '@web/components/company/company-image-fields';
import { ServiceAreaFields } from '@web/components/company/service-area-fields';
import { useScrollToAnchor } from '@web/hooks/use-scroll-to-anchor';
import { COMPANY_EDIT_MESSAGES } from '../messages';
import { COMPANY_FIELD_LABELS as LABELS } from '../model/company-form';
import type { RenderCompanyPreview } from '../model/company-preview';
import { useCompanyEditForm } from '../model/use-company-edit-form';
import { CompanyDetailsFields } from './company-details-fields';
import { CompanyPreviewModal } from './company-preview-modal';

/** The service area's heading: '/profile/company-edit#service-area-title' links straight to it. */
const SERVICE_AREA_TITLE_ID = 'service-area-title';

/**
 * The company editor (spec sections 2 and 5): every field required, a preview of the public
 * page, then the save with its toasts.
 */
export function CompanyEditForm({
  company,
  renderPreview,
}: {
  company: MyMovingCompany;
  renderPreview: RenderCompanyPreview;
}) {
  const editor = useCompanyEditForm(company);
  useScrollToAnchor(SERVICE_AREA_TITLE_ID);
  const {
    control,
    formState: { errors, submitCount, isValid },
  } = editor.form;

  return (
    <>
      <form onSubmit={editor.openPreview} noValidate>
        <Stack gap="lg">
          <CompanyDetailsFields form={editor.form} dotNumberLocked={company.is_verified} />
          <Paper
            component="section"
            aria-labelledby={SERVICE_AREA_TITLE_ID}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
          >
            <Stack gap="md">
              {/* The margin keeps the heading clear of the sticky top bar when a link scrolls here. */}
              <Title order={2} size="h4" id={SERVICE_AREA_TITLE_ID} style={{ scrollMarginTop: 88 }}>
                Service area
              </Title>
              <ServiceAreaFields control={control} errors={errors} />
            </Stack>
          </Paper>
          <Paper component="section" aria-labelledby="images-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} size="h4" id="images-title">
                Images
              </Title>
              <CompanyImageFields control={control} errors={errors} labels={LABELS} required />
            </Stack>
          </Paper>
          {submitCount > 0 && !isValid && (
            <Alert color="red" variant="light" role="alert">
              {COMPANY_EDIT_MESSAGES.fixErrors}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md">
              Preview and save
            </Button>
          </Group>
        </Stack>
      </form>
      <CompanyPreviewModal
        company={editor.preview}
        saving={editor.saving}
        onClose={editor.closePreview}
        onSave={editor.save}
        renderPreview={renderPreview}
      />
    </>
  );
}
