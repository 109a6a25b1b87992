/**
 * The company's create-or-edit quote modal (spec section 2, Find leads; section 5, Quote),
 * shared by Find leads and Manage leads. Contract for callers; the body is built by the
 * company-quotes slice.
 */
export interface QuoteEditorModalProps {
  /** The lead being quoted; null keeps the modal closed. */
  moveRequestId: string | null;
  onClose: () => void;
  /** After the quote was sent or updated (callers refresh their lists). */
  onSaved?: () => void;
}

export function QuoteEditorModal(_props: QuoteEditorModalProps) {
  return null;
}
