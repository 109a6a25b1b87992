import { SubscriptionPanel } from '@web/features/payments/components/subscription-panel';
import { ProfilePage } from '@web/features/profile/profile-page';

/** /profile: the account overview, with the company's subscription panel from payments. */
export function ProfileRoute() {
  return (
    <ProfilePage
      renderSubscription={(user) => (
        <SubscriptionPanel companyId={user.moving_company_id} profileStatus={user.stripe_subscription_status} />
      )}
    />
  );
}
