import type { ReactElement, ReactNode } from 'react';
import { Button } from '@fiu/ui/Button';
import { AlertRegion } from './AuthScreen';
import type { Submit } from './useSubmit';

export interface AuthFormProps {
  /** The screen's submit block (useSubmit). */
  form: Submit;
  /** What a submit runs (checks and send through `form.send`). */
  run: () => void | Promise<void>;
  /** The submit button's text. */
  label: ReactNode;
  /** Nothing is submitted (e.g. the screen is done). */
  blocked?: boolean;
  /** The submit button is off (nothing to submit yet). */
  disabled?: boolean;
  /** Overrides the alert region's text (a problem of the screen itself). */
  alert?: string | null;
  /** Buttons after the submit button. */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of the public screens: the fields, the announced alert region, then the actions with the submit
 * button, which shows the send under way (and refuses a second one) through useSubmit.
 */
export function AuthForm({ form, run, label, blocked, disabled, alert, actions, children }: AuthFormProps): ReactElement {
  return (
    <form ref={form.formRef} className="fiu-auth__form" part="form" noValidate onSubmit={form.onSubmit(run, blocked)}>
      {children}
      <AlertRegion message={alert === undefined ? form.alert : alert} />
      <div className="fiu-auth__actions" part="actions">
        <Button type="submit" variant="primary" block busy={form.busy} disabled={disabled}>
          {label}
        </Button>
        {actions}
      </div>
    </form>
  );
}
