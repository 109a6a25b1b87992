import { Anchor, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { VETTING } from '@schemas/constants';
import { AppModal } from './app-modal';

/** The vetting claims of spec section 1, shown wherever "Our vetting process" is offered. */
export function VettingProcessModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Our vetting process">
      <Stack gap="sm">
        <Text>Every moving company on MoveMatch is personally vetted before it can quote you.</Text>
        <List spacing="xs">
          <List.Item>We spend at least {VETTING.minHoursPerCompany} hours reviewing each company.</List.Item>
          <List.Item>Every company is rated {VETTING.minRatingStars} stars or higher by its customers.</List.Item>
          <List.Item>Quotes are personalised to your move: there are no instant quotes.</List.Item>
          <List.Item>Companies may ask you follow-up questions so their quote is accurate.</List.Item>
        </List>
      </Stack>
    </AppModal>
  );
}

/** A link-styled button that opens the vetting modal. */
export function VettingProcessLink({ children = 'Our vetting process' }: { children?: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" onClick={open}>
        {children}
      </Anchor>
      <VettingProcessModal opened={opened} onClose={close} />
    </>
  );
}
