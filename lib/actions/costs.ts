'use server';

import { runAction } from '../authz/actions';
import { setProjectBudget } from '../data/costs/budget';
import { refreshProject } from './refresh';
import { SetBudgetSchema } from './costs.schema';

/** The writer sets the project's monthly budget (or removes it with a null amount). */
export async function setBudget(input: unknown) {
  return runAction('setBudget', SetBudgetSchema, input, async (_caller, { projectId, amount, unit }, scope) => {
    await setProjectBudget(
      scope,
      amount === null ? null : { amount: unit === 'tokens' ? Math.round(amount) : amount, unit },
    );
    refreshProject(projectId);
  });
}
