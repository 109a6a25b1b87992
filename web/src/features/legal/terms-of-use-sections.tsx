import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, LIMITS, PRICES, VETTING } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { Bullets, P, SupportEmail } from './legal-text';

/** One collapsible section of the terms of use: its anchor, its heading and its text. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const concierge = formatCents(PRICES.conciergeCents);
const flatRate = formatCents(PRICES.flatRateMonthlyCents);
const bundle = formatCents(PRICES.payPerLeadBundleCents);

export const TERMS_OF_USE_SECTIONS: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About MoveMatch and these terms',
    body: (
      <>
        <P>
          MoveMatch (“MoveMatch”, “we”, “us”) runs an online marketplace that connects people planning a move
          (“customers”) with independent moving companies (“movers”) in North Carolina and South Carolina.
        </P>
        <P>
          These terms apply to everyone who uses MoveMatch: visitors, customers, and movers and their staff. By creating
          an account or using MoveMatch you agree to them and to our privacy policy below. If you do not agree, please
          do not use MoveMatch.
        </P>
      </>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What we do, and what we do not do',
    body: (
      <>
        <P>
          We help you describe your move, show you movers whose service area and availability fit it, pass on your quote
          requests, and give you one place to compare quotes, message movers and book.
        </P>
        <P>
          <strong>We are not the mover.</strong> We do not pack, load, transport or store belongings, and the crews who
          do are not our employees. Each mover is an independent business responsible for its own services, prices,
          licences and registrations (including its USDOT number), insurance, staff and equipment. When you book, your
          contract for the move is with the mover, on the mover’s terms.
        </P>
      </>
    ),
  },
  {
    id: 'vetting',
    title: 'How we vet movers',
    body: (
      <>
        <P>Before a mover can quote on MoveMatch, we review it personally:</P>
        <Bullets
          items={[
            `we spend at least ${VETTING.minHoursPerCompany} hours on every company;`,
            `we only accept companies our team rates ${VETTING.minRatingStars} of 5 or higher when vetting them;`,
            'we check that it gives personalised quotes: no instant quotes.',
          ]}
        />
        <P>
          Vetting lowers the risk of a bad move; it does not remove it. It is not a guarantee of a mover’s work, and we
          do not supervise moves. If something goes wrong with a mover, tell us at <SupportEmail /> and we will look
          into it.
        </P>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <Bullets
        items={[
          'You must be at least 18 and able to enter into a contract to open an account.',
          'Give us accurate details and keep them up to date. Use your own account only, and keep your password secret: you are responsible for what is done with your account.',
          'A mover’s account may invite colleagues. The mover is responsible for what its colleagues do on MoveMatch.',
          'We may suspend or close an account that breaks these terms or puts other users at risk. We will tell you why unless the law or safety prevents it.',
        ]}
      />
    ),
  },
  {
    id: 'quotes-and-bookings',
    title: 'Quotes and bookings',
    body: (
      <>
        <P>
          Quotes are the movers’ own offers, not ours. A mover may quote a price or a price range and may ask follow-up
          questions first. A quote relies on the details you gave, so describe your move accurately: if the move turns
          out to be different, the mover may change its price.
        </P>
        <Bullets
          items={[
            `You can request quotes from up to ${LIMITS.maxQuoteRequestsPerSelection} companies at a time.`,
            'Booking a quote tells the mover you want it for your move. Only then do we share your last name and contact details with that mover.',
            'You can hold one booking at a time. To cancel, use Cancel booking on MoveMatch and agree the cancellation with the mover; the mover’s own cancellation terms, including any deposit, apply.',
            'Unless a page says otherwise, you pay the mover directly for the move.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'concierge',
    title: 'Concierge',
    body: (
      <>
        <P>
          Concierge is an optional upgrade for a one-time fee of {concierge}. Our team collects and compares quotes for
          you, negotiates with movers, and books the best deal within the maximum price you set.
        </P>
        <Bullets
          items={[
            `We charge the ${concierge} only after you approve a booking we arranged. Until then you can cancel Concierge at no cost.`,
            'The fee pays for our service; it is not part of the mover’s price.',
            'Once charged, the fee is not refundable, except where the law requires or the booked mover does not carry out the move.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'movers',
    title: 'For moving companies: profile, conduct and subscriptions',
    body: (
      <>
        <P>Movers on MoveMatch agree to:</P>
        <Bullets
          items={[
            'keep their company profile, service area, licences, insurance and availability calendar accurate;',
            'quote honestly from the customer’s details and honour booked quotes unless the move differs from what was described;',
            'use customers’ details only to quote, carry out and follow up on their move: never for unrelated marketing, and never sell them;',
            'answer customers’ messages promptly and treat them with respect.',
          ]}
        />
        <P>Finding and working leads needs an active plan, billed by Stripe:</P>
        <Bullets
          items={[
            `Monthly: ${flatRate} a month, renewing each month until cancelled. Cancelling stops the next renewal; access lasts until the end of the paid month.`,
            `Pay per lead: ${bundle} for ${PRICES.payPerLeadBundleTokens} lead tokens. A token unlocks one lead; a lead already paid for with a token can be messaged or quoted at no extra charge. You can refill tokens at any time. Unused tokens are not refundable, except where the law requires.`,
          ]}
        />
        <P>
          Prices do not include taxes that may apply. We will give at least 30 days’ notice before changing a plan’s
          price.
        </P>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <P>
        Payments to MoveMatch (the Concierge fee, subscriptions and token refills) are processed by Stripe. Stripe
        handles your card details under its own terms and privacy policy; we never see or store full card numbers. A
        payment that is still processing or has failed may pause access to paid features until it is resolved.
      </P>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <P>When you use MoveMatch, do not:</P>
        <Bullets
          items={[
            'give false information about yourself, your company or your move;',
            'harass, threaten or mislead anyone, or post unlawful, offensive or infringing content in messages, images or profiles;',
            'copy, scrape or resell MoveMatch’s content or other users’ details;',
            'try to get around payments or platform rules, or to break or probe our security.',
          ]}
        />
        <P>
          You keep the rights to the messages, photos and profile content you share. You allow us to store and show them
          as needed to run MoveMatch, and we may remove content that breaks these terms.
        </P>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limits of liability',
    body: (
      <>
        <P>
          We work to keep MoveMatch available and accurate, but we provide it “as is”: we cannot promise it will always
          be available or free of errors.
        </P>
        <P>
          To the extent the law allows, we are not responsible for what movers do or fail to do, including loss of or
          damage to belongings: such claims are for the mover and its insurer. Our total liability to you for any claim
          is limited to what you paid MoveMatch in the 12 months before the claim. Nothing in these terms limits
          liability that the law does not allow us to limit.
        </P>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <P>
        These terms are governed by the laws of the State of North Carolina and applicable United States federal law. If
        you live in South Carolina, you also keep every protection South Carolina law gives you. Before going to court,
        please write to us so we can try to resolve the matter informally; if we cannot, disputes will be heard by the
        state or federal courts in North Carolina, unless the law of your state gives you the right to bring them where
        you live.
      </P>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes to these terms, and contact',
    body: (
      <>
        <P>
          We may update these terms as MoveMatch changes. We will show the new effective date at the top of this page
          and, for important changes, e-mail account holders at least 30 days before they apply.
        </P>
        <P>
          You can close your account at any time by writing to <SupportEmail />. Questions about these terms go to the
          same address. See also our{' '}
          <Anchor component={Link} to={paths.privacyPolicy}>
            privacy policy
          </Anchor>
          .
        </P>
      </>
    ),
  },
];
