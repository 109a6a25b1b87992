import * as z from 'zod';
import type { MoveRegime } from './move-regime';

/*
 * The documents a customer acknowledges before booking, by the move's regime (docs/compliance.md,
 * 'Documents'). MoveMatch links the regulators' own publications and never copies their text; a
 * version names the edition MoveMatch linked, and the booking's snapshot keeps which versions the
 * customer acknowledged and when.
 */

export const MOVE_DOCUMENT_IDS = [
  'FMCSA_RIGHTS_AND_RESPONSIBILITIES',
  'FMCSA_READY_TO_MOVE',
  'FMCSA_COMPLAINTS_AND_ARBITRATION',
  'NCUC_MOVING_101',
  'NC_COMPLAINTS',
  'SC_COMPLAINTS',
] as const;
export const MoveDocumentIdSchema = z.enum(MOVE_DOCUMENT_IDS);
export type MoveDocumentId = z.infer<typeof MoveDocumentIdSchema>;

export const MoveDocumentSchema = z.object({
  id: MoveDocumentIdSchema,
  title: z.string(),
  /** Who publishes it and the rule that has the mover give it. */
  source: z.string(),
  url: z.string(),
  /** The edition MoveMatch links. */
  version: z.string(),
});
export type MoveDocument = z.infer<typeof MoveDocumentSchema>;

const FMCSA_CONSUMER_RIGHTS = 'https://www.fmcsa.dot.gov/protect-your-move/consumer-rights';

export const MOVE_DOCUMENTS: Record<MoveDocumentId, MoveDocument> = {
  FMCSA_RIGHTS_AND_RESPONSIBILITIES: {
    id: 'FMCSA_RIGHTS_AND_RESPONSIBILITIES',
    title: 'Your Rights and Responsibilities When You Move',
    source: 'FMCSA; movers give it before an interstate move (49 CFR 375.213)',
    url: FMCSA_CONSUMER_RIGHTS,
    version: 'FMCSA edition linked 2026-12',
  },
  FMCSA_READY_TO_MOVE: {
    id: 'FMCSA_READY_TO_MOVE',
    title: 'Ready to Move?',
    source: 'FMCSA; movers give it before an interstate move (49 CFR 375.213)',
    url: FMCSA_CONSUMER_RIGHTS,
    version: 'FMCSA edition linked 2026-12',
  },
  FMCSA_COMPLAINTS_AND_ARBITRATION: {
    id: 'FMCSA_COMPLAINTS_AND_ARBITRATION',
    title: 'Complaints and the mover’s arbitration program',
    source: 'FMCSA complaint database; interstate movers offer arbitration of claims (49 CFR 375.211)',
    url: 'https://nccdb.fmcsa.dot.gov/',
    version: 'FMCSA site linked 2026-12',
  },
  NCUC_MOVING_101: {
    id: 'NCUC_MOVING_101',
    title: 'Moving 101',
    source: 'NC Utilities Commission, for moves within North Carolina',
    url: 'https://www.ncuc.gov/industries/transportation/movingguide.html',
    version: 'NCUC edition linked 2026-12',
  },
  NC_COMPLAINTS: {
    id: 'NC_COMPLAINTS',
    title: 'Complaints about a North Carolina mover',
    source: 'Transportation Division of the Public Staff, NC Utilities Commission',
    url: 'https://publicstaff.nc.gov/public-staff-divisions/transportation-division',
    version: 'Public Staff site linked 2026-12',
  },
  SC_COMPLAINTS: {
    id: 'SC_COMPLAINTS',
    title: 'Complaints about a South Carolina mover',
    source: 'SC Office of Regulatory Staff, transportation consumers',
    url: 'https://ors.sc.gov/consumers/transportation',
    version: 'ORS site linked 2026-12',
  },
};

const DOCUMENTS_BY_REGIME: Record<MoveRegime, readonly MoveDocumentId[]> = {
  INTERSTATE: ['FMCSA_RIGHTS_AND_RESPONSIBILITIES', 'FMCSA_READY_TO_MOVE', 'FMCSA_COMPLAINTS_AND_ARBITRATION'],
  NC_INTRASTATE: ['NCUC_MOVING_101', 'NC_COMPLAINTS'],
  SC_INTRASTATE: ['SC_COMPLAINTS'],
  OTHER_INTRASTATE: [],
};

/** The documents a move's customer acknowledges before booking. */
export const documentsForRegime = (regime: MoveRegime): MoveDocument[] =>
  DOCUMENTS_BY_REGIME[regime].map((id) => MOVE_DOCUMENTS[id]);

/** One acknowledged document as the booking's snapshot keeps it. */
export const AcknowledgementSchema = z.object({
  id: MoveDocumentIdSchema,
  title: z.string(),
  version: z.string(),
  url: z.string(),
  acknowledged_at: z.string(),
});
export type Acknowledgement = z.infer<typeof AcknowledgementSchema>;

export const ACKNOWLEDGEMENT_MESSAGES = {
  missing: (titles: string[]) =>
    `Confirm you have read ${titles.map((title) => `“${title}”`).join(', ')} before booking`,
} as const;

/** The body's acknowledged document ids (the booking dialog sends those it listed once ticked). */
export const AcknowledgedDocumentsSchema = z
  .array(MoveDocumentIdSchema, { error: 'List the documents you have read' })
  .max(MOVE_DOCUMENT_IDS.length);

/**
 * The acknowledgements a booking records, or the titles still unread: every document of the
 * regime must be among the ids the customer acknowledged.
 */
export function acknowledgementsFor(
  regime: MoveRegime,
  acknowledged: readonly MoveDocumentId[],
  now: Date,
): { acknowledgements: Acknowledgement[] } | { missing: string[] } {
  const required = documentsForRegime(regime);
  const missing = required.filter((doc) => !acknowledged.includes(doc.id)).map((doc) => doc.title);
  if (missing.length > 0) return { missing };
  const at = now.toISOString();
  return {
    acknowledgements: required.map(({ id, title, version, url }) => ({ id, title, version, url, acknowledged_at: at })),
  };
}

export const BILL_OF_LADING_MESSAGES = {
  interstateOnly: 'A bill of lading is generated for interstate moves only.',
  cancelled: 'This booking was cancelled: it has no bill of lading.',
} as const;
