import { useState } from "react";

/** A rule a form broke: the field it names and the message shown above the form. */
export interface FieldProblem<F> {
  field: F;
  message: string;
}

/**
 * A form's error and the field it marks invalid. `report` shows a broken rule (message, field marked
 * and focused) and returns true, or with none clears the last one and returns false:
 * `if (report(problemOf(values))) return;` before sending.
 */
export function useFieldProblem<F>(focus: (field: F) => void) {
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<F | null>(null);

  const clear = () => {
    setError(null);
    setInvalid(null);
  };

  const report = (problem: FieldProblem<F> | null | undefined): boolean => {
    if (!problem) {
      clear();
      return false;
    }
    setError(problem.message);
    setInvalid(problem.field);
    focus(problem.field);
    return true;
  };

  return { error, invalid, setError, clear, report };
}
