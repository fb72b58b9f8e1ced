/**
 * fiu-login: the two-step sign-in of core-records §2.3, §4.4, §5, §8, §9.
 * 1. username + password → POST /api/login/2factor; a one-time key is e-mailed; the key step is shown.
 * 2. the key (trimmed) → the user; inactive and mobile_entry users are refused; otherwise the session is
 *    activated (core saves the user at once, so a reload after landing keeps it), fiu-signed-in fires and,
 *    about 1 s later, fiu-navigate to the user's landing: /dashboard when they may see it, otherwise the first
 *    screen of their drawer (core's landingPath; entry@eca goes to /list).
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { getConfig } from '@fiu/core/config';
import { pendingAttempt } from '@fiu/core/session/attempt';
import { MENU } from '@fiu/core/permissions/menu';
import { DASHBOARD_PATH, landingPath } from '@fiu/core/permissions/landing';
import { signIn } from '@fiu/core/session/store';
import type { SignedInUser } from '@fiu/core/schemas/auth';
import { api } from '../shared/api';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { TextField } from '@fiu/ui/TextField';
import { fromElement } from '../define/sessionEvents';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { problems, required } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { first, serverText, statusOf } from '../shared/errors';
import { useLater } from '../shared/useLater';
import { useSubmit } from '../shared/useSubmit';
import { loginCss } from './login.css';

export const css = authCss + loginCss;

/** core-records §9: move on (to the dashboard, or the user's first screen) about 1 s after sign-in. */
export const NAVIGATE_DELAY_MS = 1000;

/** Not in the spec: 'I have a secret key' with no sign-in started in this page. */
export const NO_ATTEMPT_MESSAGE = 'Sign in with your username and password first; the secret key is sent to your email inbox after that.';

type Step = 'credentials' | 'key';

/** Password step, core-records §8. */
export function passwordStepMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 403) return MSG.passwordIncorrect;
  if (status === 404) return MSG.usernameNotRegistered;
  return serverText(error);
}

/** Key step, core-records §8 (403 and others: the server's text). */
export function keyStepMessage(error: unknown): string {
  if (statusOf(error) === 404) return MSG.usernameNotRegistered;
  return serverText(error);
}

/** core-records §4.4 step 3, checked here too whatever the server does. */
export function refusal(user: Pick<SignedInUser, 'active' | 'role'>): string | null {
  if (!user.active) return MSG.userNotActive;
  if (user.role === 'mobile_entry') return MSG.roleNotConfigured;
  return null;
}

/** The line under 'Welcome' while the landing screen opens. */
export function openingText(path: string): string {
  if (path === DASHBOARD_PATH) return 'Opening the dashboard…';
  const label = MENU.find((entry) => entry.path === path)?.label;
  return label ? `Opening ${label}…` : 'Opening…';
}

export default function Login({ emit, mode }: ElementProps): ReactElement {
  const organisation = useSession((s) => s.organisation);
  const domain = useSession((s) => s.domain);
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState('');
  const form = useSubmit();
  const { errors, busy, send, fail, clear } = form;
  const [signedIn, setSignedIn] = useState<{ name: string; landing: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const stepShown = useRef(false);
  const later = useLater();

  // Keyboard users land in the first field of a step they moved to (autofocus does not work after load).
  useEffect(() => {
    if (stepShown.current) firstField.current?.focus();
    stepShown.current = true;
  }, [step]);

  const goto = (path: string) => emit('fiu-navigate', { path });

  async function submitCredentials(): Promise<void> {
    const found = problems({ username: required(username, MSG.provideUsername), password: required(password, MSG.providePassword) });
    const sent = await send(found, () => api.auth.startSignIn({ username, password }), { failure: passwordStepMessage });
    if (!sent.ok) return;
    setSentTo(username);
    setKey('');
    setStep('key');
  }

  async function submitKey(): Promise<void> {
    const sent = await send(problems({ key: required(key, MSG.provideSecretKey) }), () => api.auth.validateKey(key.trim()), {
      failure: keyStepMessage,
    });
    if (!sent.ok) return;
    const user = sent.value;
    const refused = refusal(user);
    if (refused) return fail(refused);
    // The runtime turns the session change into fiu-signed-in, dispatched from this element.
    fromElement(emit, () => signIn(user));
    const landing = landingPath(user, organisation?.domain === user.domain ? organisation : null, { unitCode: getConfig().unitCode });
    setSignedIn({ name: user.name || user.username, landing });
    later(() => goto(landing), NAVIGATE_DELAY_MS);
  }

  const submit = () => (step === 'credentials' ? submitCredentials() : submitKey());

  function haveKey(): void {
    if (!pendingAttempt()) return fail(NO_ATTEMPT_MESSAGE);
    clear();
    setSentTo(null);
    setStep('key');
  }

  function goBack(): void {
    clear();
    setKey('');
    setStep('credentials');
  }

  const orgName = organisation?.name ?? domain;
  // In investigate mode the host page chose the organisation: nothing to change here.
  const investigate = (mode || getConfig().mode) === 'investigate';
  const context = orgName ? (
    <>
      <span>
        Organisation: <strong part="organisation">{orgName}</strong>
      </span>
      {investigate ? null : (
        <button type="button" className="fiu-auth__link" aria-label="Change organisation" onClick={() => goto('/clear')}>
          Change
        </button>
      )}
    </>
  ) : null;

  if (signedIn) {
    return (
      <AuthScreen title="Signed in" context={orgName ? <span>Organisation: <strong part="organisation">{orgName}</strong></span> : null}>
        <div role="status" part="notice">
          <Banner variant="success" title={`Welcome, ${signedIn.name}`}>
            {openingText(signedIn.landing)}
          </Banner>
        </div>
      </AuthScreen>
    );
  }

  const links = (
    <>
      {step === 'credentials' ? (
        <Button variant="ghost" size="sm" onClick={haveKey}>
          {MSG.haveSecretKey}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => goto('/reset')}>
        {MSG.resetPassword}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => goto('/register')}>
        {MSG.requestRegistration}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => goto('/reportupload')}>
        {MSG.uploadReport}
      </Button>
    </>
  );

  if (step === 'key') {
    return (
      <AuthScreen
        title="Enter your secret key"
        intro={
          sentTo ? (
            <>
              A secret key has been sent to the email address registered for <strong>{sentTo}</strong>. It is valid for 10
              minutes.
            </>
          ) : (
            'Enter the secret key sent to your email inbox.'
          )
        }
        context={context}
        links={links}
      >
        <AuthForm
          form={form}
          run={submit}
          label="Submit"
          blocked={Boolean(signedIn)}
          actions={
            <Button block onClick={goBack} disabled={busy}>
              {MSG.goBack}
            </Button>
          }
        >
          <TextField
            label="Secret key"
            name="key"
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            error={first(errors, 'key')}
            required
            autoComplete="one-time-code"
            spellCheck="false"
            autoCapitalize="off"
            ref={firstField}
            inputClassName="fiu-login__key"
          />
        </AuthForm>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Sign in"
      intro="Enter your username and password. A secret key is then sent to your email inbox."
      context={context}
      links={links}
    >
      <AuthForm form={form} run={submit} label="Sign In" blocked={Boolean(signedIn)}>
        <TextField
          label="Username"
          name="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={first(errors, 'username')}
          required
          ref={firstField}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck="false"
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={first(errors, 'password')}
          required
          autoComplete="current-password"
        />
      </AuthForm>
    </AuthScreen>
  );
}
