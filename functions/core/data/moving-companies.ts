import { Entity, type EntityItem } from 'electrodb';
import { batchGetByIds } from './batch-reads';
import { entityConfig, lazyEntity, nowIso } from './table';

/**
 * Moving company profile. Key: COMPANY#<id> / PROFILE. gsi1 lists companies by state and
 * name (COMPANIES / STATE#NC#NAME#...), which is how matching reads the companies of a state.
 */
export const movingCompanyEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'movingCompany', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          phone: { type: 'string' },
          city: { type: 'string' },
          state: { type: 'string', default: '' },
          zip: { type: 'string' },
          year_founded: { type: 'number' },
          description: { type: 'string' },
          billboard: { type: 'string' },
          dot_number: { type: 'string' },
          policies_link: { type: 'string' },
          fee_list: { type: 'string' },
          logo_mediaId: { type: 'string' },
          hero_mediaId: { type: 'string' },
          is_verified: { type: 'boolean', default: false },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'COMPANY#${id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
          },
          byState: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'COMPANIES', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['state', 'name'], template: 'STATE#${state}#NAME#${name}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type MovingCompanyItem = EntityItem<ReturnType<typeof movingCompanyEntity>>;

/** GetItem COMPANY#<id> / PROFILE. */
export async function findCompany(id: string): Promise<MovingCompanyItem | null> {
  const { data } = await movingCompanyEntity().get({ id }).go();
  return data ?? null;
}

/** Every company: one Query on gsi1 COMPANIES (by state, then name), never a Scan. */
export async function listAllCompanies(): Promise<MovingCompanyItem[]> {
  const { data } = await movingCompanyEntity().query.byState({}).go({ pages: 'all' });
  return data;
}

/** Moving companies by id: BatchGet COMPANY#<id>/PROFILE. */
export async function findCompanies(ids: string[]): Promise<Map<string, MovingCompanyItem>> {
  return batchGetByIds(ids, (keys) => movingCompanyEntity().get(keys).go());
}

export type CompanyChanges = Partial<Omit<MovingCompanyItem, 'id' | 'created_at' | 'updated_at'>>;

/** UpdateItem of an existing company (patch: attribute_exists), answering the stored result. */
export async function updateCompany(company: MovingCompanyItem, changes: CompanyChanges): Promise<MovingCompanyItem> {
  // The gsi1 sort key is built from state + name: both ride along so ElectroDB can rebuild it.
  const { data } = await movingCompanyEntity()
    .patch({ id: company.id })
    .set({ state: company.state ?? '', name: company.name, ...changes })
    .go({ response: 'all_new' });
  return data as MovingCompanyItem;
}
