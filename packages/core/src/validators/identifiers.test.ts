import { describe, expect, it } from 'vitest';
import { detectIdentifierTypes, looksLikeCompanyName } from './identifiers.js';

describe('detectIdentifierTypes', () => {
  it.each([
    ['12345678', ['tin', 'phone']],
    ['12345678-0001', ['tin', 'phone']],
    ['22212345678', ['nin', 'account', 'bvn', 'phone']],
    ['12345678901', ['nin', 'account', 'phone']],
    ['0123456789', ['account', 'phone']],
    ['RC123456', ['incorporation_number']],
    ['bn 12345', ['incorporation_number']],
    ['A12345678', ['passport']],
    ['analyst@fiu.gov.ng', ['email']],
    ['+234-803-123-4567', ['phone']],
    ['Dangote Industries Ltd', ['company_name']],
    ['Smith & Sons', ['company_name']],
    ['Ade and Partners', ['company_name']],
    ['Bolt Co', ['company_name']],
    ['Acme PLC', ['company_name']],
    ['John Doe', ['free']],
    ['AB123456', ['free']],
    ['  RC123  ', ['incorporation_number']],
  ])('%s → %j', (text, expected) => {
    expect(detectIdentifierTypes(text)).toEqual(expected);
  });

  it('returns nothing for blank input', () => {
    expect(detectIdentifierTypes('')).toEqual([]);
    expect(detectIdentifierTypes('   ')).toEqual([]);
    expect(detectIdentifierTypes(null)).toEqual([]);
  });

  it('company-name rules', () => {
    expect(looksLikeCompanyName('Cocoa Board')).toBe(false); // 'co' must end the text after a space
    expect(looksLikeCompanyName('Trading Co.')).toBe(true);
    expect(looksLikeCompanyName('Brand Limited')).toBe(true);
    expect(looksLikeCompanyName('Andrew')).toBe(false); // ' and ' needs spaces
  });
});
