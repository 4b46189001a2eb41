/** States of the demo modal: form → submitting → success | error. */
import { DEMO_FIELD_MAX_LENGTH } from '../../config/constants';
import {
  EMPTY_DEMO_VALUES,
  hasErrors,
  validateDemoRequest,
  type DemoErrors,
  type DemoField,
  type DemoValues,
} from './validation';

export type DemoStatus = 'form' | 'submitting' | 'success' | 'error';

export interface DemoFormState {
  status: DemoStatus;
  values: DemoValues;
  errors: DemoErrors;
}

export type DemoAction =
  | { type: 'open' }
  | { type: 'edit'; field: DemoField; value: string }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'retry' };

export function initialDemoState(values: DemoValues = EMPTY_DEMO_VALUES): DemoFormState {
  return { status: 'form', values, errors: {} };
}

export function demoFormReducer(state: DemoFormState, action: DemoAction): DemoFormState {
  switch (action.type) {
    case 'open':
      // Opening resets success, error and validation; what was typed stays.
      return initialDemoState(state.values);
    case 'edit': {
      if (state.status === 'submitting') return state;
      const value = action.value.slice(0, DEMO_FIELD_MAX_LENGTH[action.field]);
      const { [action.field as keyof DemoErrors]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: value }, errors };
    }
    case 'submit': {
      if (state.status !== 'form') return state; // a second click sends nothing
      const errors = validateDemoRequest(state.values);
      return hasErrors(errors) ? { ...state, errors } : { ...state, errors, status: 'submitting' };
    }
    case 'succeeded':
      return state.status === 'submitting'
        ? { status: 'success', values: EMPTY_DEMO_VALUES, errors: {} }
        : state;
    case 'failed':
      return state.status === 'submitting' ? { ...state, status: 'error' } : state;
    case 'retry':
      return state.status === 'error' ? { ...state, status: 'form' } : state;
  }
}
