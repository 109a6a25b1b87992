import { useId, useState } from 'react';
import { Box, Button, Checkbox, Group, Paper, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { CompanyLogo } from '@web/components/company/company-images';
import { CompanyTrustFacts } from '@web/components/company/company-trust-facts';
import { CompanyPriceLine } from '@web/components/price-guide/company-price-line';
import { formatCompanyLocation } from '@web/lib/company-display';
import type { MatchEntry } from '../api/get-my-matches';
import { MATCHES_MESSAGES } from '../messages';
import { quoteStateLabel } from '../model/match-selection';
import { MatchReason } from './match-reason';
import companyClasses from '@web/components/company/company-images.module.css';
import classes from './match-card.module.css';

/** The card's top image (decorative: the name is the card's heading); the brand backdrop without one. */
function CardHero({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box className={classes.hero}>
      {url && !failed ? (
        <img className={companyClasses.heroImage} src={url} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <div className={companyClasses.heroFallback} aria-hidden="true" />
      )}
    </Box>
  );
}

interface MatchCardProps {
  match: MatchEntry;
  selected: boolean;
  onToggle: (id: string) => void;
  onDetails: (match: MatchEntry) => void;
}

/**
 * One matched company (spec section 2): hero, logo or initial, name, 'city, state • Est. year',
 * the reason line (why it ranks here), the facts a customer decides on (verified since, DOT, years, response time), 'More details'
 * and the checkbox. A company already asked shows a disabled checked box with
 * the spec's tooltip and 'Quote requested' or 'Quote received'.
 */
export function MatchCard({ match, selected, onToggle, onDetails }: MatchCardProps) {
  const location = formatCompanyLocation(match);
  const titleId = useId();

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      className={classes.card}
      data-selected={selected || undefined}
      data-testid="match-card"
    >
      <CardHero url={match.hero_image_url} />
      <div className={classes.body}>
        <CompanyLogo url={match.logo_image_url} name={match.name} size={64} />
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId} className={classes.name}>
            {match.name}
          </Title>
          {location && (
            <Text size="sm" c="gray.7" fw={500}>
              {location}
            </Text>
          )}
        </Stack>
        <MatchReason match={match} />
        <CompanyTrustFacts company={match} />
        <CompanyPriceLine companyId={match.id} companyName={match.name} />
        <Group justify="space-between" align="center" gap="xs" className={classes.footer} wrap="wrap">
          <QuoteChoice match={match} selected={selected} onToggle={onToggle} />
          <Button
            variant="subtle"
            size="compact-md"
            onClick={() => onDetails(match)}
            aria-label={`More details about ${match.name}`}
          >
            More details
          </Button>
        </Group>
      </div>
    </Paper>
  );
}

/**
 * 'Request a quote' for a company not asked yet; for one already asked, a disabled checked box
 * saying 'Quote requested' or 'Quote received', with the spec's tooltip (also on keyboard focus).
 */
function QuoteChoice({ match, selected, onToggle }: Pick<MatchCardProps, 'match' | 'selected' | 'onToggle'>) {
  const quoteState = quoteStateLabel(match.hasQuote ? (match.quoteStatus ?? 'QUOTE_REQUESTED') : null);
  const tooltipId = useId();
  return quoteState ? (
    <Tooltip
      label={MATCHES_MESSAGES.alreadyRequested}
      withArrow
      multiline
      w={220}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Box tabIndex={0} className={classes.quoted} aria-describedby={tooltipId}>
        <Checkbox
          checked
          disabled
          readOnly
          label={quoteState}
          classNames={{ label: classes.quotedLabel }}
          aria-label={`${quoteState} from ${match.name}`}
        />
        <VisuallyHidden id={tooltipId}>{MATCHES_MESSAGES.alreadyRequested}</VisuallyHidden>
      </Box>
    </Tooltip>
  ) : (
    <Checkbox
      checked={selected}
      onChange={() => onToggle(match.id)}
      label="Request a quote"
      aria-label={`Request a quote from ${match.name}`}
    />
  );
}
