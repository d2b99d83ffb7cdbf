import type { FormInstance, FormRule } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../../shared/errors.ts';

/**
 * An antd rule checking one field against the shared zod schema. It parses the whole form so
 * cross-field refinements (the password confirmation) land on their field too.
 */
export function zodRule(schema: z.ZodType, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = await schema.safeParseAsync(getFieldsValue(true));
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}

/** A form validates on submit first and only then on every change. */
export function useValidateAfterSubmit() {
  const [submitted, setSubmitted] = useState(false);
  return {
    validateTrigger: submitted ? 'onChange' : false,
    onSubmitCapture: () => setSubmitted(true),
  } as const;
}

/**
 * Puts the server's per-field messages (tRPC error.data.fields) under the inputs they belong to, and the focus
 * on the first of those inputs: a screen reader then reads its name and the message (aria-describedby), where
 * a message appearing under a field is otherwise announced to nobody (WCAG 3.3.1).
 */
export function showServerFieldErrors(form: FormInstance, error: { data?: { fields?: FieldErrors } | null }) {
  const known = new Set(Object.keys(form.getFieldsValue(true)));
  const fields = Object.entries(error.data?.fields ?? {}).filter(([name]) => known.has(name));
  form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  if (fields[0]) form.focusField(fields[0][0]);
}
