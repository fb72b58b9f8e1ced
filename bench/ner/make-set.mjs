/**
 * Writes bench/ner/descriptions.jsonl: narrations as Nigerian banks print them, each with its gold persons,
 * organisations and places. Two sources: templates filled from name lists (seeded, so the file is stable) and
 * hand-written hard cases. Every fourth line is held out (split "heldout"); the recogniser is tuned on "tune" only.
 * Conventions of the labels: banks named as the sending/receiving institution are not ORG (they are the
 * counterparty bank column); merchants, billers, employers and companies are ORG; titles (MR, ALHAJI) are not part
 * of a name; a place is LOC whether or not the gazetteer knows it (a street or district counts against recall).
 *   node bench/ner/make-set.mjs
 */
import { writeFileSync } from 'node:fs';

let seed = 20261126;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];

const FIRST = ['CHINEDU', 'ADEBAYO', 'FATIMA', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'EMEKA', 'AISHA', 'TUNDE', 'BLESSING', 'MUSA', 'FUNMILAYO',
  'CHIOMA', 'YUSUF', 'KEHINDE', 'IFEANYI', 'HAUWA', 'SEGUN', 'AMAKA', 'ABUBAKAR', 'OLUMIDE', 'ZAINAB', 'OBINNA', 'BOLANLE', 'UCHE',
  'GRACE', 'JOHN', 'MARY', 'DANIEL', 'PETER', 'EBERE', 'TEMITOPE', 'SANI', 'NKECHI', 'BABATUNDE', 'HALIMA', 'GODWIN', 'PRECIOUS'];
const LAST = ['OKAFOR', 'ADEYEMI', 'BELLO', 'OKONKWO', 'ABDULLAHI', 'OLAWALE', 'EZE', 'MOHAMMED', 'BALOGUN', 'NWOSU', 'ADEBANJO', 'IBRAHIM',
  'OKEKE', 'USMAN', 'AKINOLA', 'CHUKWU', 'DANJUMA', 'OGUNDIPE', 'NNAMDI', 'SULEIMAN', 'ADEOYE', 'UMEH', 'LAWAL', 'OYELARAN', 'ETIM',
  'BASSEY', 'IDOWU', 'OJO', 'OBI', 'YAKUBU', 'ANYANWU', 'FASHOLA', 'GARBA', 'OKORO', 'ADELEKE', 'EKWUEME'];
const CO_WORD = ['GOLDEN', 'DIVINE', 'ROYAL', 'PRIME', 'SUNSHINE', 'GREENFIELD', 'DOVE', 'MERCY', 'KINGS', 'BRIGHT', 'UNITY', 'CROWN', 'EAGLE',
  'ZENNA', 'HILLTOP', 'ALPHA', 'SILVERLINE', 'DANMUSA', 'OKEKSON', 'ADEX'];
const CO_KIND = ['', 'TRADING', 'INVESTMENT', 'OIL AND GAS', 'CONSTRUCTION', 'FOODS', 'LOGISTICS', 'MOTORS', 'PHARMACY', 'AGRO', 'PROPERTIES', 'TECH'];
const CO_SUFFIX = ['LTD', 'LIMITED', 'NIG LTD', 'PLC', 'ENTERPRISES', 'VENTURES', 'GLOBAL SERVICES', 'NIGERIA LIMITED', 'INTL LTD', 'CO LTD', 'GLOBAL RESOURCES'];
const MERCHANTS = ['SHOPRITE', 'SPAR', 'JUMIA', 'KONGA', 'CHICKEN REPUBLIC', 'MR BIGGS', 'DOMINOS PIZZA', 'TOTAL ENERGIES', 'MRS OIL', 'OANDO',
  'FILMHOUSE', 'MEDPLUS', 'JUSTRITE', 'HUBMART', 'KILIMANJARO', 'ENNY MART'];
const BILLERS = ['DSTV', 'GOTV', 'MTN', 'AIRTEL', 'GLO', 'IKEDC', 'EKEDC', 'AEDC', 'LAWMA', 'STARTIMES', 'SPECTRANET', 'FIRS', 'LIRS'];
const BANKS = ['GTB', 'ACCESS', 'ZENITH', 'UBA', 'FIRSTBANK', 'FIDELITY', 'STANBIC', 'STERLING', 'WEMA', 'POLARIS', 'OPAY', 'MONIEPOINT', 'KUDA', 'PALMPAY', 'FCMB', 'ECOBANK', 'UNION'];
// Places a narration names: [as printed, gold name]. Towns that are LGAs or capitals, and districts that are not.
const PLACES = [['IKEJA', 'IKEJA'], ['LEKKI', 'LEKKI'], ['SURULERE', 'SURULERE'], ['WUSE', 'WUSE'], ['GARKI', 'GARKI'], ['ABUJA', 'ABUJA'],
  ['KANO', 'KANO'], ['ONITSHA', 'ONITSHA'], ['ABA', 'ABA'], ['ENUGU', 'ENUGU'], ['IBADAN', 'IBADAN'], ['PORT HARCOURT', 'PORT HARCOURT'],
  ['OWERRI', 'OWERRI'], ['KADUNA', 'KADUNA'], ['JOS', 'JOS'], ['BENIN CITY', 'BENIN CITY'], ['WARRI', 'WARRI'], ['ABEOKUTA', 'ABEOKUTA'],
  ['IKORODU', 'IKORODU'], ['APAPA', 'APAPA'], ['VICTORIA ISLAND', 'VICTORIA ISLAND'], ['OSOGBO', 'OSOGBO'], ['UYO', 'UYO'], ['CALABAR', 'CALABAR'],
  ['MAIDUGURI', 'MAIDUGURI'], ['ILORIN', 'ILORIN'], ['NNEWI', 'NNEWI'], ['AGEGE', 'AGEGE'], ['YABA', 'YABA'], ['KEFFI', 'KEFFI'], ['SOKOTO', 'SOKOTO'],
  ['OSHODI', 'OSHODI'], ['MUSHIN', 'MUSHIN'], ['ASABA', 'ASABA'], ['AKURE', 'AKURE'], ['LOKOJA', 'LOKOJA']];
const PURPOSES = ['SCHOOL FEES', 'RENT', 'FOOD STUFF', 'GOODS SUPPLIED', 'CONTRACT PAYMENT', 'LOAN REPAYMENT', 'UPKEEP', 'BALANCE PAYMENT',
  'HOSPITAL BILL', 'MATERIALS', 'DEPOSIT FOR LAND', 'SALARY ADVANCE', 'FAMILY SUPPORT', 'CAR REPAIRS', ''];

const person = () => `${pick(FIRST)} ${pick(LAST)}`;
const person3 = () => `${pick(FIRST)} ${pick(FIRST)} ${pick(LAST)}`;
const company = () => [pick(rnd() < 0.5 ? CO_WORD : LAST), pick(CO_KIND), pick(CO_SUFFIX)].filter(Boolean).join(' ');
const ref = () => String(Math.floor(rnd() * 1e9)).padStart(9, '0');
const nuban = () => String(Math.floor(rnd() * 1e10)).padStart(10, '0');
const session = () => `0000${Math.floor(rnd() * 1e6)}${Date.UTC(2024, 0, 1 + Math.floor(rnd() * 300)) / 1000}${Math.floor(rnd() * 1e6)}`;
const purpose = () => pick(PURPOSES);

const rows = [];
const add = (text, gold, source = 'template') => rows.push({ text: text.replace(/\s+$/, ''), PERSON: gold.PERSON ?? [], ORG: gold.ORG ?? [], LOC: gold.LOC ?? [], source });

const templates = [
  () => { const p = person(); const q = person(); return [`TRF FROM ${p} TO ${q}`, { PERSON: [p, q] }]; },
  () => { const p = person(); const b = pick(BANKS); const pu = purpose(); return [`NIP/${b}/${p}/${pu || ref()}`, { PERSON: [p] }]; },
  () => { const p = person3(); return [`NIP FRM ${p}/${nuban()}/${purpose() || 'TRANSFER'}`, { PERSON: [p] }]; },
  () => { const c = company(); return [`NIP/${pick(BANKS)}/${c}/INV ${ref()}`, { ORG: [c] }]; },
  () => { const m = pick(MERCHANTS); const [pl, g] = pick(PLACES); return [`POS PURCHASE ${m} ${pl}`, { ORG: [m], LOC: [g] }]; },
  () => { const m = pick(MERCHANTS); const [pl, g] = pick(PLACES); const st = pick(['LA', 'FC', 'KN', 'OY', 'RI', 'EN']); return [`VC POS Loc-${ref()}--${m} ${pl}  ${st}  NG`, { ORG: [m], LOC: [g] }]; },
  () => { const [pl, g] = pick(PLACES); const b = pick(BANKS); return [`ATM WDL ${b} ${pl} ${ref()}`, { LOC: [g] }]; },
  () => { const [pl, g] = pick(PLACES); return [`ATM CASH WITHDRAWAL @ ${pick(['ALLEN AVENUE', 'BROAD STREET', 'ADEOLA ODEKU', 'AMINU KANO CRES'])} ${pl}`, { LOC: [g] }]; },
  () => { const bl = pick(BILLERS); return [`${pick(['BILLS PAYMENT', 'QUICKTELLER', 'USSD BILLS'])} ${bl} ${pick(['SUBSCRIPTION', 'RECHARGE', 'PREPAID', ref()])}`, { ORG: [bl] }]; },
  () => { const bl = pick(['MTN', 'AIRTEL', 'GLO', '9MOBILE']); return [`*737*${ref().slice(0, 4)}# AIRTIME ${bl} ${nuban().slice(0, 11)}`, { ORG: [bl] }]; },
  () => { const c = company(); return [`SALARY ${pick(['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUNE'])} 2024 ${c}`, { ORG: [c] }]; },
  () => { const p = person(); return [`CASH DEP BY ${p}`, { PERSON: [p] }]; },
  () => { const p = person(); const [pl, g] = pick(PLACES); return [`CASH DEPOSIT BY ${p} AT ${pl} BRANCH`, { PERSON: [p], LOC: [g] }]; },
  () => { const p = person(); const c = company(); return [`TRF FROM ${p} TO ${c} ${purpose()}`, { PERSON: [p], ORG: [c] }]; },
  () => { const c = company(); const p = person(); return [`MOB TRF TO ${p} FROM ${c}`, { PERSON: [p], ORG: [c] }]; },
  () => [pick(['SMS ALERT CHARGES', 'COT CHARGE', 'VAT ON COT', 'STAMP DUTY', 'ACCOUNT MAINTENANCE FEE', 'EMTL LEVY', 'CARD ISSUANCE FEE']) + (rnd() < 0.5 ? ` ${ref()}` : ''), {}],
  () => { const p = person(); return [`${pick(['USSD', 'GTWORLD', 'ACCESSMOBILE', 'ZENITH MOBILE'])} TRANSFER TO ${p} ${ref()}`, { PERSON: [p] }]; },
  () => { const p = person(); return [`CHQ ${ref().slice(0, 8)} PAID TO ${p}`, { PERSON: [p] }]; },
  () => { const c = company(); const [pl, g] = pick(PLACES); return [`RTGS ${c} ${pl} ${ref()}`, { ORG: [c], LOC: [g] }]; },
  () => { const p = person(); return [`REVERSAL: TRF TO ${p} ${ref()}`, { PERSON: [p] }]; },
  () => { const p = person(); return [`NIBSS INSTANT PAYMENT OUTWARD ${session()} ${p}`, { PERSON: [p] }]; },
  () => { const m = pick(MERCHANTS); return [`WEB PURCHASE ${m} ONLINE ${ref()}`, { ORG: [m] }]; },
  () => { const p = person(); const x = pick(['Transfer from', 'Trf frm', 'Payment from']); return [`${x} ${p.split(' ').map((w) => w[0] + w.slice(1).toLowerCase()).join(' ')} ${purpose().toLowerCase()}`, { PERSON: [p] }]; },
  () => { const p = person(); return [`FT ${ref()} ${p} ${pick(['OPAY', 'PALMPAY', 'MONIEPOINT'])}`, { PERSON: [p] }]; },
];

for (let i = 0; i < 190; i++) {
  const [text, gold] = templates[i % templates.length]();
  add(text, gold);
}

// Hard cases, written by hand: lower case, titles, surnames that are LGAs, purposes that look like names, noise.
const hard = [
  ['TRF FROM MR OJO ADEWALE TO MRS OBI CHIAMAKA', { PERSON: ['OJO ADEWALE', 'OBI CHIAMAKA'] }],
  ['NIP/ZENITH/ALHAJI SANI DANGOTE/SALLAH GIFT', { PERSON: ['SANI DANGOTE'] }],
  ['POS PURCHASE @ ENNY MART LEKKI PHASE 1', { ORG: ['ENNY MART'], LOC: ['LEKKI'] }],
  ['Being payment for diesel supplied by Kano Petroleum Ventures', { ORG: ['KANO PETROLEUM VENTURES'] }],
  ['TRF TO LAGOS STATE GOVT TSA FOR LAND USE CHARGE', { ORG: ['LAGOS STATE GOVT'] }],
  ['INWARD TRANSFER FROM FEDERAL INLAND REVENUE SERVICE', { ORG: ['FEDERAL INLAND REVENUE SERVICE'] }],
  ['SCHOOL FEES 2ND TERM', {}],
  ['MONTHLY UPKEEP', {}],
  ['Transfer to Grace Okon for wedding aso ebi 🎉', { PERSON: ['GRACE OKON'] }],
  ['<b>TRF</b> FROM EMEKA NWANKWO', { PERSON: ['EMEKA NWANKWO'] }],
  ['CASH WDL AT ONITSHA MAIN MARKET BRANCH', { LOC: ['ONITSHA'] }],
  ['ATM WDL UBA BENIN CITY RING ROAD', { LOC: ['BENIN CITY'] }],
  ['NIP FRM DANGOTE CEMENT PLC/DIVIDEND 2023', { ORG: ['DANGOTE CEMENT PLC'] }],
  ['TRF//FRM OYELARAN SEUN TO SELF', { PERSON: ['OYELARAN SEUN'] }],
  ['MOB TRF TO HAJIA BINTA', { PERSON: ['BINTA'] }],
  ['INTEREST PAID', {}],
  ['TRANSFER FROM OSUN STATE UNIVERSITY OSOGBO REFUND', { ORG: ['OSUN STATE UNIVERSITY'], LOC: ['OSOGBO'] }],
  ['POS/WEB PYMT JUMIA NIGERIA', { ORG: ['JUMIA NIGERIA'] }],
  ['VC POS Loc-2033LA--SHOPRITE LEKKI  LA  NG', { ORG: ['SHOPRITE'], LOC: ['LEKKI'] }],
  ['Payment to Chief Emmanuel Uzor for land at Enugu', { PERSON: ['EMMANUEL UZOR'], LOC: ['ENUGU'] }],
  ['TRF FRM ABIA GLOBAL VENTURES TO KADUNA HOLDINGS LTD', { ORG: ['ABIA GLOBAL VENTURES', 'KADUNA HOLDINGS LTD'] }],
  ['NIP/GTB/JOHN/FOOD', { PERSON: ['JOHN'] }],
  ['POS PURCHASE MEDPLUS PHARMACY IKOYI LA NG', { ORG: ['MEDPLUS PHARMACY'], LOC: ['IKOYI'] }],
  ['CONTRIBUTION ESUSU GROUP MUSHIN', { LOC: ['MUSHIN'] }],
  ['TRF TO FAITH AND GRACE ENTERPRISES', { ORG: ['FAITH AND GRACE ENTERPRISES'] }],
  ['TRANSFER TO DANIEL', { PERSON: ['DANIEL'] }],
  ['SALARY FOR MAY 2024 FROM NNPC LIMITED', { ORG: ['NNPC LIMITED'] }],
  ['AIRTIME PURCHASE 08031234567', {}],
  ['trf from adaeze obi to self via kuda', { PERSON: ['ADAEZE OBI'] }],
  ['NIP/OPAY/BLESSING JOY/JOS', { PERSON: ['BLESSING JOY'], LOC: ['JOS'] }],
  ['ATM WDL ECOBANK WUSE II ABUJA', { LOC: ['WUSE', 'ABUJA'] }],
  ['TRF TO YOLA MARKET TRADERS ASSOCIATION', { ORG: ['YOLA MARKET TRADERS ASSOCIATION'] }],
  ['POS PURCHASE TOTAL FILLING STATION WARRI', { ORG: ['TOTAL FILLING STATION'], LOC: ['WARRI'] }],
  ['USSD TRF *901* TO IBRAHIM GARBA KANO', { PERSON: ['IBRAHIM GARBA'], LOC: ['KANO'] }],
  ['LOAN DISBURSEMENT RENMONEY MFB', { ORG: ['RENMONEY MFB'] }],
  ['TRF FROM OKONKWO & SONS NIG LTD', { ORG: ['OKONKWO & SONS NIG LTD'] }],
  ['DEPOSIT BY SELF', {}],
  ['BEING REFUND OF EXCESS CHARGES', {}],
  ['TRF FRM ST. MARY CATHOLIC CHURCH AWKA', { ORG: ['ST MARY CATHOLIC CHURCH'], LOC: ['AWKA'] }],
  ['NIP/ACCESS/MUSA ALIYU IBRAHIM/KADUNA', { PERSON: ['MUSA ALIYU IBRAHIM'], LOC: ['KADUNA'] }],
  ['POS PURCHASE CHICKEN REPUBLIC ALLEN IKEJA', { ORG: ['CHICKEN REPUBLIC'], LOC: ['IKEJA'] }],
  ['TRANSFER TO ENUGU ELECTRICITY DISTRIBUTION CO', { ORG: ['ENUGU ELECTRICITY DISTRIBUTION CO'] }],
  ['CASH DEP BY PRECIOUS', { PERSON: ['PRECIOUS'] }],
  ['TRF TO OGUN BLESSING FOR RENT', { PERSON: ['OGUN BLESSING'] }],
  ['FIP:ZIB/BALOGUN KEHINDE/0123456789/TRANSPORT', { PERSON: ['BALOGUN KEHINDE'] }],
  ['TRF FROM KATSINA STATE GOVERNMENT', { ORG: ['KATSINA STATE GOVERNMENT'] }],
  ['x'.repeat(40), {}],
  ['POS PRCH MRS OIL YABA', { ORG: ['MRS OIL'], LOC: ['YABA'] }],
  ['TRF TO MRS FOLAKE ADEYEMI-JOHNSON', { PERSON: ['FOLAKE ADEYEMI JOHNSON'] }],
  ['WEB TRF TO ONLINE STORE', {}],
  ['RENT FOR SHOP AT ALABA INTL MARKET OJO', { LOC: ['ALABA', 'OJO'] }],
  ['CHARGES FOR NIP TRANSFER TO ABDULLAHI SALEH', { PERSON: ['ABDULLAHI SALEH'] }],
  ['PAYMENT FROM ZAMFARA AGRO ALLIED LTD GUSAU', { ORG: ['ZAMFARA AGRO ALLIED LTD'], LOC: ['GUSAU'] }],
  ['TRANSFER FROM IFEOMA OKOYE TO CHUKWUEMEKA OKOYE BEING SUPPORT', { PERSON: ['IFEOMA OKOYE', 'CHUKWUEMEKA OKOYE'] }],
];
for (const [text, gold] of hard) add(text, gold, 'hand');

const lines = rows.map((r, i) => JSON.stringify({ id: i + 1, split: i % 4 === 3 ? 'heldout' : 'tune', ...r }));
writeFileSync(new URL('./descriptions.jsonl', import.meta.url), `${lines.join('\n')}\n`);
console.log(`${rows.length} descriptions, ${rows.filter((_, i) => i % 4 === 3).length} held out`);
