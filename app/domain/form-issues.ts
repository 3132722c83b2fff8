/**
 * A schema's problems as a form shows them: the first message per field, and one line for the whole.
 * The one place every form and JSON call turns validation issues into what the person reads: the
 * browser's order and inquiry forms, and the server's parse of every staff form and admin API body
 * (app/server/http/submission.server.ts). Structural, so that zod and zod/mini issues both fit.
 */

export interface FormIssue {
  readonly code?: string
  readonly path: readonly PropertyKey[]
  readonly message: string
  readonly keys?: readonly string[]
}

export interface DescribedIssues {
  /** The first problem, in words. */
  error: string
  /** The first problem's field, when it has one. */
  field?: string
  /** The first message of each field. */
  fieldErrors: Record<string, string>
}

/** An issue in words: a field nobody asked for is named in Estonian, the rest say the schema's message. */
export function issueText(issue: FormIssue): string {
  if (issue.code === 'unrecognized_keys' && issue.keys)
    return `Tundmatu väli: ${issue.keys.join(', ').slice(0, 80)}.`
  return issue.message
}

/** The top-level field an issue is about, or '' for the whole. */
export function issueField(issue: FormIssue): string {
  const first = issue.path[0]
  return typeof first === 'string' || typeof first === 'number' ? String(first) : ''
}

/**
 * The first message per field. `locate` names the field and message of an issue where a form shows it
 * otherwise (a row of a list, a nested field); it defaults to the top-level field and the issue's text.
 */
export function describeIssues(
  issues: readonly FormIssue[],
  locate: (issue: FormIssue) => [field: string, message: string] = (issue) => [
    issueField(issue),
    issueText(issue),
  ],
  fallback = 'Vigased andmed',
): DescribedIssues {
  const fieldErrors: Record<string, string> = {}
  for (const issue of issues) {
    const [field, message] = locate(issue)
    if (field && !(field in fieldErrors)) fieldErrors[field] = message
  }
  const first = issues[0]
  if (!first) return { error: fallback, fieldErrors }
  const [field, message] = locate(first)
  return field ? { error: message, field, fieldErrors } : { error: message, fieldErrors }
}
