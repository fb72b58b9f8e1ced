/**
 * fiu-reset-password (/reset, dissemination-feedback §2, §5, §8): an e-mail address and Reset; then the
 * notice 'A reset key has been sent to your registered email.' with Proceed (→ /validate).
 * 'I have Received Password Key' goes straight to /validate.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { currentDomain } from '@fiu/core/session/store';
import { api } from '../shared/api';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AlertRegion, AuthScreen, focusFirstInvalid } from '../shared/AuthScreen';
import { requiredEmail } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { serverText } from '../shared/errors';
import { resetPasswordCss } from './reset-password.css';

export const css = authCss + resetPasswordCss;

export default function ResetPassword({ emit }: ElementProps): ReactElement {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const proceedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) proceedRef.current?.focus();
  }, [sent]);
  const goto = (path: string) => emit('fiu-navigate', { path });

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const address = email.trim();
    const problem = requiredEmail(address, MSG.provideEmail);
    if (problem) {
      setError(problem);
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await api.auth.requestPasswordReset({ email: address, domain: currentDomain() });
      setSent(true);
    } catch (e) {
      setAlert(serverText(e));
    } finally {
      setBusy(false);
    }
  }

  const links = (
    <Button variant="ghost" size="sm" onClick={() => goto('/login')}>
      Back to sign in
    </Button>
  );

  if (sent) {
    return (
      <AuthScreen title="Reset password" links={links}>
        <div role="status" className="fiu-auth__notice" part="notice">
          <Banner variant="success">{MSG.resetKeySent}</Banner>
        </div>
        <div className="fiu-auth__actions" part="actions">
          <Button ref={proceedRef} variant="primary" block onClick={() => goto('/validate')}>
            Proceed
          </Button>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Reset password"
      intro="Enter the email address registered for your account. A reset key will be sent to it."
      links={links}
    >
      <form ref={formRef} className="fiu-auth__form" part="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          required
          autoComplete="email"
          spellCheck="false"
        />
        <AlertRegion message={alert} />
        <div className="fiu-auth__actions" part="actions">
          <Button type="submit" variant="primary" block busy={busy}>
            Reset
          </Button>
          <Button block onClick={() => goto('/validate')}>
            {MSG.haveResetKey}
          </Button>
        </div>
      </form>
    </AuthScreen>
  );
}
