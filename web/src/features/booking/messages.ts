import type { BookingStage } from '@schemas/bookings';

/** The booking page's words, written once. */
export const BOOKING_PAGE_MESSAGES = {
  loading: 'Loading the booking',
  loadFailed: "We couldn't load this booking",
  notFoundTitle: 'Booking not found',
  notFound:
    "This booking doesn't exist, was cancelled, or belongs to another account. Only the customer and the moving company of a booking can see it.",
  customerTitle: (company: string) => `Your move with ${company}`,
  companyTitle: (customer: string) => `Move for ${customer}`,
  adminTitle: (customer: string, company: string) => `${customer} with ${company}`,
  adminNotice: 'You are viewing this booking as an administrator. Only its customer and its company can act on it.',
  moveDay: 'Move day',
  arrivalWindow: 'Arrival window',
  arrivalUnconfirmedTitle: 'Arrival window not yet confirmed',
  arrivalUnconfirmedCustomer:
    'The company has not confirmed the crew’s arrival window yet. Contact them to make sure they are coming.',
  arrivalUnconfirmedCompany:
    'You have not confirmed the crew’s arrival window yet. The customer sees this notice until you do.',
  arrivalConfirmed: 'Arrival window confirmed by the company',
  awaitingCompletion: 'The move day has passed and the move is not marked completed yet.',
  termsTitle: 'Terms as booked',
  termsIntro: 'These terms were fixed when the move was booked; later edits of the quote do not change them.',
  agreedTotal: 'Agreed total',
  highestFinalPrice: 'Most the final price may be',
  price: 'Price',
  description: 'Description',
  noDescription: 'No description provided',
  companyContactTitle: 'Your moving company',
  customerContactTitle: 'Your customer',
  customerContactHidden:
    'This booking was cancelled, so the customer’s last name, e-mail and street addresses are hidden again, as on your lead.',
  moveTitle: 'The move',
  from: 'From',
  to: 'To',
  packing: 'Packing required',
  special: 'Special considerations',
  noSpecial: 'None',
  checklistTitle: 'Move-day checklist',
  back: 'Back',
  changeProposedBy: (company: string) => `Change proposed by ${company}`,
  changeReason: 'Reason',
  changeNew: 'New',
  changeAcceptedTitle: 'Change accepted',
  changeAcceptedText: (day: string, window: string) =>
    `Your move is now on ${day}, crew arrives ${window}. We e-mailed you the new calendar file; it replaces the one you have.`,
  changeWaiting: 'Waiting for the customer to accept or decline. The booking stays as it is until then.',
  changeCustomerHint: 'If you decline, your booking stays exactly as it is.',
  changeBooked: 'Booked',
  changeProposed: 'Proposed',
  accept: 'Accept change',
  decline: 'Decline',
  acceptFailed: 'Failed to accept the change',
  declineFailed: 'Failed to decline the change',
  proposeFailed: 'Failed to propose the change',
  proposeTitle: 'Propose a change',
  proposeIntro:
    'Need another day, arrival window or price, or more or fewer goods than the booked inventory? Propose it with a reason; the customer accepts or declines. Leave a field empty to keep it as booked.',
  proposeOpen: 'Propose a change',
  proposeSubmit: 'Send proposal',
  proposeCancel: 'Cancel',
  keepWindow: 'Keep as booked',
  historyTitle: 'Earlier changes',
  historyAccepted: 'Accepted',
  historyDeclined: 'Declined',
} as const;

export const STAGE_LABELS: Record<BookingStage, string> = {
  UPCOMING: 'Upcoming',
  COMPLETED_PENDING: 'Completed, awaiting the customer',
  COMPLETED: 'Completed',
  DISPUTED: 'Disputed',
  CANCELLED: 'Cancelled',
};

export const AWAITING_COMPLETION_LABEL = 'Awaiting completion';
/** The customer's own booking once the company marked it completed: the answer is theirs. */
export const COMPLETED_PENDING_FOR_CUSTOMER = 'Completed: confirm or dispute';

/** What each side does before the crew arrives: short, practical, in the order it is done. */
export const CHECKLISTS = {
  customer: [
    'Reserve parking for the truck (and the elevator, if your building has one) at both addresses.',
    'Set aside valuables, medicines, keys and important documents to carry yourself.',
    'Make sure someone is at the old address for the whole arrival window.',
    'Empty and defrost the fridge the day before; drain fuel from garden equipment.',
    'Label boxes by room and keep a box of first-night essentials with you.',
  ],
  company: [
    'Confirm the crew and the truck for the day and the arrival window.',
    'Bring the materials and equipment the booked terms include.',
    'Check both addresses for parking, stairs and elevators before the day.',
    'Give the crew the customer’s contact and special considerations.',
    'Call the customer if the crew will be late.',
  ],
} as const;
