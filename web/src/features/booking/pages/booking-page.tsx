import type { ComponentType } from 'react';
import { Anchor, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { GoBackButton } from '@web/components/go-back-button';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { MessageScreen } from '@web/components/message-screen';
import { paths } from '@web/config/paths';
import { ArrivalSection } from '../components/arrival-section';
import { CancelledByCompanySection, CompanyCancelSection } from '../components/cancellation-section';
import { NoShowSection } from '../components/no-show-section';
import { CardUpdateSection } from '../components/card-update-section';
import { BookingContactSection } from '../components/booking-contact-section';
import { ChangeProposalSection } from '../components/change-proposal-section';
import { BookingHeader } from '../components/booking-header';
import { BookingMoveSection } from '../components/booking-move-section';
import { BookingNoticesSection } from '../components/booking-notices-section';
import { BookingTermsSection } from '../components/booking-terms-section';
import { BookingWhenSection } from '../components/booking-when-section';
import { CompletionSection } from '../components/completion-section';
import { ClaimSection } from '../components/claim-section';
import { MoveDayChecklistSection } from '../components/move-day-checklist-section';
import { MoveDayRecordSection } from '../components/move-day-record-section';
import { ReviewSection } from '../components/review-section';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSectionProps } from '../model/booking-section';
import { useBookingPage } from '../model/use-booking-page';

/**
 * The page's sections, top to bottom. Each is its own component (components/) that receives the
 * booking and the viewer's side and renders nothing when it has nothing for that side; a new
 * part of the booking lifecycle adds its section here.
 */
const BOOKING_SECTIONS: ReadonlyArray<ComponentType<BookingSectionProps>> = [
  BookingHeader,
  BookingWhenSection,
  BookingNoticesSection,
  CancelledByCompanySection,
  NoShowSection,
  CardUpdateSection,
  ChangeProposalSection,
  ArrivalSection,
  MoveDayRecordSection,
  CompletionSection,
  ClaimSection,
  ReviewSection,
  BookingTermsSection,
  BookingContactSection,
  BookingMoveSection,
  MoveDayChecklistSection,
  CompanyCancelSection,
];

/** /bookings/:quoteId: one booked move for its customer and its company (an admin may read it). */
export function BookingPage() {
  const { booking, side, notFound, back } = useBookingPage();
  if (notFound) return <BookingNotFound />;
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {back && (
          <Anchor component={Link} to={back.to} size="sm" fw={600}>
            ← {back.label}
          </Anchor>
        )}
        {booking.data && side ? (
          BOOKING_SECTIONS.map((Section, index) => <Section key={index} booking={booking.data} side={side} />)
        ) : booking.isError ? (
          <LoadErrorAlert
            title={M.loadFailed}
            error={booking.error}
            retrying={booking.isFetching}
            onRetry={() => void booking.refetch()}
          />
        ) : (
          <LoadingState label={M.loading} />
        )}
      </Stack>
    </Container>
  );
}

function BookingNotFound() {
  return (
    <MessageScreen eyebrow="404" title={M.notFoundTitle} action={<GoBackButton fallback={paths.home} />}>
      {M.notFound}
    </MessageScreen>
  );
}
