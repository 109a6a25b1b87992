import type { CompanyQuote } from '@schemas/company-quotes';
import { TIMINGS } from '@schemas/constants';
import { routes } from '@schemas/routes';
import { routeErrorBody } from '@web/lib/api-error';
import { assignAfter } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { QUOTE_EDITOR_MESSAGES as M } from '../messages';

/*
 * What the company hears after Save and send quote (spec sections 2, 5 and 8): the spec's
 * toast, and with a payment pending or refused, the checkout 3 s later.
 */

/** A saved quote: sent (or updated), or sent with its token payment still to make. */
export function reportQuoteSaved(result: Pick<CompanyQuote, 'paymentPending' | 'checkoutUrl'>, isUpdate: boolean) {
  if (result.paymentPending && result.checkoutUrl) {
    notify.info(isUpdate ? M.updatedPaymentPending : M.sentPaymentPending);
    redirectSoon(result.checkoutUrl);
  } else {
    notify.success(isUpdate ? M.updated : M.created);
  }
}

/** A refused save: a 402 with a checkout goes there; anything else is the spec's failure line. */
export function reportQuoteSaveFailed(error: unknown, isUpdate: boolean) {
  console.error('Saving the quote failed', error);
  const checkoutUrl = paymentCheckoutUrl(error);
  if (checkoutUrl) {
    notify.failure(M.paymentRequired);
    redirectSoon(checkoutUrl);
    return;
  }
  notify.failure(isUpdate ? M.updateFailed : M.createFailed, error);
}

/** A 402 (or a pending payment) carrying a checkout address: the spec redirects after 3 s. */
function paymentCheckoutUrl(error: unknown): string | null {
  const url =
    routeErrorBody(routes.sendCompanyQuote, 402, error)?.checkoutUrl ??
    routeErrorBody(routes.updateCompanyQuote, 402, error)?.checkoutUrl;
  return url || null;
}

/** The spec's 3 s between the note and the checkout. */
function redirectSoon(url: string) {
  assignAfter(url, TIMINGS.paymentRedirectMs);
}
