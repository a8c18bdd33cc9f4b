import { z } from 'zod';
import { messageResponseSchema } from '@logistics/shared/contracts/rows';

/** Response-side helpers the routes share; every shape itself comes from contracts. */

/** { message } under each error status, for the OpenAPI document and the serializer. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof messageResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, messageResponseSchema])) as Record<
    S,
    typeof messageResponseSchema
  >;
}

export const facetsSchema = z.record(z.string(), z.record(z.string(), z.number()));

export const bearerAuth = [{ bearerAuth: [] }];
