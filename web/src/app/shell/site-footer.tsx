import type { ReactNode, Ref } from 'react';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { HOME_SECTIONS, homeSectionPath } from '@web/features/home/home-sections';
import { BLOG_URL, SOCIAL_LINKS } from './footer-links';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '@web/components/icons';
import { VettingProcessButton } from './vetting-process-button';
import classes from './shell.module.css';

const SOCIAL_ICONS = { Facebook: FacebookIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon } as const;

interface SiteFooterProps {
  /** Customers not on Concierge yet also get the upgrade link. */
  offerConcierge: boolean;
  /** Lets the bottom bar watch when the footer scrolls into view. */
  ref?: Ref<HTMLElement>;
}

/** The footer on every page with chrome (spec section 2, "Footer"). */
export function SiteFooter({ offerConcierge, ref }: SiteFooterProps) {
  return (
    <footer ref={ref} className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <div className={classes.footerGrid}>
          <Stack gap="sm">
            <Text fw={800} fz="xl" c="white">
              MoveMatch
            </Text>
            <Text size="sm" className={classes.footerMuted}>
              Compare personalised quotes from personally vetted movers in North and South Carolina.
            </Text>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} className={classes.footerLink} size="sm">
              {SUPPORT_EMAIL}
            </Anchor>
          </Stack>

          <FooterColumn title="MoveMatch">
            <FooterLink to={homeSectionPath(HOME_SECTIONS.about)}>About us</FooterLink>
            <FooterLink to={homeSectionPath(HOME_SECTIONS.faqs)}>FAQs</FooterLink>
            <Anchor href={BLOG_URL} className={classes.footerLink} size="sm">
              Blog
            </Anchor>
            <FooterLink to={homeSectionPath(HOME_SECTIONS.forCompanies)}>Partners</FooterLink>
          </FooterColumn>

          <FooterColumn title="Moving with us">
            <VettingProcessButton className={classes.footerLink} />
            <FooterLink to={homeSectionPath(HOME_SECTIONS.howItWorks)}>How it works</FooterLink>
            {offerConcierge && <FooterLink to={paths.profileConcierge}>Upgrade to Concierge</FooterLink>}
          </FooterColumn>

          <FooterColumn title="Legal">
            <FooterLink to={paths.termsAndPrivacy}>Terms of use</FooterLink>
            <FooterLink to={paths.privacyPolicyAnchor}>Privacy policy</FooterLink>
          </FooterColumn>
        </div>

        <Group justify="space-between" mt={40} pt="lg" className={classes.footerBottom} gap="md">
          <Text size="sm" className={classes.footerMuted}>
            © {new Date().getFullYear()} MoveMatch. Serving North and South Carolina.
          </Text>
          <Group gap="xs" component="ul" className={classes.plainList} aria-label="MoveMatch on social media">
            {SOCIAL_LINKS.map(({ network, href }) => {
              const SocialIcon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a href={href} className={classes.socialLink} aria-label={`MoveMatch on ${network}`}>
                    <SocialIcon size={20} />
                  </a>
                </li>
              );
            })}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text component="h2" fw={700} size="sm" tt="uppercase" c="white" className={classes.footerHeading}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} className={classes.footerLink} size="sm">
      {children}
    </Anchor>
  );
}
