// Dev gallery: every @fiu/ui component, once in the light DOM and once inside an open shadow root (as the
// elements use them), below a host page with hostile CSS. See README.md for how to build and screenshot it.
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Badge,
  Banner,
  Button,
  Card,
  Checkbox,
  Confirm,
  Dialog,
  Drawer,
  EmptyState,
  ErrorsPanel,
  FormActions,
  FormGrid,
  Pagination,
  PermissionDenied,
  PortalTargetContext,
  Select,
  Spinner,
  Tabs,
  TextField,
  ToastProvider,
  TopBar,
  tokensCss,
  allUiCss as uiCss,
  useToast,
  type BadgeTone,
  type DrawerGroup,
} from '../src/index';
import { FormsDemo, MapDemo, RecordsDemo } from './records';

const params = new URLSearchParams(location.search);
const only = params.get('only'); // 'light' | 'shadow' | null (both)
const openDialog = params.get('dialog'); // 'form' | 'confirm'
const showToasts = params.has('toasts');
const view = params.get('view'); // 'records' | 'forms' | 'map' | null (the original showcase)

const groups: DrawerGroup[] = [
  {
    heading: 'OPERATIONAL',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '#dashboard' },
      { id: 'subjects', label: 'Subjects', href: '#subjects', active: true },
      { id: 'companies', label: 'Companies', href: '#companies' },
      { id: 'search', label: 'Search', href: '#search' },
      { id: 'advanced', label: 'Advanced', href: '#advanced' },
      { id: 'forex', label: 'Forex Evacuation', href: '#forex' },
      { id: 'requests', label: 'Requests', href: '#requests' },
      { id: 'erf', label: 'ERF', href: '#erf' },
      { id: 'batch', label: 'Batch Request', href: '#batch' },
      { id: 'ireport', label: 'Intelligence Reports', href: '#ireport' },
      { id: 'feedback', label: 'Feedback', href: '#feedback' },
      { id: 'cases', label: 'Cases', href: '#cases' },
    ],
  },
  {
    heading: 'SETTINGS',
    items: [
      { id: 'users', label: 'Users', href: '#users' },
      { id: 'guidance', label: 'Advisory Guidance', href: '#guidance' },
      { id: 'help', label: 'Help', href: '#help' },
      { id: 'logout', label: 'Logout', href: '#logout' },
    ],
  },
];

const rows: Array<{ id: string; name: string; bvn: string; amount: number; status: string; tone: BadgeTone }> = [
  { id: 'ABCD202601051230', name: 'Adebayo Ogunleye', bvn: '22212345678', amount: 1250000, status: 'Pending', tone: 'warning' },
  { id: 'EFGH202601041015', name: 'Chiamaka Eze', bvn: '22298765432', amount: 48200.5, status: 'Approved', tone: 'success' },
  { id: 'IJKL202601030940', name: 'Musa Abdullahi', bvn: '22255501234', amount: 9870000, status: 'Disseminated', tone: 'info' },
  { id: 'MNOP202512221700', name: 'Ngozi Okafor', bvn: '22211122233', amount: 310.75, status: 'Archived', tone: 'archived' },
];

const naira = (n: number) => '₦' + n.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const states = [
  { value: 'LA', label: 'Lagos' },
  { value: 'FC', label: 'Federal Capital Territory' },
  { value: 'KN', label: 'Kano' },
];

function Showcase({ label }: { label: string }) {
  const toast = useToast();
  const [tab, setTab] = useState('details');
  const [offset, setOffset] = useState(20);
  const [dialog, setDialog] = useState<string | null>(openDialog);
  const [busy, setBusy] = useState(false);
  const shown = useRef(false);
  if (showToasts && !shown.current) {
    shown.current = true;
    queueMicrotask(() => {
      toast.show('Feedback saved', { variant: 'success', duration: 600000 });
      toast.show('Something went wrong!!', { variant: 'error', duration: 600000 });
    });
  }

  return (
    <div className="g-app">
      <TopBar
        title="Financial Intelligence Unit"
        subtitle="Economic and Financial Crimes Commission"
        actions={
          <>
            <span className="g-user">Amina Bello · analyst</span>
            <Button size="sm">Sign out</Button>
          </>
        }
      />
      <div className="g-shell">
        <Drawer groups={groups} onNavigate={(item) => toast.info(`Navigate to ${String(item.label)}`)} />
        <main className="g-main">
          <div className="g-pagehead">
            <h1 className="g-h1">Subjects <span className="g-muted">({label})</span></h1>
            <div className="g-row">
              <Button variant="secondary" onClick={() => toast.warning('Export queued')}>Export</Button>
              <Button variant="primary" onClick={() => setDialog('form')}>Add subject</Button>
            </div>
          </div>

          {view === 'records' ? <RecordsDemo /> : view === 'forms' ? <FormsDemo /> : view === 'map' ? <MapDemo /> : (
          <>
          <Banner variant="warning" title="Read only">
            This subject is being edited by another analyst. Your changes cannot be saved until it is released.
          </Banner>

          <Card title="Subject list" flush actions={<Button size="sm" variant="ghost">Columns</Button>}>
            <div className="fiu-table-wrap g-flush-table">
              <table className="fiu-table">
                <thead>
                  <tr>
                    <th scope="col">Subject ID</th>
                    <th scope="col">Name</th>
                    <th scope="col">BVN</th>
                    <th scope="col" className="fiu-table__num">Amount</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id}>
                      <td><a href="#s">{r.id}</a></td>
                      <td>{r.name}</td>
                      <td>{r.bvn}</td>
                      <td className="fiu-table__num">{naira(r.amount)}</td>
                      <td><Badge tone={r.tone}>{r.status}</Badge></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="g-pager">
              <Pagination offset={offset} pageSize={20} total={95} onChange={setOffset} />
            </div>
          </Card>

          <Card title="Subject form">
            <Tabs
              aria-label="Subject sections"
              value={tab}
              onChange={setTab}
              tabs={[
                { id: 'details', label: 'Details' },
                { id: 'accounts', label: 'Accounts' },
                { id: 'locked', label: 'Linked cases', disabled: true },
                { id: 'history', label: 'History' },
              ]}
            >
              {(id) =>
                id === 'details' ? (
                  <form
                    noValidate
                    onSubmit={(e) => {
                      e.preventDefault();
                      setBusy(true);
                      setTimeout(() => setBusy(false), 1500);
                    }}
                    className="g-stack"
                  >
                    <ErrorsPanel
                      error="The subject could not be saved."
                      fieldErrors={{ bvn: ['BVN must be 11 digits'], phones: ['Invalid phone number', 'Duplicate number'] }}
                    />
                    <FormGrid columns={2}>
                      <TextField label="First name" required defaultValue="Adebayo" autoComplete="off" />
                      <TextField label="Last name" required error="Please provide the last name" />
                      <TextField label="BVN" hint="11 digits" defaultValue="2221234" error="BVN must be 11 digits" />
                      <TextField label="Email" type="email" placeholder="name@example.com" />
                      <Select label="State of origin" required options={states} placeholder="Select a state" />
                      <Select label="LGA" options={[]} placeholder="Select a state first" disabled />
                      <TextField label="Date of birth" type="date" defaultValue="1984-03-12" />
                      <TextField label="Reported at" type="datetime-local" defaultValue="2026-01-05T12:30" />
                      <TextField label="Disabled" disabled defaultValue="Cannot change" />
                      <TextField label="Password" type="password" defaultValue="Demo#2026" hint="At least 8 characters" />
                      <div className="fiu-form-grid__full">
                        <TextField label="Notes" multiline rows={3} placeholder="What the analyst observed" />
                      </div>
                      <div className="fiu-form-grid__full">
                        <Checkbox label="Subject is a politically exposed person" defaultChecked />
                      </div>
                    </FormGrid>
                    <FormActions>
                      <Button type="submit" variant="primary" busy={busy}>Save</Button>
                      <Button variant="secondary">Cancel</Button>
                      <Button variant="ghost">Reset</Button>
                      <Button variant="danger" onClick={() => setDialog('confirm')}>Delete</Button>
                      <Button variant="primary" busy>Saving</Button>
                      <Button variant="primary" disabled>Disabled</Button>
                    </FormActions>
                  </form>
                ) : (
                  <EmptyState title="No accounts yet" action={<Button variant="primary">Add account</Button>}>
                    Add the subject's bank accounts so that transfers can be traced.
                  </EmptyState>
                )
              }
            </Tabs>
          </Card>

          <div className="g-grid2">
            <Card title="Banners and badges">
              <div className="g-stack">
                <Banner variant="info" title="Disseminated">Report sent to 3 partner agencies on 5 January 2026.</Banner>
                <Banner variant="success" onDismiss={() => {}}>Feedback saved</Banner>
                <Banner variant="error" title="Upload failed">The file is larger than 10 MB.</Banner>
                <div className="g-row">
                  <Badge tone="warning">Pending</Badge>
                  <Badge tone="success">Approved</Badge>
                  <Badge tone="info">Disseminated</Badge>
                  <Badge tone="archived">Archived</Badge>
                  <Badge tone="danger">Rejected</Badge>
                  <Badge>Draft</Badge>
                </div>
                <div className="g-row">
                  <Spinner size="sm" />
                  <Spinner />
                  <Spinner size="lg" />
                  <Spinner showLabel label="Loading subjects" />
                </div>
              </div>
            </Card>
            <Card title="Permission">
              <PermissionDenied headingLevel={2} />
            </Card>
          </div>
          </>
          )}
        </main>
      </div>

      <Dialog
        open={dialog === 'form'}
        onClose={() => setDialog(null)}
        title="Add subject"
        description="The subject gets an ID when saved."
        footer={
          <>
            <Button onClick={() => setDialog(null)}>Cancel</Button>
            <Button variant="primary" onClick={() => { setDialog(null); toast.success('Subject saved'); }}>Save</Button>
          </>
        }
      >
        <FormGrid columns={2}>
          <TextField label="First name" required />
          <TextField label="Last name" required error="Please provide the last name" />
          <div className="fiu-form-grid__full">
            <Select label="State of origin" options={states} placeholder="Select a state" />
          </div>
        </FormGrid>
      </Dialog>
      <Confirm
        open={dialog === 'confirm'}
        title="Delete subject?"
        message="Adebayo Ogunleye and his 3 accounts will be deleted. This cannot be undone."
        danger
        onConfirm={() => { setDialog(null); toast.success('Subject deleted'); }}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}

// Gallery-only layout (not part of @fiu/ui).
const galleryCss = `
.g-app { background: var(--fiu-color-background); }
.g-shell { display: flex; align-items: stretch; min-height: 600px; }
@media (max-width: 800px) { .g-shell { flex-direction: column; } }
.g-main { flex: 1; min-width: 0; padding: var(--fiu-space-5); display: flex; flex-direction: column; gap: var(--fiu-space-4); }
.g-pagehead { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--fiu-space-4); }
.g-h1 { font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: 600; }
.g-muted { color: var(--fiu-color-text-muted); font-weight: 400; font-size: var(--fiu-font-size); }
.g-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2); }
.g-stack { display: flex; flex-direction: column; gap: var(--fiu-space-4); }
.g-states { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(420px, 100%), 1fr)); gap: var(--fiu-space-4); align-items: start; }
.g-grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: var(--fiu-space-4); align-items: start; }
.g-user { color: var(--fiu-color-text-muted); }
.g-flush-table { border: 0; border-radius: 0; }
.g-pager { padding: var(--fiu-space-2) var(--fiu-space-4); border-top: 1px solid var(--fiu-color-border); }
.g-avatar { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%;
  font-size: 11px; font-weight: 600; color: var(--fiu-color-primary); background: var(--fiu-color-primary-subtle); }
.g-mono { font-family: var(--fiu-font-family-mono); font-size: 12px; }
.g-search { width: 320px; max-width: 100%; }
`;

function sheet(css: string): CSSStyleSheet {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
}

const sheets = [sheet(tokensCss), sheet(uiCss), sheet(galleryCss)];

function mountLight(el: HTMLElement) {
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
  el.classList.add('fiu-root');
  createRoot(el).render(
    <StrictMode>
      <ToastProvider>
        <Showcase label="light DOM" />
      </ToastProvider>
    </StrictMode>,
  );
}

function mountShadow(host: HTMLElement) {
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = sheets;
  const mount = document.createElement('div');
  mount.className = 'fiu-root';
  const portal = document.createElement('div');
  portal.className = 'fiu-root';
  shadow.append(mount, portal);
  createRoot(mount).render(
    <StrictMode>
      <PortalTargetContext.Provider value={portal}>
        <ToastProvider>
          <Showcase label="shadow root, hostile host page" />
        </ToastProvider>
      </PortalTargetContext.Provider>
    </StrictMode>,
  );
}

if (only !== 'shadow') mountLight(document.getElementById('light')!);
else document.getElementById('light-section')!.remove();
if (only !== 'light') mountShadow(document.getElementById('shadow-host')!);
else document.getElementById('shadow-section')!.remove();
