import { formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import { REVIEW_ANSWER_MAX, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@schemas/reviews';

/** The booking page's review section: its words, written once. */
export const REVIEW_UI = {
  customerTitle: 'Your review',
  title: 'Reviews',
  loading: 'Loading the reviews',
  loadFailed: "We couldn't load the reviews",
  intro: (company: string, until: string) =>
    `How did ${company} do? Your review helps other customers choose. You can write it until ${until}.`,
  blindNote: (company: string) =>
    `${company} will not see your review until they have rated the move too, or 14 days after the move was completed.`,
  overall: 'Overall rating',
  priceBeside: (finalPrice: number, agreedTotal: number) =>
    `Final price ${formatDollars(finalPrice)} vs agreed ${formatDollars(agreedTotal)}`,
  text: 'About the move',
  formLabel: 'Write your review',
  textHint: `${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters about the move`,
  counter: (length: number) => `${length.toLocaleString('en-US')} / ${REVIEW_TEXT_MAX.toLocaleString('en-US')}`,
  photos: `Photos (optional, up to ${REVIEW_PHOTOS_MAX})`,
  photosPlaceholder: 'Choose photos',
  keptPhotos: 'Photos in your review',
  removePhoto: (n: number) => `Remove photo ${n}`,
  send: 'Send review',
  save: 'Save changes',
  cancel: 'Cancel',
  edit: 'Edit',
  sent: 'Thanks for your review',
  saved: 'Your review was updated',
  sendFailed: 'Failed to send your review',
  saveFailed: 'Failed to save your review',
  thanks: (company: string, date: string) =>
    `Thanks: your review will be published when ${company} has rated the move too, or on ${date}.`,
  thanksAdmin: (date: string) => `Not published yet: waiting for the company's rating, or until ${date}.`,
  publishedOn: (date: string) => `Published on ${date}`,
  editableUntil: (when: string) => `You can edit it until ${when}.`,
  windowClosed: 'The 30 days to review this move have passed.',
  photoAlt: (n: number) => `Review photo ${n}`,
  starsOf: (stars: number) => `${stars} out of 5 stars`,
  starLabel: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  // The company's side.
  customersReview: 'The customer’s review',
  reviewPending:
    'The customer’s review shows here once it is published: when both of you have reviewed the move, or 14 days after it was completed.',
  noReview: 'The customer has not reviewed this move.',
  rateTitle: 'Rate the customer (private: only MoveMatch sees it)',
  rateIntro: 'Your rating is never shown to the customer or to other companies.',
  note: 'Note (optional)',
  sendRating: 'Send rating',
  rated: 'Your rating of the customer was saved',
  rateFailed: 'Failed to save your rating',
  yourRating: 'Your private rating of the customer',
  companysRating: 'The company’s private rating of the customer',
  answerTitle: 'Answer publicly',
  answerLabel: 'Your answer',
  answerHint: `Up to ${REVIEW_ANSWER_MAX.toLocaleString('en-US')} characters; shown under the review, once.`,
  answerCounter: (length: number) => `${length.toLocaleString('en-US')} / ${REVIEW_ANSWER_MAX.toLocaleString('en-US')}`,
  sendAnswer: 'Publish answer',
  answered: 'Your answer was published',
  answerFailed: 'Failed to publish your answer',
  responseFrom: (company: string) => `Response from ${company}`,
  adminNote: 'Read-only: reviews are written by the booking’s customer and company.',
} as const;

/** 'Dec 11, 2026' in the Carolinas' time zone. */
export const formatReviewDate = (iso: string) => formatInstantDay(iso, 'America/New_York');

/** 'December 11 at 3:05 PM' in the Carolinas' time zone. */
export const formatReviewMoment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
  });
