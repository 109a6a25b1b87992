import { formatCalendarDay } from '@schemas/date-text';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { PublicVetting } from '@schemas/companies';
import { VETTING } from '@schemas/constants';
import { AppModal } from './app-modal';

/** The company whose badge opened the modal, with the facts of its own vetting. */
export interface VettedCompany {
  name: string;
  vetting: PublicVetting | null;
}

/** "Nov 3, 2026" for a vetting day (a calendar date). */
const vettedOn = formatCalendarDay;

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** What the MoveMatch team found about this one company (the claims rest on a record). */
function CompanyVettingFacts({ company }: { company: VettedCompany & { vetting: PublicVetting } }) {
  const { vetted_on, hours_spent, rating } = company.vetting;
  return (
    <Stack gap={4} p="sm" bg="gray.0" style={{ borderRadius: 8 }} data-testid="company-vetting-facts">
      <Text fw={600}>How we vetted {company.name}</Text>
      <List spacing={2} size="sm">
        <List.Item>Vetted on {vettedOn(vetted_on)}</List.Item>
        <List.Item>{hoursText(hours_spent)} spent reviewing the company</List.Item>
        <List.Item>Rated {rating} of 5 by our team</List.Item>
      </List>
    </Stack>
  );
}

/** The vetting claims of spec section 1, shown wherever "Our vetting process" is offered. */
export function VettingProcessModal({
  opened,
  onClose,
  company,
}: {
  opened: boolean;
  onClose: () => void;
  company?: VettedCompany;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Our vetting process">
      <Stack gap="sm">
        {company?.vetting && <CompanyVettingFacts company={{ ...company, vetting: company.vetting }} />}
        <Text>Every moving company on MoveMatch is personally vetted before it can quote you.</Text>
        <List spacing="xs">
          <List.Item>We spend at least {VETTING.minHoursPerCompany} hours reviewing each company.</List.Item>
          <List.Item>
            Our team rates every company it vets; only those rated {VETTING.minRatingStars} of 5 or higher can quote
            you.
          </List.Item>
          <List.Item>Quotes are personalised to your move: there are no instant quotes.</List.Item>
          <List.Item>Companies may ask you follow-up questions so their quote is accurate.</List.Item>
        </List>
        <Text fw={600}>How reviews are collected</Text>
        <List spacing="xs" data-testid="how-reviews-are-collected">
          <List.Item>Only the customer of a completed booking can review the company, once per move.</List.Item>
          {/* The shell loads this modal: the 14 days are REVIEW_BLIND_DAYS, written out to keep zod out of the first load (a unit test holds them equal). */}
          <List.Item>
            Double-blind: neither the customer nor the company sees the other's review until both are in or 14 days have
            passed, so neither can retaliate.
          </List.Item>
          <List.Item>
            A review is never hidden or filtered for being negative, and no company can pay to remove one. MoveMatch
            hides a review only for personal data, hate or threats, a review unrelated to the move or a conflict of
            interest, and says so in its place.
          </List.Item>
        </List>
      </Stack>
    </AppModal>
  );
}

/** A link-styled button that opens the vetting modal. */
export function VettingProcessLink({
  children = 'Our vetting process',
  company,
}: {
  children?: ReactNode;
  company?: VettedCompany;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" onClick={open}>
        {children}
      </Anchor>
      <VettingProcessModal opened={opened} onClose={close} company={company} />
    </>
  );
}
