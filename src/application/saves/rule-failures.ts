import { FieldRuleError } from '../../domain/fields/record-check';
import type { UnitOfWork } from '../ports/unit-of-work.port';

/**
 * Issue 34 item 7: every write the game refuses because a value breaks its rule, wherever it was
 * tried (a week, a show, "Simulate until…", a form). Told in this tab only: the shell then checks
 * whether the stored game itself is out of its rules, and offers the repair from the failure.
 */
export interface RuleFailures {
  report(error: FieldRuleError): void;
  /** Returns the unsubscribe. */
  subscribe(listener: (error: FieldRuleError) => void): () => void;
}

export function createRuleFailures(): RuleFailures {
  const listeners = new Set<(error: FieldRuleError) => void>();
  return {
    report(error) {
      for (const listener of listeners) listener(error);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The unit of work as it was, telling `failures` of each run a field rule refused (then rethrowing). */
export function watchRuleFailures(unitOfWork: UnitOfWork, failures: RuleFailures): UnitOfWork {
  return {
    async run(work) {
      try {
        return await unitOfWork.run(work);
      } catch (error) {
        if (error instanceof FieldRuleError) failures.report(error);
        throw error;
      }
    },
  };
}
