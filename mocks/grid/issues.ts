import { MockHttpError } from '../lib/errors';

/** One problem with a grid request, at a path of the body (the route wrapper's report shape). */
export interface GridIssue {
  path: string[];
  message: string;
  code: string;
}

/** Collects a request's problems, then answers 400 with all of them in a validationReport. */
export class Issues {
  readonly list: GridIssue[] = [];

  /** Record a problem; returns undefined so callers can `return issues.add(…)`. */
  add(path: ReadonlyArray<string | number>, message: string, code: string): undefined {
    this.list.push({ path: path.map(String), message, code });
    return undefined;
  }

  /** Throw the 400 when anything was recorded. */
  throwIfAny(): void {
    if (this.list.length === 0) return;
    throw new MockHttpError(
      400,
      this.list[0]!.message,
      this.list.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      { valid: false, issues: this.list },
    );
  }
}
