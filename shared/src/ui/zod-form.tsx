import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from '@logistics/shared/contracts/zod';

/**
 * A react-hook-form form validated by a schema from shared/contracts: the same rule the server applies. Features
 * and the host build forms only through this module, so one copy of react-hook-form serves them all.
 */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  options?: Omit<UseFormProps<TIn, unknown, TOut>, 'resolver'>,
): UseFormReturn<TIn, unknown, TOut> {
  return useForm<TIn, unknown, TOut>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver<TIn, unknown, TOut>(schema),
  });
}
