/**
 * The registry fixtures of fixtures.ts as the files a registry sends (CSV, FollowTheMoney JSON lines), for
 * tests that go through the upload and the import job.
 */
const ftm = (id: string, schema: string, properties: Record<string, string[]>) => JSON.stringify({ id, schema, properties, datasets: ['cac_extract'] });

export const REGISTRY_FILES = {
  ftm: [
    ftm('co-1', 'Company', { name: ['Bello Agro Ventures Ltd'], registrationNumber: ['RC778899'] }),
    ftm('p-1', 'Person', { name: ['Alhaji Musa D. Bello'], birthDate: ['1980-03-14'], idNumber: ['12345678901'] }),
    ftm('d-1', 'Directorship', { director: ['p-1'], organization: ['co-1'], role: ['Director'] }),
    ftm('co-2', 'Company', { name: ['Sahel Logistics Nig Ltd'], registrationNumber: ['RC100200'] }),
    ftm('p-2', 'Person', { name: ['Mohammed Bello'], phone: ['2348031234567'] }),
    ftm('d-2', 'Directorship', { director: ['p-2'], organization: ['co-2'] }),
  ].join('\n'),
  vehicles: 'Number Plate,Make,Owner First Name,Owner Surname,Owner Phone\nABJ123XY,Toyota,Ibrahim,Lawal,\nLAG555AA,Honda,Hauwa,Usman,08031234567\nKAN001BB,Kia,Bello,Musa,\n',
  tax: 'TIN,TaxPayerName,RCNumber,Phone,TaxPayerType\n12345678-0001,Bello Agro Ventures Ltd,RC778899,,corporate\n22345678-0001,Musa Danjuma Bello,,08031234567,individual\n',
  nin: 'NIN,First Name,Surname,Date of Birth,Telephone\n12345678901,Musa,Bello,14/03/1980,08031234567\n98765432109,Musa Danjuma,Belo,1980-03-14,\n11122233344,Musa,Bello,1991-07-07,\n',
  crims: 'CRIMS No,First Name,Surname,Aliases,Date of Birth,NIN,Phones\nCR-001,Musa,Bello,,,12345678901,\nCR-002,Sani,Abacha,Musa Big,1980-03-14,,\nCR-003,Yakubu,Danjuma,,,,+2348031234567\n',
} as const;
