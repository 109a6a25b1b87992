import { movingCompanyEntity } from '@functions/core/data/company/moving-companies';
import type { SeedCompany } from './companies';
import { heroPng, logoPng } from './png';
import { isConditionalFailure, type SeedContext } from './seed-context';
import { ensurePng, seedImageKeys } from './seed-images';

/** Uploads the company's logo and hero if missing; returns how many were uploaded. */
async function ensureCompanyImages(ctx: SeedContext, company: SeedCompany): Promise<number> {
  const keys = seedImageKeys(company.id);
  const logo = await ensurePng(ctx, keys.logo, () => logoPng(company.name, company.colors));
  const hero = await ensurePng(ctx, keys.hero, () => heroPng(company.colors));
  return Number(logo) + Number(hero);
}

/** Creates the company unless it exists (edits made in the app are kept). True if created. */
async function createCompany(company: SeedCompany): Promise<boolean> {
  const { colors: _colors, ...fields } = company;
  const keys = seedImageKeys(company.id);
  try {
    await movingCompanyEntity()
      .create({ ...fields, logo_mediaId: keys.logo, hero_mediaId: keys.hero })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false; // created meanwhile by a parallel run
    throw error;
  }
}

/** Seeds companies and their images. Images go first, so a stored company never lacks them. */
export async function seedCompanies(
  ctx: SeedContext,
  companies: readonly SeedCompany[],
): Promise<{ created: number; imagesUploaded: number }> {
  const { data: existing } = await movingCompanyEntity()
    .get(companies.map(({ id }) => ({ id })))
    .go();
  const existingIds = new Set(existing.map((c) => c.id));

  let created = 0;
  let imagesUploaded = 0;
  // A few at a time, so one company's upload overlaps the next one's image rendering.
  for (let i = 0; i < companies.length; i += 4) {
    await Promise.all(
      companies.slice(i, i + 4).map(async (company) => {
        // Await first, then add: `x += await y` in parallel tasks loses updates.
        const uploaded = await ensureCompanyImages(ctx, company);
        imagesUploaded += uploaded;
        if (!existingIds.has(company.id) && (await createCompany(company))) created++;
      }),
    );
  }
  ctx.log?.(
    `companies: ${created} created, ${companies.length - created} already there; ${imagesUploaded} images uploaded`,
  );
  return { created, imagesUploaded };
}
