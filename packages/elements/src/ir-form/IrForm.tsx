/**
 * fiu-ir-form: Ir form. Made by `npm run new:element`: one field on the shared submit block (checks, locked
 * while sending, the server's text on failure). Replace the field and the send with the screen's own.
 */
import { useState, type ReactElement } from 'react';
import { Banner } from '@fiu/ui/Banner';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { authCss } from '../shared/auth.css';
import { problems, required } from '../shared/checks';
import { first } from '../shared/errors';
import { useSubmit } from '../shared/useSubmit';
import { irFormCss } from './ir-form.css';

export const css = authCss + irFormCss;

export default function IrForm(_props: ElementProps): ReactElement {
  const form = useSubmit();
  const [name, setName] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  async function submit(): Promise<void> {
    const value = name.trim();
    // The screen's API call goes here (through ../shared/api).
    const done = await form.send(problems({ name: required(value) }), async () => value);
    if (done.ok) setSent(done.value);
  }

  return (
    <AuthScreen title="Ir form">
      {sent ? (
        <div role="status" className="fiu-auth__notice" part="notice">
          <Banner variant="success">Sent: {sent}</Banner>
        </div>
      ) : null}
      <AuthForm form={form} run={submit} label="Send">
        <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={first(form.errors, 'name')} required />
      </AuthForm>
    </AuthScreen>
  );
}
