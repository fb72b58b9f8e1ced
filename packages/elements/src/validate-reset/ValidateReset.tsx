/**
 * fiu-validate-reset (/validate, dissemination-feedback §2, §5, §8): the reset key (trimmed), a new password
 * and its repetition. On success → fiu-navigate {path:'/login'}.
 * Deviation (docs/spec-deviations.md): an empty password says 'Please provide your password', not the old
 * product's 'Please provide your email address'.
 */
import { useState, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { api } from '../shared/api';
import { Button } from '@fiu/ui/Button';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { newPassword, problems, required } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { first } from '../shared/errors';
import { useSubmit } from '../shared/useSubmit';
import { validateResetCss } from './validate-reset.css';

export const css = authCss + validateResetCss;

/** dissemination-feedback §5, helper text under the password. */
export const PASSWORD_HINT =
  'At least 8 characters, with at least 1 uppercase letter, 1 lowercase letter, 1 digit and 1 special character from _ $ # ! * % @';

/** Not in the spec: the notice the sign-in screen may show after a reset (sent as fiu-navigate state). */
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with the new password.';

export default function ValidateReset({ emit }: ElementProps): ReactElement {
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useSubmit();
  const { errors, send } = form;
  const goto = (path: string, state?: unknown) => emit('fiu-navigate', state === undefined ? { path } : { path, state });

  async function change(): Promise<void> {
    const found = problems({
      key: required(key),
      password: newPassword(password),
      repeat_password: password === repeat ? null : MSG.passwordsDoNotMatch,
    });
    // Locked after success: the screen is leaving for /login.
    const done = await send(found, () => api.auth.validatePasswordReset(key.trim(), { password }), { stayLocked: true });
    if (done.ok) goto('/login', { message: PASSWORD_CHANGED });
  }

  return (
    <AuthScreen
      title="Choose a new password"
      intro="Enter the reset key sent to your registered email and your new password."
      links={
        <>
          <Button variant="ghost" size="sm" onClick={() => goto('/reset')}>
            Send another key
          </Button>
          <Button variant="ghost" size="sm" onClick={() => goto('/login')}>
            Back to sign in
          </Button>
        </>
      }
    >
      <AuthForm form={form} run={change} label="Change Password">
        <TextField
          label="Reset key"
          name="key"
          value={key}
          onChange={(e) => setKey(e.currentTarget.value)}
          error={first(errors, 'key')}
          required
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck="false"
          inputClassName="fiu-validate__key"
        />
        <TextField
          label="New password"
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          hint={PASSWORD_HINT}
          error={first(errors, 'password')}
          required
          autoComplete="new-password"
        />
        <TextField
          label="Repeat password"
          name="repeat_password"
          type="password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={first(errors, 'repeat_password')}
          required
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthScreen>
  );
}
