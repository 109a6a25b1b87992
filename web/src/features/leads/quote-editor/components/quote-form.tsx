import { Alert, Button, Stack } from '@mantine/core';
import { QUOTE_STATUS_LABELS } from '@schemas/enums';
import { ModalActions } from '@web/components/app-modal';
import { EarlierQuoteLine } from '@web/components/earlier-quote-line';
import { QUOTE_EDITOR_MESSAGES as M } from '../messages';
import { useQuoteEditor, type QuoteEditorTarget } from '../model/use-quote-editor';
import { AvailabilityWarningModal } from './availability-warning-modal';
import { QuoteFields } from './quote-fields';

/** The quote form inside the editor modal: fields, Cancel and Save (kept in reach), then the calendar question. */
export function QuoteForm({ onCancel, ...target }: QuoteEditorTarget & { onCancel: () => void }) {
  const editor = useQuoteEditor(target);
  const { existing } = target;
  const warning = editor.availabilityWarning;

  return (
    <>
      <form onSubmit={(event) => void editor.submit(event)} noValidate>
        <Stack gap="md">
          {!editor.editable && existing && (
            <Alert color="gray" variant="light">
              This quote is {QUOTE_STATUS_LABELS[existing.status].toLowerCase()} and can no longer be edited.
            </Alert>
          )}
          <EarlierQuoteLine earlier={existing?.earlier_quote} />
          <QuoteFields editor={editor} />
          <ModalActions>
            <Button variant="default" onClick={onCancel}>
              {editor.editable ? 'Cancel' : 'Close'}
            </Button>
            {editor.editable && (
              <Button type="submit" loading={editor.saving} disabled={editor.checking}>
                {editor.checking ? M.checking : M.save}
              </Button>
            )}
          </ModalActions>
        </Stack>
      </form>
      <AvailabilityWarningModal opened={warning.opened} onNo={warning.dismiss} onYes={warning.sendAnyway} />
    </>
  );
}
