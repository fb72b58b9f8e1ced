// Gallery views for the record screens' building blocks: ?view=records (DataTable states, FilterPanel,
// SearchBox), ?view=forms (RepeatableList, PhotoField, date fields), ?view=map (MapView, offline base map).
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  DataTable,
  DateField,
  DateTimeField,
  FilterPanel,
  FormGrid,
  Pagination,
  PhotoField,
  RepeatableList,
  SearchBox,
  Select,
  TextField,
  useToast,
  type BadgeTone,
  type DataTableColumn,
  type SortState,
} from '../src/index';
import { MapView } from '../src/map/index';

interface SubjectRow {
  id: string;
  caseRef: string;
  primary: boolean;
  surname: string;
  othernames: string;
  gender: 'Male' | 'Female';
  organisation: string;
  status: string;
  tone: BadgeTone;
  accounts: number;
  createdBy: string;
  created: string;
}

const SURNAMES = ['Ogunleye', 'Eze', 'Abdullahi', 'Okafor', 'Bello', 'Adeyemi', 'Nwosu', 'Ibrahim', 'Okonkwo', 'Danjuma'];
const OTHERS = ['Adebayo Tunde', 'Chiamaka', 'Musa Sani', 'Ngozi Ifeoma', 'Amina', 'Oluwaseun', 'Chinedu Paul', 'Halima', 'Emeka', 'Yakubu'];
const ORGS = ['EFCC', 'ICPC', 'NDLEA', 'CBN', 'NFIU'];
const STATUSES: Array<[string, BadgeTone]> = [
  ['Pending', 'warning'],
  ['Approved', 'success'],
  ['Disseminated', 'info'],
  ['Archived', 'archived'],
];
const CREATORS = ['a.bello', 'c.eze', 'm.ibrahim', 'o.adeyemi'];

const subjects: SubjectRow[] = Array.from({ length: 20 }, (_, i) => {
  const [status, tone] = STATUSES[(i * 7) % 4]!;
  const day = 28 - i;
  return {
    id: `${['ABCD', 'EFGH', 'KLMN', 'PQRS', 'TUVW'][i % 5]}2601${String(day).padStart(2, '0')}${String(930 + i * 7).padStart(4, '0')}${String(i * 3).padStart(2, '0')}`,
    caseRef: i % 3 === 2 ? '' : `EFCC/LAG/${2026 - (i % 2)}/${String(140 + i * 13).padStart(4, '0')}`,
    primary: i % 4 === 0,
    surname: SURNAMES[i % 10]!,
    othernames: OTHERS[(i * 3) % 10]!,
    gender: i % 3 === 1 ? 'Female' : 'Male',
    organisation: ORGS[i % 5]!,
    status,
    tone,
    accounts: (i * 7) % 13,
    createdBy: CREATORS[i % 4]!,
    created: `${String(day).padStart(2, '0')} Jan 2026 ${String(8 + (i % 9)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`,
  };
});

const columns: DataTableColumn<SubjectRow>[] = [
  {
    id: 'photo',
    header: 'Photo',
    hideHeader: true,
    width: 44,
    cell: (r) => (
      <span className="g-avatar" aria-hidden="true">
        {r.surname[0]}
        {r.othernames[0]}
      </span>
    ),
  },
  { id: 'suspectid', header: 'Subject ID', sortable: true, cell: (r) => <a href="#s" className="g-mono">{r.id}</a> },
  { id: 'case_reference', header: 'Case reference', sortable: true, cell: (r) => r.caseRef || <span className="g-muted">—</span> },
  { id: 'is_primary', header: 'Primary', cell: (r) => (r.primary ? 'Yes' : 'No') },
  { id: 'surname', header: 'Surname', sortable: true, cell: (r) => r.surname },
  { id: 'othernames', header: 'Other names', sortable: true, cell: (r) => r.othernames },
  { id: 'gender', header: 'Gender', sortable: true, cell: (r) => r.gender },
  { id: 'domain', header: 'Organisation', sortable: true, cell: (r) => r.organisation },
  { id: 'status', header: 'Status', sortable: true, cell: (r) => <Badge tone={r.tone}>{r.status}</Badge> },
  { id: 'accounts', header: 'Accounts', numeric: true, sortable: true, cell: (r) => r.accounts },
  { id: 'created_by', header: 'Created by', sortable: true, cell: (r) => r.createdBy },
  { id: 'created', header: 'Created', sortable: true, firstDirection: 'desc', numeric: true, cell: (r) => r.created },
];

const stateColumns = [columns[1]!, columns[4]!, columns[5]!, columns[8]!];

const rowActions = () => (
  <>
    <Button size="sm" variant="ghost">Report</Button>
    <Button size="sm" variant="ghost">Insights</Button>
  </>
);

function sortRows(rows: SubjectRow[], sort: SortState | null): SubjectRow[] {
  if (!sort) return rows;
  const key: Record<string, (r: SubjectRow) => string | number> = {
    suspectid: (r) => r.id,
    case_reference: (r) => r.caseRef,
    surname: (r) => r.surname,
    othernames: (r) => r.othernames,
    gender: (r) => r.gender,
    domain: (r) => r.organisation,
    status: (r) => r.status,
    accounts: (r) => r.accounts,
    created_by: (r) => r.createdBy,
    created: (r) => subjects.length - subjects.indexOf(r),
  };
  const get = key[sort.id] ?? (() => 0);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (get(a) < get(b) ? -sign : get(a) > get(b) ? sign : 0));
}

const ORG_OPTIONS = ORGS.map((o) => ({ value: o.toLowerCase(), label: o }));
const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];
const STATUS_OPTIONS = STATUSES.map(([s]) => ({ value: s.toLowerCase(), label: s }));

export function RecordsDemo() {
  const toast = useToast();
  const [sort, setSort] = useState<SortState | null>({ id: 'created', direction: 'desc' });
  const [offset, setOffset] = useState(0);
  const [filters, setFilters] = useState({ from: '', to: '', org: '', by: '', gender: '', status: '' });
  const [search, setSearch] = useState('');
  const active = Object.values(filters).filter(Boolean).length;
  const set = (k: keyof typeof filters) => (e: { target: { value: string } }) => setFilters({ ...filters, [k]: e.target.value });

  return (
    <>
      <FilterPanel
        defaultOpen
        activeCount={active}
        onApply={() => toast.info(`Apply filters (${active} set)`)}
        onClear={() => setFilters({ from: '', to: '', org: '', by: '', gender: '', status: '' })}
        toolbar={<SearchBox label="Search subjects" hideLabel placeholder="Name, subject ID or case reference" onSearch={setSearch} className="g-search" />}
      >
        <DateTimeField label="Created from" value={filters.from} onChange={set('from')} max="now" maxMessage="Created from cannot be in the future" />
        <DateTimeField label="Created to" value={filters.to} onChange={set('to')} max="now" maxMessage="Created to cannot be in the future" />
        <Select label="Organisation" options={ORG_OPTIONS} placeholder="All organisations" value={filters.org} onChange={set('org')} />
        <TextField label="Created by" value={filters.by} onChange={set('by')} placeholder="Username" />
        <Select label="Gender" options={GENDERS} placeholder="Any" value={filters.gender} onChange={set('gender')} />
        <Select label="Status" options={STATUS_OPTIONS} placeholder="Any status" value={filters.status} onChange={set('status')} />
      </FilterPanel>
      {search ? <p className="g-muted">Searching for “{search}”</p> : null}

      <Card title="Subjects · 20 dense rows, sortable, zebra, sticky header" flush id="g-table-main">
        <DataTable
          flush
          caption="Subjects"
          hideCaption
          columns={columns}
          rows={sortRows(subjects, sort)}
          rowKey={(r) => r.id}
          sort={sort}
          onSortChange={setSort}
          rowActions={rowActions}
          variant="zebra"
          maxHeight={440}
        />
        <div className="g-pager">
          <Pagination offset={offset} pageSize={20} total={95} onChange={setOffset} />
        </div>
      </Card>

      <div className="g-states">
        <Card title="Loading, rows kept" flush id="g-table-loading">
          <DataTable
            flush
            aria-label="Subjects (loading)"
            columns={stateColumns}
            rows={subjects.slice(0, 5)}
            rowKey={(r) => r.id}
            sort={{ id: 'surname', direction: 'asc' }}
            onSortChange={() => {}}
            loading
            loadingLabel="Loading subjects"
          />
        </Card>
        <Card title="First load" flush id="g-table-first">
          <DataTable
            flush
            aria-label="Subjects (first load)"
            columns={stateColumns}
            rows={[]}
            rowKey={(r) => r.id}
            loading
            skeletonRows={4}
          />
        </Card>
        <Card title="Empty" flush id="g-table-empty">
          <DataTable
            flush
            aria-label="Subjects (none)"
            columns={stateColumns}
            rows={[]}
            rowKey={(r) => r.id}
            emptyTitle="No subjects match"
            empty="Change the filters or the search, or add a subject."
            emptyAction={<Button variant="primary" size="sm">Add subject</Button>}
          />
        </Card>
        <Card title="Error" flush id="g-table-error">
          <DataTable
            flush
            aria-label="Subjects (error)"
            columns={stateColumns}
            rows={[]}
            rowKey={(r) => r.id}
            error="The subjects could not be loaded: the server did not answer. Check the connection and retry."
            onRetry={() => toast.info('Retry')}
          />
        </Card>
      </div>
    </>
  );
}

interface Phone {
  telephone: string;
  kind: string;
}
interface Address {
  country: string;
  state: string;
  town: string;
  streetname: string;
}

const STATES = [
  { value: 'LA', label: 'Lagos' },
  { value: 'FC', label: 'Federal Capital Territory' },
  { value: 'KN', label: 'Kano' },
];

export function FormsDemo() {
  const [phones, setPhones] = useState<Phone[]>([
    { telephone: '2348031234567', kind: 'mobile' },
    { telephone: '080312', kind: 'mobile' },
  ]);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [photo, setPhoto] = useState<string | null>(null);
  const [birth, setBirth] = useState('2031-02-14');
  const errors = { 'telephones.1.telephone': ['Invalid phone number'] };

  return (
    <>
      <Card title="Identification" id="g-photo">
        <PhotoField value={photo} onChange={setPhoto} />
      </Card>
      <div className="g-grid2">
        <Card title="Nested lists" id="g-repeat">
          <div className="g-stack">
            <RepeatableList
              legend="Telephones"
              name="telephones"
              items={phones}
              onChange={setPhones}
              errors={errors}
              newItem={() => ({ telephone: '', kind: 'mobile' })}
              itemLabel={(i) => `Telephone ${i + 1}`}
              addLabel="Add telephone"
              max={5}
              renderItem={(item, _i, update, errorsFor) => (
                <FormGrid columns={2}>
                  <TextField label="Number" type="tel" value={item.telephone} onChange={(e) => update({ telephone: e.target.value })} error={errorsFor('telephone')} />
                  <Select
                    label="Type"
                    value={item.kind}
                    onChange={(e) => update({ kind: e.target.value })}
                    options={[
                      { value: 'mobile', label: 'Mobile' },
                      { value: 'landline', label: 'Landline' },
                    ]}
                  />
                </FormGrid>
              )}
            />
            <RepeatableList
              legend="Addresses"
              items={addresses}
              onChange={setAddresses}
              newItem={() => ({ country: 'NG', state: '', town: '', streetname: '' })}
              itemLabel={(i) => `Address ${i + 1}`}
              addLabel="Add address"
              emptyText="No addresses recorded. Add one if the subject's address is known."
              renderItem={(item, _i, update) => (
                <FormGrid columns={2}>
                  <Select label="State" value={item.state} onChange={(e) => update({ state: e.target.value })} options={STATES} placeholder="Select a state" />
                  <TextField label="Town" value={item.town} onChange={(e) => update({ town: e.target.value })} />
                  <div className="fiu-form-grid__full">
                    <TextField label="Street" value={item.streetname} onChange={(e) => update({ streetname: e.target.value })} />
                  </div>
                </FormGrid>
              )}
            />
          </div>
        </Card>
        <Card title="Read only, and dates" id="g-readonly">
          <div className="g-stack">
            <RepeatableList
              legend="Aliases"
              readOnly
              items={[{ alias: 'Baba Tee' }, { alias: 'T-Money' }]}
              onChange={() => {}}
              newItem={() => ({ alias: '' })}
              itemLabel={(i) => `Alias ${i + 1}`}
              renderItem={(item) => <TextField label="Alias" value={item.alias} readOnly />}
            />
            <FormGrid columns={2}>
              <DateField
                label="Date of birth"
                value={birth}
                onChange={(e) => setBirth(e.target.value)}
                max="today"
                maxMessage="Date of birth cannot be in the future"
              />
              <DateTimeField label="Arrested" defaultValue="2025-11-03T14:20" max="now" maxMessage="Cannot be in the future" />
            </FormGrid>
          </div>
        </Card>
      </div>
    </>
  );
}

export function MapDemo() {
  return (
    <Card title="Map · offline base map (no tiles, no network)" id="g-map">
      <MapView
        markers={[
          { lat: 9.0765, lng: 7.3986, label: 'Adebayo Ogunleye' },
          { lat: 6.5244, lng: 3.3792, label: '<img src=x onerror=alert(1)>' },
        ]}
      />
    </Card>
  );
}
