import { PayoutAccountPanel } from '@web/features/payments/components/payout-account-panel';
import { SubscriptionPanel } from '@web/features/payments/components/subscription-panel';
import { ProfilePage } from '@web/features/profile/profile-page';

/** /profile: the account overview, with the company's subscription and payout panels from payments. */
export function ProfileRoute() {
  return (
    <ProfilePage
      renderPayments={(user) => (
        <>
          <SubscriptionPanel companyId={user.moving_company_id} profileStatus={user.stripe_subscription_status} />
          {user.moving_company_id && <PayoutAccountPanel companyId={user.moving_company_id} />}
        </>
      )}
    />
  );
}
