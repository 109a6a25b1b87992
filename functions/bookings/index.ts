/**
 * Bookings' public face: who may see a booked move (its customer, its company, an admin) and the
 * customer's own accepted photos. Other domains import this folder only through this file.
 */
export { BOOKING_NOT_FOUND, callersBooking, callersBookingAs, type BookingSide } from './callers-booking';
export { customersDisputePhotos as customersAcceptedPhotos } from './dispute-photos';
export { captureAtCompletion, holdBalance, releaseHold, withoutHold } from './balance-holds';
