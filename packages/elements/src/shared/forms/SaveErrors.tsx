/**
 * The red 'Errors' box of a refused save (core-records §8): the server's text once and each field error under its
 * label. A part that loads on demand (RecordFormFrame fetches it once the form is shown): a form's first paint
 * has no errors to show.
 */
import type { ReactElement } from 'react';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { ErrorsPanel } from '@fiu/ui/ErrorsPanel';
import { labelsOf, serverMessage, type FieldLabels } from './errorText';
import type { FieldErrors } from './fieldErrors';

export interface SaveErrorsProps {
  message: string;
  fieldErrors: FieldErrors;
  labels: FieldLabels;
}

export default function SaveErrors({ message, fieldErrors, labels }: SaveErrorsProps): ReactElement {
  return (
    <ErrorsPanel
      title={RECORDS_MSG.errorsHeading}
      error={serverMessage(message, fieldErrors)}
      fieldErrors={fieldErrors}
      fieldLabels={labelsOf(fieldErrors, labels)}
    />
  );
}
