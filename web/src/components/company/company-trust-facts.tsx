import type { ReactNode } from 'react';
import type { PublicMovingCompany } from '@schemas/companies';
import { companyTrustFacts, type TrustFactKind } from '@web/lib/company-trust-facts';
import { CalendarIcon, ClockIcon, CoinIcon, IdCardIcon, StarIcon, VerifiedIcon } from '../icons';
import classes from './company-trust-facts.module.css';

const ICONS: Record<TrustFactKind, ReactNode> = {
  reviews: <StarIcon size={16} />,
  verified: <VerifiedIcon size={16} />,
  payment: <CoinIcon size={16} />,
  insurance: <VerifiedIcon size={16} />,
  licences: <IdCardIcon size={16} />,
  years: <CalendarIcon size={16} />,
  response: <ClockIcon size={16} />,
  accuracy: <CoinIcon size={16} />,
};

interface CompanyTrustFactsProps {
  company: Pick<PublicMovingCompany, 'name' | 'vetting' | 'dot_number' | 'year_founded' | 'median_response_hours'> &
    Partial<Pick<PublicMovingCompany, 'price_accuracy' | 'reviews' | 'protected_payment'>>;
  /** Facts the screen shows elsewhere (the company page's 'Company DOT Number' card has the licence numbers). */
  omit?: readonly TrustFactKind[];
}

/**
 * Reviews, verified since, protected payment, insurance (or its expiry, as a warning), the
 * licence numbers, years in business, response time and price accuracy: the known ones only.
 */
export function CompanyTrustFacts({ company, omit = [] }: CompanyTrustFactsProps) {
  const facts = companyTrustFacts(company).filter((fact) => !omit.includes(fact.kind));
  if (facts.length === 0) return null;
  return (
    <ul className={classes.facts} aria-label={`Why trust ${company.name}`} data-testid="company-trust-facts">
      {facts.map((fact) => (
        <li
          key={fact.kind}
          className={`${classes.fact}${fact.warning ? ` ${classes.warning}` : ''}`}
          data-fact={fact.kind}
          data-warning={fact.warning || undefined}
        >
          <span className={classes.icon} aria-hidden="true">
            {ICONS[fact.kind]}
          </span>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
