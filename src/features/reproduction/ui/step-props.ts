/** What every step of the application gets: its messages, the form's `register` and the error text at a field's path. */
import type { UseFormRegister } from 'react-hook-form';
import type { ApplicationMessages } from '../contract.ts';
import type { FormValues } from './form-values.ts';

export interface StepProps {
  m: ApplicationMessages;
  register: UseFormRegister<FormValues>;
  errorAt: (path: string) => string | undefined;
}
