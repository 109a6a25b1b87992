import type { ReactNode } from 'react';
import type { PublicMovingCompany } from '@schemas/companies';

/**
 * Draws the public company page for the preview. The page belongs to another feature, so the
 * app passes it in (app/pages/company-edit-route.tsx) and this feature never imports it.
 */
export type RenderCompanyPreview = (company: PublicMovingCompany) => ReactNode;
