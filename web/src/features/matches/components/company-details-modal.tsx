import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { CompanyLogo } from '@web/components/company/company-images';
import { CompanyTrustFacts } from '@web/components/company/company-trust-facts';
import { billboardBullets } from '@web/lib/company-display';
import { useMessageCompany } from '@web/lib/messaging/use-message-actions';
import type { MatchEntry } from '../api/get-my-matches';

interface CompanyDetailsModalProps {
  match: MatchEntry | null;
  onClose: () => void;
}

/**
 * 'More details' (spec section 2): logo, name, location, founding year, the facts a customer
 * decides on (as on the card), the billboard one bullet per non-blank line, then Send message (the conversation with this company) and Learn more (the
 * company's public page).
 */
export function CompanyDetailsModal({ match, onClose }: CompanyDetailsModalProps) {
  const { messageCompany, opening } = useMessageCompany();
  const place = match
    ? [match.city, match.state]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  const bullets = billboardBullets(match?.billboard);

  return (
    <Modal opened={match !== null} onClose={onClose} title="Company details" centered size="lg" radius="lg">
      {match && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            <CompanyLogo url={match.logo_image_url} name={match.name} size={72} />
            <Stack gap={2} miw={0}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {match.name}
              </Title>
              {place && (
                <Text c="gray.7" fw={500} data-testid="details-location">
                  {place}
                </Text>
              )}
              {match.year_founded && (
                <Text c="gray.7" size="sm" data-testid="details-founded">
                  Established {match.year_founded}
                </Text>
              )}
            </Stack>
          </Group>
          <CompanyTrustFacts company={match} />
          {bullets.length > 0 ? (
            <List spacing="xs" data-testid="details-billboard">
              {bullets.map((line, index) => (
                <List.Item key={index}>{line}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="gray.7">This company has not added highlights yet.</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" loading={opening} onClick={() => messageCompany(match.id)}>
              Send message
            </Button>
            <Button component={Link} to={paths.movingCompany(match.id)}>
              Learn more
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
