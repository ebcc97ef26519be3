import type { z } from 'zod';

/** One line naming every field a request got wrong: `body.items: expected array, received undefined`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], prefix?: string): string {
  const lines = issues.slice(0, 5).map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length > 5 ? ` (and ${String(issues.length - 5)} more)` : '';
  return `${lines.join('; ')}${more}`;
}
