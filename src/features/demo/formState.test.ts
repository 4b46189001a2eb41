import { describe, expect, it } from 'vitest';

import { DEMO_FIELD_MAX_LENGTH } from '../../config/constants';
import { demoFormReducer, initialDemoState, type DemoFormState } from './formState';
import { VALIDATION_MESSAGES, type DemoValues } from './validation';

const typed: DemoValues = {
  name: 'Анна',
  company: 'ООО «Ромашка»',
  email: 'anna@example.ru',
  phone: '+7 900 000-00-00',
  telegram: '@anna',
};

const run = (state: DemoFormState, ...actions: Parameters<typeof demoFormReducer>[1][]) =>
  actions.reduce(demoFormReducer, state);

describe('demo form states', () => {
  it('form → submitting → success clears what was sent', () => {
    const state = run(initialDemoState(typed), { type: 'submit' });
    expect(state.status).toBe('submitting');
    const done = demoFormReducer(state, { type: 'succeeded' });
    expect(done.status).toBe('success');
    expect(done.values.name).toBe('');
  });

  it('an invalid form stays in the form with errors and sends nothing', () => {
    const state = run(initialDemoState({ ...typed, email: 'anna' }), { type: 'submit' });
    expect(state.status).toBe('form');
    expect(state.errors).toEqual({ email: VALIDATION_MESSAGES.emailWithoutAt });
  });

  it('editing a field clears only that field’s error', () => {
    const state = run(
      initialDemoState(),
      { type: 'submit' },
      { type: 'edit', field: 'name', value: 'А' },
    );
    expect(state.errors.name).toBeUndefined();
    expect(state.errors.company).toBe(VALIDATION_MESSAGES.companyMissing);
  });

  it('failure keeps the values; retry returns to the form', () => {
    const failed = run(initialDemoState(typed), { type: 'submit' }, { type: 'failed' });
    expect(failed.status).toBe('error');
    expect(failed.values).toEqual(typed);
    expect(demoFormReducer(failed, { type: 'retry' }).status).toBe('form');
  });

  it('opening resets success, error and validation but keeps the values', () => {
    const failed = run(initialDemoState(typed), { type: 'submit' }, { type: 'failed' });
    expect(demoFormReducer(failed, { type: 'open' })).toEqual({
      status: 'form',
      values: typed,
      errors: {},
    });
    const invalid = run(initialDemoState(), { type: 'submit' });
    expect(demoFormReducer(invalid, { type: 'open' }).errors).toEqual({});
  });

  it('a second submit while submitting changes nothing', () => {
    const submitting = run(initialDemoState(typed), { type: 'submit' });
    expect(demoFormReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(demoFormReducer(submitting, { type: 'edit', field: 'name', value: 'x' })).toBe(
      submitting,
    );
  });

  it('caps each field at its limit', () => {
    const long = 'я'.repeat(500);
    const state = demoFormReducer(initialDemoState(), { type: 'edit', field: 'name', value: long });
    expect(state.values.name).toHaveLength(DEMO_FIELD_MAX_LENGTH.name);
  });
});
