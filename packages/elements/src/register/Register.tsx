/**
 * fiu-register (/register, dissemination-feedback §2, §3, §5, §8): name, username, e-mail and one of the
 * four registration roles. The server creates an inactive user; the success text is the spec's, to the
 * letter (its trailing space included).
 */
import { useState, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { REGISTRATION_ROLES } from '@fiu/core/refdata/lists';
import { currentDomain } from '@fiu/core/session/store';
import { api } from '../shared/api';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { problems, required, requiredEmail } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { first } from '../shared/errors';
import { useSubmit } from '../shared/useSubmit';
import { registerCss } from './register.css';

export const css = authCss + registerCss;

const EMPTY = { name: '', username: '', email: '', role: '' };

export default function Register({ emit }: ElementProps): ReactElement {
  const organisation = useSession((s) => s.organisation);
  const [form, setForm] = useState(EMPTY);
  const submit = useSubmit();
  const { errors, send } = submit;
  const [done, setDone] = useState(false);
  // Read the value now: currentTarget is gone by the time React runs the updater.
  const set = (field: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [field]: value }));
  };

  async function register(): Promise<void> {
    const name = form.name.trim();
    const username = form.username.trim();
    const email = form.email.trim();
    const role = form.role;
    const found = problems({ name: required(name), username: required(username), email: requiredEmail(email), role: required(role) });
    const sent = await send(found, () => api.auth.register({ name, username, email, role, domain: currentDomain() }), { fieldErrors: true });
    if (!sent.ok) return;
    setDone(true);
    setForm(EMPTY);
  }

  const links = (
    <Button variant="ghost" size="sm" onClick={() => emit('fiu-navigate', { path: '/login' })}>
      Back to sign in
    </Button>
  );
  const context = organisation ? (
    <span>
      Organisation: <strong>{organisation.name}</strong>
    </span>
  ) : null;

  if (done) {
    return (
      <AuthScreen title="Request registration" context={context} links={links}>
        <div role="status" className="fiu-auth__notice" part="notice">
          <Banner variant="success">{MSG.registered}</Banner>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Request registration"
      intro="An administrator of your organisation enables the account before you can sign in."
      context={context}
      links={links}
    >
      <AuthForm form={submit} run={register} label="Register">
        <TextField label="Name" name="name" value={form.name} onChange={set('name')} error={first(errors, 'name')} required autoComplete="name" />
        <TextField
          label="Username"
          name="username"
          value={form.username}
          onChange={set('username')}
          error={first(errors, 'username')}
          required
          autoComplete="username"
          autoCapitalize="off"
          spellCheck="false"
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={form.email}
          onChange={set('email')}
          error={first(errors, 'email')}
          required
          autoComplete="email"
          spellCheck="false"
        />
        <Select
          label="Role"
          name="role"
          value={form.role}
          onChange={set('role')}
          options={REGISTRATION_ROLES}
          placeholder="Select a role"
          error={first(errors, 'role')}
          required
        />
      </AuthForm>
    </AuthScreen>
  );
}
