/**
 * fiu-reset-password (/reset, dissemination-feedback §2, §5, §8): an e-mail address and Reset; then the
 * notice 'A reset key has been sent to your registered email.' with Proceed (→ /validate).
 * 'I have Received Password Key' goes straight to /validate.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { currentDomain } from '@fiu/core/session/store';
import { api } from '../shared/api';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { problems, requiredEmail } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { first } from '../shared/errors';
import { useSubmit } from '../shared/useSubmit';
import { resetPasswordCss } from './reset-password.css';

export const css = authCss + resetPasswordCss;

export default function ResetPassword({ emit }: ElementProps): ReactElement {
  const [email, setEmail] = useState('');
  const form = useSubmit();
  const { errors, send } = form;
  const [sent, setSent] = useState(false);
  const proceedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sent) proceedRef.current?.focus();
  }, [sent]);
  const goto = (path: string) => emit('fiu-navigate', { path });

  async function reset(): Promise<void> {
    const address = email.trim();
    const found = problems({ email: requiredEmail(address, MSG.provideEmail) });
    const done = await send(found, () => api.auth.requestPasswordReset({ email: address, domain: currentDomain() }));
    if (done.ok) setSent(true);
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
      <AuthForm
        form={form}
        run={reset}
        label="Reset"
        actions={
          <Button block onClick={() => goto('/validate')}>
            {MSG.haveResetKey}
          </Button>
        }
      >
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={first(errors, 'email')}
          required
          autoComplete="email"
          spellCheck="false"
        />
      </AuthForm>
    </AuthScreen>
  );
}
