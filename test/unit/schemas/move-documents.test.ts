import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENT_MESSAGES,
  acknowledgementsFor,
  documentsForRegime,
  MOVE_DOCUMENTS,
} from '@schemas/move-documents';

const NOW = new Date('2026-12-06T15:00:00.000Z');
const idsOf = (regime: Parameters<typeof documentsForRegime>[0]) => documentsForRegime(regime).map((doc) => doc.id);

describe('the documents a customer acknowledges before booking, by the move’s rules', () => {
  it('lists FMCSA’s two publications and the complaint and arbitration information for interstate moves', () => {
    expect(idsOf('INTERSTATE')).toEqual([
      'FMCSA_RIGHTS_AND_RESPONSIBILITIES',
      'FMCSA_READY_TO_MOVE',
      'FMCSA_COMPLAINTS_AND_ARBITRATION',
    ]);
    expect(idsOf('NC_INTRASTATE')).toEqual(['NCUC_MOVING_101', 'NC_COMPLAINTS']);
    expect(idsOf('SC_INTRASTATE')).toEqual(['SC_COMPLAINTS']);
    expect(idsOf('OTHER_INTRASTATE')).toEqual([]);
  });

  it('links each document on its publisher’s site and names the rule that has the mover give it', () => {
    for (const doc of Object.values(MOVE_DOCUMENTS)) expect(doc.url).toMatch(/^https:\/\/[a-z.]+\.gov\//);
    expect(MOVE_DOCUMENTS.FMCSA_RIGHTS_AND_RESPONSIBILITIES.source).toContain('49 CFR 375.213');
    expect(MOVE_DOCUMENTS.FMCSA_COMPLAINTS_AND_ARBITRATION.source).toContain('49 CFR 375.211');
  });

  it('records every document of the regime with its version and the time, or names those not confirmed', () => {
    expect(acknowledgementsFor('NC_INTRASTATE', ['NCUC_MOVING_101'], NOW)).toEqual({
      missing: ['Complaints about a North Carolina mover'],
    });
    // A document of another regime does not stand in for one of this move's.
    expect(acknowledgementsFor('SC_INTRASTATE', ['NC_COMPLAINTS'], NOW)).toEqual({
      missing: ['Complaints about a South Carolina mover'],
    });
    const outcome = acknowledgementsFor('NC_INTRASTATE', ['NC_COMPLAINTS', 'NCUC_MOVING_101', 'SC_COMPLAINTS'], NOW);
    expect(outcome).toEqual({
      acknowledgements: [
        expect.objectContaining({ id: 'NCUC_MOVING_101', version: MOVE_DOCUMENTS.NCUC_MOVING_101.version }),
        expect.objectContaining({ id: 'NC_COMPLAINTS', acknowledged_at: NOW.toISOString() }),
      ],
    });
    expect(acknowledgementsFor('OTHER_INTRASTATE', [], NOW)).toEqual({ acknowledgements: [] });
    expect(ACKNOWLEDGEMENT_MESSAGES.missing(['Moving 101', 'Complaints about a North Carolina mover'])).toBe(
      'Confirm you have read “Moving 101”, “Complaints about a North Carolina mover” before booking',
    );
  });
});
