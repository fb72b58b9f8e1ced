/**
 * The IMPORT tab (analysis-tools §2 "IMPORT sub-tabs: Bank Statement and Call Record"). The import screens
 * (fiu-import-statement, fiu-import-cdr) hold the forms; from here each sub-tab opens its screen.
 */
import { useState, type ReactElement } from 'react';
import { Button } from '@fiu/ui/Button';
import { Tabs } from '@fiu/ui/Tabs';
import type { Emit } from '../define/types';

const TABS = [
  { id: 'statement', label: 'Bank Statement' },
  { id: 'cdr', label: 'Call Record' },
] as const;

export default function ImportTab({ emit }: { emit: Emit }): ReactElement {
  const [tab, setTab] = useState<string>('statement');
  return (
    <Tabs tabs={TABS} value={tab} onChange={setTab} aria-label="IMPORT" className="fiu-ws__subtabs">
      {(id) => (
        <div className="fiu-an__state fiu-ws__import">
          <p className="fiu-an__note">
            {id === 'statement'
              ? "Import a bank's statement spreadsheet with the account and its holder."
              : "Import an operator's call records from a spreadsheet, by mapping its columns, or typed in."}
          </p>
          <Button variant="primary" onClick={() => emit('fiu-navigate', { path: id === 'statement' ? '/import/statement' : '/import/cdr' })}>
            {id === 'statement' ? 'Import bank statement' : 'Import call records'}
          </Button>
        </div>
      )}
    </Tabs>
  );
}
