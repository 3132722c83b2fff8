import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { type DescribedIssues, describeIssues, type FormIssue } from '#app/domain/form-issues.ts'

/**
 * The one path from a request to validated input (ADR 036): a staff form's FormData and an admin API
 * call's JSON go through the same zod schema and come back in the same shape, with the first message per
 * field. FormData is read by Conform (`@conform-to/zod/v4`), which turns a form's strings into what the
 * schema asks for: an empty field is absent, a number field a number, a checkbox a boolean. JSON already
 * has its types and is checked as it is.
 */

export type Submission<T> = { ok: true; value: T } | ({ ok: false } & DescribedIssues)

export interface SubmissionOptions {
  /** Where a form shows an issue, when not at its top-level field (see describeIssues). */
  locate?: (issue: FormIssue) => [field: string, message: string]
}

export function parseSubmission<Schema extends z.ZodType>(
  schema: Schema,
  input: FormData | unknown,
  options: SubmissionOptions = {},
): Submission<z.output<Schema>> {
  if (input instanceof FormData) {
    const submission = parseWithZod(input, { schema, formatError: (issues: z.core.$ZodIssue[]) => issues })
    if (submission.status === 'success') return { ok: true, value: submission.value }
    // Conform groups the issues by field name in the order zod found them.
    const issues = Object.values(submission.error ?? {}).flatMap((list) => list ?? [])
    return { ok: false, ...describeIssues(issues, options.locate) }
  }
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, ...describeIssues(parsed.error.issues, options.locate) }
}
