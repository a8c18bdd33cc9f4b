import { errorResponseSchema } from '@logistics/shared/contracts/rows';

/** Response-side helpers the routes share; every shape itself comes from contracts. */

/** { message, field? } under each error status, for the OpenAPI document and the serializer. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

export const bearerAuth = [{ bearerAuth: [] }];
