import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';
import { FormLayout, useZodForm } from '@logistics/shared/ui/form';

/**
 * Renders fields in a form of the schema that starts from `values`, as a dialog or page holds them: `fields` draws
 * them with the form (and may keep it, to set errors or read values).
 */
export function renderInForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  values: DefaultValues<TIn>,
  fields: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode,
) {
  function Harness() {
    const form = useZodForm(schema, { defaultValues: values });
    return <FormLayout onSubmit={() => undefined}>{fields(form)}</FormLayout>;
  }
  return render(<Harness />);
}
