import type { SavedMovingCompany } from '@schemas/companies';
import { toPublicMovingCompany } from '@functions/companies';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { SavedCompanyItem } from '@functions/core/data/saved/saved-companies';

export function toSavedView(saved: SavedCompanyItem, company: MovingCompanyItem): SavedMovingCompany {
  return {
    id: saved.id,
    moving_company_id: saved.moving_company_id,
    moving_company: toPublicMovingCompany(company),
    created_at: saved.created_at!,
  };
}
