/**
 * The narration vocabulary of Nigerian bank statements: words that are never part of a name (channel and
 * charge words, months), the cue words that say what follows (a party, a place, a merchant, an employer),
 * and the words that end an organisation's name (LTD, PLC, VENTURES ...).
 */

/** Channel, product and charge words: they end a name and are never one. */
export const JARGON = new Set(`NIP NEFT NIBSS FIP NIPCR NIPDR IB TRF TFR TRFR TRANSFER TRANSFERS FT RTGS INSTANT PAYMENT PAYMENTS PYMT PMT
  OUTWARD INWARD POS POSWEB PURCHASE PRCH PRCHS WEB ONLINE ATM WDL WITHDRAWAL WITHDRAWL CASH CSH DEP DEPOSIT CHQ CHEQUE CLEARING CLG
  PAID USSD MOB MOBILE APP BILLS BILL QUICKTELLER AIRTIME RECHARGE SUBSCRIPTION PREPAID POSTPAID DATA SALARY SAL REVERSAL RVSL REV
  CHARGE CHARGES CHG CHGS COT VAT SMS ALERT STAMP DUTY LEVY EMTL FEE FEES COMMISSION COMM INTEREST INT LOAN DISBURSEMENT REPAYMENT
  REFUND BRANCH SELF VC LOC NG REF REFERENCE SESSION NARRATION TXN TRANSACTION ID DATE VIA BEING FOR ON WITH INTO BO IFO
  FRM FROM TO BY AT IN BENEFICIARY BENE DR CR DEBIT CREDIT ACCT ACCOUNT NO NUMBER GTWORLD ACCESSMOBILE OUTW INW
  JAN FEB MAR APR MAY JUN JUNE JUL JULY AUG SEP SEPT OCT NOV DEC JANUARY FEBRUARY MARCH APRIL AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER`.split(/\s+/));

/** Words after which a party's name follows. */
export const PARTY_CUES = new Set(['FROM', 'FRM', 'TO', 'BY', 'IFO', 'BO', 'BENEFICIARY', 'BENE', 'PAID', 'FAVOUR']);
/** Words after which a place follows. */
export const PLACE_CUES = new Set(['AT', 'IN']);
/** Words after which a merchant's or biller's name follows (card and bill narrations). */
export const MERCHANT_CUES = new Set(['PURCHASE', 'PRCH', 'PRCHS', 'POS', 'WEB', 'QUICKTELLER', 'BILLS', 'BILL', 'AIRTIME', 'RECHARGE', 'SUBSCRIPTION']);
/** Words after which an employer's or payer's name follows. */
export const EMPLOYER_CUES = new Set(['SALARY', 'SAL', 'DIVIDEND', 'PENSION', 'ALLOWANCE']);

/** Words that end an organisation's name whatever follows (LTD, PLC, VENTURES ...). */
export const ORG_SUFFIXES = new Set(`LTD LIMITED PLC ENTERPRISE ENTERPRISES ENT VENTURES VENTURE GLOBAL NIG NIGERIA INTL INTERNATIONAL CO COMPANY
  CORP CORPORATION INC RESOURCES HOLDINGS INDUSTRIES GOVT GOVERNMENT MFB MICROFINANCE INSURANCE ASSURANCE PARTNERS CONCEPTS SOLUTIONS
  TECHNOLOGIES LOGISTICS ASSOCIATION MINISTRIES FOUNDATION COOPERATIVE`.split(/\s+/));

/** Ordinary nouns that name an organisation when one ends a name (a church, a pharmacy), weaker than a suffix. */
export const ORG_NOUNS = new Set(`SERVICES SERVICE GROUP CHURCH MINISTRY MOSQUE UNIVERSITY POLYTECHNIC COLLEGE ACADEMY SCHOOLS HOSPITAL CLINIC
  PHARMACY STORES SUPERMARKET MART TRUST COUNCIL AGENCY AUTHORITY BOARD CONSULT CONSULTING STATION MOTORS FOODS ESTATE PROPERTIES AGRO ALLIED`.split(/\s+/));

/**
 * Given names that are also English words (Nigerian virtue names): the library calls them ordinary words, so
 * they are listed here to keep "BLESSING EZE" a person.
 */
export const VIRTUE_NAMES = new Set(['BLESSING', 'PRECIOUS', 'FAITH', 'GRACE', 'JOY', 'MERCY', 'PATIENCE', 'COMFORT', 'GIFT', 'GOODNESS', 'PEACE', 'HOPE', 'CHARITY', 'PROMISE', 'GODWIN', 'SUNDAY', 'MONDAY', 'FRIDAY', 'LOVELY', 'WISDOM', 'PRINCE', 'PRINCESS', 'HAPPINESS', 'VICTORY', 'DESTINY']);
