/** The forms use cases bound to their dependencies, each one call for a route. */
import type { Bound } from '../bound';
import { submitForm, type SubmitFormDeps } from './submit-form';
import { validateFormValues } from './validate-form';

export interface FormFlows {
  submit: Bound<typeof submitForm>;
  validate: Bound<typeof validateFormValues>;
}

export function createFormFlows(deps: SubmitFormDeps): FormFlows {
  return {
    submit: (...args) => submitForm(deps, ...args),
    validate: (...args) => validateFormValues(deps, ...args),
  };
}
