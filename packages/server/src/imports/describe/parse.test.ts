import { describe, expect, it } from 'vitest';
import { MAX_CHARS, parseDescription, type Channel } from './parse.js';

type Row = [text: string, channel: Channel, name: string | null, account: string | null, bank: string | null, direction?: 'in' | 'out'];

// Realistic narrations in the shapes Nigerian banks print (names and numbers invented).
const TABLE: Row[] = [
  // NIP / NEFT slash records
  ['NIP/ACCESS/JOHN DOE/000014230415103512345678901234', 'transfer', 'JOHN DOE', null, '044'],
  ['NIP/KUDA/KING  KENWAYDAVIDSON/TRANSFER', 'transfer', 'KING KENWAYDAVIDSON', null, null],
  ['NIP/FCMB/KENWAYDAVIDSON KING/App Transfer To Zenith Bank KING   KENWAY DAVIDSON', 'transfer', 'KENWAYDAVIDSON KING', null, '214'],
  ['NIP/GTB/ADAEZE OKAFOR/SCHOOL FEES', 'transfer', 'ADAEZE OKAFOR', null, '058'],
  ['NIP/ZENITH/MUSA IBRAHIM/RENT', 'transfer', 'MUSA IBRAHIM', null, '057'],
  ['NIP/UBA/CHUKWUEMEKA OBI/0123456789', 'transfer', 'CHUKWUEMEKA OBI', '0123456789', '033'],
  ['NIP/FIRST BANK/FUNKE ADEYEMI/LOAN REPAYMENT', 'transfer', 'FUNKE ADEYEMI', null, '011'],
  ['NIP/FBN/TUNDE BAKARE/', 'transfer', 'TUNDE BAKARE', null, '011'],
  ['NIP/STANBIC IBTC/HALIMA BELLO/UPKEEP', 'transfer', 'HALIMA BELLO', null, '221'],
  ['NIP/STERLING/EMEKA NWOSU/BUSINESS', 'transfer', 'EMEKA NWOSU', null, '232'],
  ['NIP/OPAY/BLESSING EZE/TRANSFER', 'transfer', 'BLESSING EZE', null, null],
  ['NIP/MONIEPOINT/SANI GARBA/SUPPLY', 'transfer', 'SANI GARBA', null, null],
  ['NIP/WEMA/IFEOMA UCHE/GIFT', 'transfer', 'IFEOMA UCHE', null, '035'],
  ['NIP/POLARIS/DANLADI MOHAMMED/CONTRACT', 'transfer', 'DANLADI MOHAMMED', null, '076'],
  ['NIP/UNION BANK/GRACE AKPAN/SALARY ADVANCE', 'transfer', 'GRACE AKPAN', null, '032'],
  ['NIP/ECOBANK/KOFI MENSAH/GOODS', 'transfer', 'KOFI MENSAH', null, '050'],
  ['NIP/FIDELITY/ABUBAKAR SADIQ/FARM INPUTS', 'transfer', 'ABUBAKAR SADIQ', null, '070'],
  ['NIP/KEYSTONE/NGOZI EZE/', 'transfer', 'NGOZI EZE', null, '082'],
  ['NIP/PROVIDUS/ZAINAB YUSUF/DEPOSIT', 'transfer', 'ZAINAB YUSUF', null, '101'],
  ['NIP/JAIZ/AMINU KANO/ZAKAT', 'transfer', 'AMINU KANO', null, '301'],
  ['NEFT/ZENITH/OLUWASEUN ADEBAYO/INVOICE 223', 'transfer', 'OLUWASEUN ADEBAYO', null, '057'],
  ['NEFT/UBA/ACME LIMITED/PAYMENT', 'transfer', 'ACME LIMITED', null, '033'],
  ['NIP/ACCESS/MR PETER OBI/CAMPAIGN', 'transfer', 'PETER OBI', null, '044'],
  ['NIP CR/DIAMOND/ROSE UDOH/', 'transfer', 'ROSE UDOH', null, '063'],
  // TRF FROM ... TO ...
  ['TRF FROM JOHN DOE TO JANE ROE', 'transfer', 'JOHN DOE', null, null],
  ['TRF FROM JOHN DOE TO JANE ROE', 'transfer', 'JOHN DOE', null, null, 'in'],
  ['TRF FROM JOHN DOE TO JANE ROE', 'transfer', 'JANE ROE', null, null, 'out'],
  ['vansouser trf//frm oladipupo david bello to oladipupo', 'transfer', 'OLADIPUPO DAVID BELLO', null, null],
  ['vansouser trf//frm oladipupo david bello to kemi ajayi', 'transfer', 'KEMI AJAYI', null, null, 'out'],
  ['TRF FRM AHMED MUSA TO SELF REF 88231', 'transfer', 'AHMED MUSA', null, null],
  ['TRANSFER FROM CHIOMA NNAJI', 'transfer', 'CHIOMA NNAJI', null, null],
  ['TRANSFER TO BAYO ADEKUNLE 0234567891 GTB', 'transfer', 'BAYO ADEKUNLE', '0234567891', '058'],
  ['TRANSFER TO 0234567891 BAYO ADEKUNLE ZENITH BANK', 'transfer', null, '0234567891', '057'],
  ['MOB TRF TO IBRAHIM SULE', 'transfer', 'IBRAHIM SULE', null, null],
  ['MOB TRF FROM FATIMA ALIYU', 'transfer', 'FATIMA ALIYU', null, null],
  ['MOBILE TRF TO EMMANUEL OKON VIA ALAT', 'transfer', 'EMMANUEL OKON', null, '035'],
  ['FT FROM SEGUN ARINZE FOR SUPPLIES', 'transfer', 'SEGUN ARINZE', null, null],
  ['TFR TO OKAFOR & SONS LTD', 'transfer', 'OKAFOR & SONS LTD', null, null],
  ['IFO DAMILOLA OJO TRF', 'transfer', 'DAMILOLA OJO', null, null],
  ['accessdev cccccccc/mob/uto/123456789/000001/', 'transfer', null, null, null],
  ['ACCESSMOBILE TRANSFER TO UCHE NWANKWO', 'transfer', 'UCHE NWANKWO', null, '044'],
  ['INSTANT PAYMENT FROM KUNLE AJAYI 0011223344 FIRST BANK', 'transfer', 'KUNLE AJAYI', '0011223344', '011'],
  ['RTGS FROM DANGOTE CEMENT PLC', 'transfer', 'DANGOTE CEMENT PLC', null, null],
  ['NIBSS INSTANT PAYMENT INFLOW FROM ADA EZE', 'transfer', 'ADA EZE', null, null],
  ['TRF/FRM YUSUF ABDULLAHI TO HASSAN BELLO/REF12', 'transfer', 'YUSUF ABDULLAHI', null, null],
  ['FIP:ZIB/CHINEDU OKEKE/HOUSE RENT', 'transfer', 'CHINEDU OKEKE', null, '057'],
  // Card, POS, ATM, web
  ['POS PURCHASE @ SHOPRITE LEKKI', 'pos', 'SHOPRITE LEKKI', null, null],
  ['POS PURCHASE @ JUMIA NIGERIA', 'pos', 'JUMIA NIGERIA', null, null],
  ['VC POS Loc-129418703922--MOSH GOLDEN PROFILE PHA  OY           NG', 'pos', 'MOSH GOLDEN PROFILE PHA', null, null],
  ['MC Loc POS Prch-102194137796--AGENCY/TRF-ACC/POS       FIBADAN      NG-', 'pos', 'AGENCY TRF ACC POS', null, null],
  ['POS PRCH @ TOTAL ENERGIES IKEJA', 'pos', 'TOTAL ENERGIES IKEJA', null, null],
  ['POS/0034/CHICKEN REPUBLIC', 'pos', null, null, null],
  ['ATM WDL @ GTB AJOSE ADEOGUN', 'atm', 'GTB AJOSE ADEOGUN', null, '058'],
  ['ATM WDL 10023 ZENITH ATM ABUJA', 'atm', null, null, '057'],
  ['CASH WITHDRAWAL FROM ATM --UBA IKOYI BRANCH  LA  NG', 'atm', 'UBA IKOYI BRANCH', null, '033'],
  ['ATM CASH WITHDRAWAL', 'atm', null, null, null],
  ['WEB PURCHASE @ NETFLIX.COM', 'web', 'NETFLIX COM', null, null],
  ['POSWEB NETFLIX  AMSTERDAM NL', 'web', null, null, null],
  ['PAYSTACK/SPOTIFY NG', 'web', null, null, null],
  ['ONLINE PAYMENT TO DSTV', 'web', 'DSTV', null, null],
  // Cash, cheques, USSD
  ['CASH DEP BY MUSA ALIYU', 'cash', 'MUSA ALIYU', null, null],
  ['CASH DEPOSIT BY SELF', 'cash', 'SELF', null, null],
  ['CSH DEP ABUJA BRANCH', 'cash', null, null, null],
  ['CASH WDL COUNTER', 'cash', null, null, null],
  ['TELLER DEPOSIT FROM EKENE OBI', 'cash', 'EKENE OBI', null, null],
  ['CHQ WDL 00012345', 'cheque', null, null, null],
  ['CHQ DEP FROM OLAWALE ADENIJI', 'cheque', 'OLAWALE ADENIJI', null, null],
  ['INWARD CLEARING CHQ NO 112233 PAID TO ALIU SANNI', 'cheque', 'ALIU SANNI', null, null],
  ['CHEQUE DEPOSIT - CLEARING', 'cheque', null, null, null],
  ['USSD TRF TO KELECHI IWU', 'ussd', 'KELECHI IWU', null, null],
  ['*737* TRANSFER TO BOLA TINUBU', 'ussd', 'BOLA TINUBU', null, null],
  ['*901# AIRTIME PURCHASE 08031234567', 'ussd', null, null, null],
  ['USSD AIRTIME RECHARGE', 'ussd', null, null, null],
  // Charges, taxes, fees
  ['SMS ALERT CHARGES', 'charges', null, null, null],
  ['SMS ALERT CHARGES FOR MARCH 2024', 'charges', null, null, null],
  ['VAT', 'charges', null, null, null],
  ['VAT ON NIP TRANSFER CHARGE', 'charges', null, null, null],
  ['COT', 'charges', null, null, null],
  ['COT CHARGE FOR THE MONTH', 'charges', null, null, null],
  ['NIP CHARGE + VAT', 'charges', null, null, null],
  ['ELECTRONIC MONEY TRANSFER LEVY', 'charges', null, null, null],
  ['STAMP DUTY CHARGE', 'charges', null, null, null],
  ['ACCOUNT MAINTENANCE FEE', 'charges', null, null, null],
  ['Instant Card Issuance Fee | 21 | 21/10/2021', 'charges', null, null, null],
  ['COMMISSION ON TURNOVER', 'charges', null, null, null],
  // Reversals
  ['REV NIP/ACCESS/JOHN DOE/FAILED', 'reversal', 'JOHN DOE', null, '044'],
  ['REVERSAL OF POS PURCHASE @ SHOPRITE', 'reversal', null, null, null],
  ['RVSL TRF TO AMAKA OBI', 'reversal', 'AMAKA OBI', null, null],
  ['REV-ATM WDL 1234', 'reversal', null, null, null],
  // Interest
  ['INTEREST PAID', 'interest', null, null, null],
  ['CREDIT INTEREST CAPITALISED', 'interest', null, null, null],
  ['INT PAID FOR Q1', 'interest', null, null, null],
  // Other
  ['Airtime//07082096658//airtel', 'other', null, null, null],
  ['SALARY FOR MAY 2024', 'other', null, null, null],
  ['OPENING BALANCE', 'other', null, null, null],
  ['', 'other', null, null, null],
];

describe('parseDescription', () => {
  it('has a table of at least 80 narrations', () => expect(TABLE.length).toBeGreaterThanOrEqual(80));

  it.each(TABLE)('%s → %s', (text, channel, name, account, bank, direction) => {
    expect(parseDescription(text, { direction })).toEqual({
      channel,
      counterparty_name: name,
      counterparty_account: account,
      counterparty_bank: bank,
    });
  });

  it('reads only the first MAX_CHARS characters, so a 100 KB description is cheap', { timeout: 10_000 }, () => {
    // What lies past MAX_CHARS is never read: the same answer as for the first MAX_CHARS characters alone.
    const padded = 'TRF FROM ' + 'A '.repeat(MAX_CHARS) + ' TO JANE ROE 0123456789 GTB';
    expect(parseDescription(padded)).toEqual(parseDescription(padded.slice(0, MAX_CHARS)));
    expect(parseDescription(padded).counterparty_account).toBeNull();
    // Shapes that make naive regexes backtrack; the test's timeout is the bound.
    const hostile = [
      'NIP/' + '/'.repeat(100_000),
      'TRF FROM ' + 'A '.repeat(50_000),
      'POS @' + ' '.repeat(100_000) + 'X',
      '1'.repeat(100_000),
      'AB '.repeat(33_000) + '!',
      '*'.repeat(100_000),
      'ATM --' + 'AB  '.repeat(25_000),
    ];
    for (const text of hostile) expect(parseDescription(text).channel).toBeTypeOf('string');
  });
});
