import { describe, expect, it } from 'vitest';
import {
  billboardBullets,
  canSaveCompany,
  companyInitial,
  formatCompanyLocation,
  sendMessageRule,
  serviceAreaLine,
  splitLines,
} from '@web/lib/company-display';

describe('formatCompanyLocation', () => {
  it("reads 'city, state • Est. year'", () => {
    expect(formatCompanyLocation({ city: 'Raleigh', state: 'NC', year_founded: 2009 })).toBe('Raleigh, NC • Est. 2009');
  });

  it('leaves out missing parts with their separators', () => {
    expect(formatCompanyLocation({ city: 'Raleigh', state: null, year_founded: 2009 })).toBe('Raleigh • Est. 2009');
    expect(formatCompanyLocation({ city: null, state: 'NC', year_founded: 2009 })).toBe('NC • Est. 2009');
    expect(formatCompanyLocation({ city: 'Raleigh', state: 'NC', year_founded: null })).toBe('Raleigh, NC');
    expect(formatCompanyLocation({ city: '  ', state: null, year_founded: 1999 })).toBe('Est. 1999');
    expect(formatCompanyLocation({ city: null, state: null, year_founded: null })).toBe('');
  });
});

describe('billboard and fee lines', () => {
  it('splits by lines, trims and skips blank lines', () => {
    expect(billboardBullets('Full-time crews\n\nFree estimates\r\n   \n Floor protection \n')).toEqual([
      'Full-time crews',
      'Free estimates',
      'Floor protection',
    ]);
  });

  it('drops a leading bullet character the company typed itself', () => {
    expect(billboardBullets('- Licensed\n• Insured\n* Local\n-')).toEqual(['Licensed', 'Insured', 'Local']);
  });

  it('gives nothing for an empty or missing text', () => {
    expect(billboardBullets(null)).toEqual([]);
    expect(billboardBullets('\n \n')).toEqual([]);
    expect(splitLines(undefined)).toEqual([]);
  });

  it('keeps a hyphen inside a fee line', () => {
    expect(splitLines('Travel fee: $95 - flat\n')).toEqual(['Travel fee: $95 - flat']);
  });
});

describe('companyInitial', () => {
  it('is the first letter, upper case', () => {
    expect(companyInitial('  tar Heel Moving Co.')).toBe('T');
    expect(companyInitial('')).toBe('?');
  });
});

describe('canSaveCompany (spec section 6)', () => {
  it('is true only for MOVER', () => {
    expect(canSaveCompany('MOVER')).toBe(true);
    expect(canSaveCompany('MOVING_COMPANY')).toBe(false);
    expect(canSaveCompany('ADMIN')).toBe(false);
    expect(canSaveCompany(null)).toBe(false);
  });
});

describe('sendMessageRule (spec section 5)', () => {
  it('opens messages only for a MOVER with a move request', () => {
    expect(sendMessageRule({ role: 'MOVER', move_request_id: 'mr-1' })).toBe('open-messages');
  });

  it('refuses a MOVER without a move request, other roles and an unknown viewer', () => {
    expect(sendMessageRule({ role: 'MOVER', move_request_id: null })).toBe('not-allowed');
    expect(sendMessageRule({ role: 'MOVER', move_request_id: '' })).toBe('not-allowed');
    expect(sendMessageRule({ role: 'MOVING_COMPANY', move_request_id: 'mr-1' })).toBe('not-allowed');
    expect(sendMessageRule({ role: 'ADMIN', move_request_id: null })).toBe('not-allowed');
    expect(sendMessageRule(null)).toBe('not-allowed');
  });
});

describe('serviceAreaLine', () => {
  it('names the radius and the base city, or the whole state by name', () => {
    expect(serviceAreaLine({ city: 'Raleigh', state: 'NC', service_radius: '100' })).toBe(
      'Serves moves within 100 miles of Raleigh, NC',
    );
    expect(serviceAreaLine({ city: 'Raleigh', state: 'NC', service_radius: 'STATE' })).toBe(
      'Serves moves anywhere in North Carolina',
    );
  });
  it('says nothing when the place is not known', () => {
    expect(serviceAreaLine({ city: null, state: null, service_radius: 'STATE' })).toBeNull();
    expect(serviceAreaLine({ city: ' ', state: 'SC', service_radius: '25' })).toBeNull();
  });
});
