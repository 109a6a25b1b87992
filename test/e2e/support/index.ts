/** The end-to-end fixture module: every spec imports its shared helpers from here. */
export { e2eStack } from './stack';
export { expect, saveScreenshot, screenshotDir, test } from './test';
export { card, chooseFilter, expectToastClearOfHeading, field, freshPage, navigateInApp, settled } from './page';
export { pressSpendingToken, spendDialog } from './lead-spend';
export { nextMonthDay, secondCalendarPageDay } from './calendar';
export { DEMO_ADMIN, DEMO_COMPANY, DEMO_COMPANY_USER, DEMO_CUSTOMER } from './demo';
export { freshCustomer, NEW_PASSWORD, startSignedIn } from './session';
export { addLocation, fillLocation, pickDates } from './move-form';
export { ownCompleteCompany, ownPayPerLeadCompany } from './companies';
export { expectTrustFacts } from './trust-facts';
export { axeInPage, describeAxeNode, seriousAxeFindings } from './axe';
export { columnNames, comparison } from './compare';
export { chooseItemisedEstimate, choosePriceOrRange, fillBookingDialog, openBookingDialog } from './booking';
export { bookingQueueRow } from './admin-queue';
