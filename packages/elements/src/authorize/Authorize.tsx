/**
 * fiu-authorize: the organisation lookup of core-records §2.2. The URL Code leads to the organisation,
 * which is remembered (core stores its domain), then fiu-navigate {path:'/login'}.
 * Investigate mode (dissemination-feedback §4, core-records §9): one preset organisation is offered
 * instead of the code field — given as the `presetOrganisation` property, or by `preset-domain`.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { getConfig } from '@fiu/core/config';
import { setOrganisation } from '@fiu/core/session/store';
import type { Organisation } from '@fiu/core/schemas/auth';
import { api } from '../shared/api';
import { Spinner } from '@fiu/ui/Spinner';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { problems, required } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { first, serverText, statusOf } from '../shared/errors';
import { useSubmit } from '../shared/useSubmit';
import { authorizeCss } from './authorize.css';

export const css = authCss + authorizeCss;

export interface AuthorizeProps {
  presetDomain?: string;
  presetOrganisation?: Organisation;
}

/** core-records §8: 404 → 'URL code not correct.'; 403 or other → the server's text. */
export function lookupMessage(error: unknown): string {
  return statusOf(error) === 404 ? MSG.urlCodeNotCorrect : serverText(error);
}

/** Not in the spec: the preset organisation of investigate mode could not be found. */
export const PRESET_NOT_FOUND = 'The organisation set up for this page was not found. Ask the page owner to check its configuration.';

function usePreset(presetOrganisation: Organisation | undefined, presetDomain: string | undefined) {
  const [found, setFound] = useState<Organisation | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  useEffect(() => {
    if (presetOrganisation || !presetDomain) return;
    let live = true;
    setState('loading');
    api.lookups.organisations().then(
      (list) => {
        if (!live) return;
        const org = list.results.find((o) => o.domain === presetDomain) ?? null;
        setFound(org);
        setState(org ? 'idle' : 'error');
      },
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [presetOrganisation, presetDomain]);
  return { preset: presetOrganisation ?? found, state };
}

export default function Authorize({ emit, mode, presetDomain, presetOrganisation }: ElementProps<AuthorizeProps>): ReactElement {
  const investigate = (mode || getConfig().mode) === 'investigate';
  const wantsPreset = investigate && Boolean(presetOrganisation || presetDomain);
  const { preset, state } = usePreset(wantsPreset ? presetOrganisation : undefined, wantsPreset ? presetDomain : undefined);
  const [code, setCode] = useState('');
  const form = useSubmit();
  const { errors, send } = form;

  function choose(org: Organisation): void {
    setOrganisation(org);
    emit('fiu-navigate', { path: '/login' });
  }

  async function lookup(): Promise<void> {
    if (wantsPreset) {
      if (preset) choose(preset);
      return;
    }
    const found = problems({ urlcode: required(code, MSG.provideUrlCode) });
    const sent = await send(found, () => api.auth.lookupDomain(code.trim()), { failure: lookupMessage });
    if (sent.ok) choose(sent.value);
  }

  if (wantsPreset) {
    return (
      <AuthScreen title="Organisation" intro="Continue to sign in to the organisation set up for this page.">
        <AuthForm form={form} run={lookup} label="Continue" disabled={!preset} alert={state === 'error' ? PRESET_NOT_FOUND : form.alert}>
          {state === 'loading' ? <Spinner label="Loading the organisation" showLabel /> : null}
          {preset ? (
            <div className="fiu-authorize__preset" role="group" aria-label="Organisation">
              <span className="fiu-authorize__preset-name">{preset.name}</span>
              <span className="fiu-authorize__preset-domain">{preset.domain}</span>
            </div>
          ) : null}
        </AuthForm>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Find your organisation" intro="Enter the URL Code your organisation was given.">
      <AuthForm form={form} run={lookup} label="Continue">
        <TextField
          label="URL Code"
          name="urlcode"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={first(errors, 'urlcode')}
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck="false"
          inputClassName="fiu-authorize__code"
        />
      </AuthForm>
    </AuthScreen>
  );
}
