import { Anchor, type TitleOrder } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { Bullets, P, Subheading, SupportEmail } from './legal-text';

/**
 * The privacy policy text, shown inside /terms-and-privacy and on /privacy-policy.
 * `headingOrder` is the level of its subheadings, so each page keeps a clean outline.
 */
export function PrivacyPolicyContent({ headingOrder }: { headingOrder: TitleOrder }) {
  return (
    <>
      <P>
        This policy explains what personal information MoveMatch collects when you use our marketplace, why, who we
        share it with, how long we keep it and the choices you have. We do not sell your personal information, and we do
        not use it for third-party advertising.
      </P>

      <Subheading order={headingOrder}>What we collect</Subheading>
      <Bullets
        items={[
          <>
            <strong>Account details:</strong> your first and last name, e-mail address and account type. Your password
            is held by our sign-in provider in hashed form; we never see it.
          </>,
          <>
            <strong>Your move:</strong> dates, the places you are moving from and to, home size and access, packing
            needs and special considerations, plus your quote requests, saved companies and bookings.
          </>,
          <>
            <strong>Messages and photos</strong> you exchange with movers on MoveMatch.
          </>,
          <>
            <strong>For movers:</strong> company details (name, contact details, USDOT number, year founded, service
            area, description, logo and photos), the availability calendar, quotes, and the colleagues you invite.
          </>,
          <>
            <strong>Payments:</strong> Stripe processes card payments. We receive the status of payments and
            subscriptions, never full card numbers.
          </>,
          <>
            <strong>Technical data:</strong> server logs of requests (IP address, browser type, time, errors), used to
            keep MoveMatch secure and working.
          </>,
        ]}
      />

      <Subheading order={headingOrder}>Why we use it</Subheading>
      <Bullets
        items={[
          'to run the marketplace: matching you with movers, passing on quote requests, messages and bookings;',
          'to send the e-mails you need (account confirmation, password reset, receipts) and the notifications you choose;',
          'to take payments for Concierge, subscriptions and token refills;',
          'to vet movers, prevent fraud and abuse, and keep accounts secure;',
          'to answer your questions, and to improve MoveMatch using aggregated figures that do not identify you;',
          'to meet our legal obligations.',
        ]}
      />

      <Subheading order={headingOrder}>What movers see</Subheading>
      <P>
        While they quote, movers see the details of your move they need to price it and your first name. Your last name
        and contact details are shared only with the mover you book, so it can carry out the move. Movers may use them
        for that move only.
      </P>

      <Subheading order={headingOrder}>Who else we share it with</Subheading>
      <Bullets
        items={[
          'service providers that run MoveMatch for us under contract: cloud hosting, file storage, sign-in and e-mail delivery (Amazon Web Services), and payments (Stripe);',
          'authorities, when the law requires it or to protect someone’s safety;',
          'a buyer or successor, if MoveMatch’s business is transferred; this policy would continue to apply to your information.',
        ]}
      />

      <Subheading order={headingOrder}>Cookies and local storage</Subheading>
      <P>
        We do not use advertising or tracking cookies. To keep you signed in, your browser’s local storage holds your
        sign-in tokens; signing out removes them, together with the rest of MoveMatch’s local and session storage. Your
        browser may also keep a copy of MoveMatch’s app files so pages load faster; that copy holds no personal
        information.
      </P>

      <Subheading order={headingOrder}>E-mail notifications</Subheading>
      <P>
        We e-mail you about new messages and about status changes to your quotes or leads. You can turn either kind off
        at any time under My account,{' '}
        <Anchor component={Link} to={paths.profileEmailNotifications}>
          Email notifications
        </Anchor>
        . E-mails that your account needs to work, such as confirmations, password resets and receipts, are always sent.
      </P>

      <Subheading order={headingOrder}>How long we keep it</Subheading>
      <Bullets
        items={[
          'Account, move, quote and message data: while your account is open. When you close it, we delete it within 90 days.',
          'Records of bookings and payments: 7 years, as tax and accounting rules require.',
          'Server logs: 90 days. Backups are overwritten within 35 days.',
        ]}
      />

      <Subheading order={headingOrder}>How we protect it</Subheading>
      <P>
        Information is encrypted in transit and at rest, and only staff who need it for their work can reach it. No
        system is perfectly secure: if a breach affects your information, we will tell you as the law requires.
      </P>

      <Subheading order={headingOrder}>Your rights and choices</Subheading>
      <P>Wherever you live, you can ask us to:</P>
      <Bullets
        items={[
          'tell you what personal information we hold about you and give you a copy;',
          <>
            correct it (you can edit your name yourself under{' '}
            <Anchor component={Link} to={paths.profileEdit}>
              My account
            </Anchor>
            );
          </>,
          'delete it, with your account, except what we must keep by law;',
          'stop sending you notification e-mails.',
        ]}
      />
      <P>
        Write to <SupportEmail /> from the e-mail address on your account. We answer within 30 days and will not treat
        you differently for using these rights.
      </P>

      <Subheading order={headingOrder}>Children</Subheading>
      <P>
        MoveMatch is for adults planning a move. We do not knowingly collect information from children under 13; if you
        believe a child has given us information, write to us and we will delete it.
      </P>

      <Subheading order={headingOrder}>Changes and contact</Subheading>
      <P>
        If we change this policy, we will update the effective date and, for important changes, e-mail account holders
        before they apply. Questions or requests: <SupportEmail />.
      </P>
    </>
  );
}
