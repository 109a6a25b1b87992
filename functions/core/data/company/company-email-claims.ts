import { Entity, Service } from 'electrodb';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';
import { ADMIN_MESSAGES } from '@schemas/admin';

/**
 * One company per e-mail address: COMPANY_EMAIL#<email> / CLAIM names the company that uses it.
 * Written in the same transaction as the company's create (create-moving-company) or an
 * admin's change of its e-mail, so "is this address taken" is one GetItem, never a Scan.
 * Companies stored before the claims existed (tests' fixtures) have none; the seed claims its own.
 */
export const companyEmailClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyEmailClaim', version: '1', service: 'movematch' },
        attributes: {
          email: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byEmail: {
            pk: { field: 'pk', composite: ['email'], template: 'COMPANY_EMAIL#${email}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'CLAIM', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/** The 409 of a create or an e-mail change to an address another company uses. */
export const COMPANY_EMAIL_TAKEN = ADMIN_MESSAGES.emailTaken;

/** The address is stored lower case (the schemas lower-case e-mails; this makes sure). */
const keyOf = (email: string) => email.trim().toLowerCase();

/** A create of the claim (refused when another company holds the address) as a transaction item. */
export function claimCompanyEmailItem(email: string, companyId: string): TransactItem {
  return transactItem(companyEmailClaimEntity().create({ email: keyOf(email), moving_company_id: companyId }));
}

/** The release of the company's own claim on its old address (none there is fine too). */
export function releaseCompanyEmailItem(email: string, companyId: string): TransactItem {
  const { TransactItems } = claimService()
    .transaction.write(({ claim }) => [
      claim
        .delete({ email: keyOf(email) })
        .where(
          ({ moving_company_id }, { eq, notExists }) =>
            `(${notExists(moving_company_id)} OR ${eq(moving_company_id, companyId)})`,
        )
        .commit(),
    ])
    .params();
  return TransactItems[0];
}

/** The id of the company holding the address, or null (consistent GetItem). */
export async function findCompanyEmailClaim(email: string): Promise<string | null> {
  const { data } = await companyEmailClaimEntity()
    .get({ email: keyOf(email) })
    .go({ consistent: true });
  return data?.moving_company_id ?? null;
}

const claimService = lazyEntity(() => new Service({ claim: companyEmailClaimEntity() }, entityConfig()));
