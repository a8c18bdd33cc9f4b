import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import {
  vehicleSchema,
  type Vehicle,
  type VehicleCreate,
  type VehicleUpdate,
} from '@logistics/shared/contracts/vehicles';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

const definition = listDefinitions['vehicles'];
const messages = resourceMessages('vehicles');

/** Every answer is checked against the contract's row shape before the UI sees it. */
const vehicleListSchema = listResponseSchema(definition.listKey, vehicleSchema);
const vehicleAnswerSchema = updateResponseSchema(definition.singleKey, vehicleSchema);
const vehicleOneSchema = z.object({ vehicle: vehicleSchema });

export type VehicleList = z.output<typeof vehicleListSchema>;
export type VehicleAnswer = z.output<typeof vehicleAnswerSchema>;

/** Cache keys: every write invalidates `all`, so lists, details and the forms' options refetch. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (params: ListParams) => ['vehicles', 'list', params] as const,
  detail: (vin: string) => ['vehicles', 'detail', vin] as const,
};

const path = (vin: string) => `/vehicles/${encodeURIComponent(vin)}`;

export function fetchVehicles(params: ListParams, signal?: AbortSignal): Promise<VehicleList> {
  return http.get('/vehicles', {
    query: listQuery(params),
    signal,
    defaultMessage: messages.fetchList,
    parse: vehicleListSchema,
  });
}

export function fetchVehicle(vin: string, signal?: AbortSignal): Promise<Vehicle> {
  return http
    .get(path(vin), { signal, defaultMessage: messages.fetchOne, parse: vehicleOneSchema })
    .then((answer) => answer.vehicle);
}

export function createVehicle(input: VehicleCreate): Promise<VehicleAnswer> {
  return http.post('/vehicles', input, {
    expect: 201,
    defaultMessage: messages.create,
    parse: vehicleAnswerSchema,
  });
}

export function updateVehicle(vin: string, input: VehicleUpdate): Promise<VehicleAnswer> {
  return http.put(path(vin), input, {
    expect: 200,
    defaultMessage: messages.update,
    parse: vehicleAnswerSchema,
  });
}

export function deleteVehicle(vin: string): Promise<MessageResponse> {
  return http.delete(path(vin), {
    expect: 200,
    defaultMessage: messages.delete,
    parse: messageResponseSchema,
  });
}

export function useVehicles(params: ListParams) {
  return useQuery({
    queryKey: vehicleKeys.list(params),
    queryFn: ({ signal }) => fetchVehicles(params, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useVehicle(vin: string | undefined) {
  return useQuery({
    queryKey: vehicleKeys.detail(vin ?? ''),
    queryFn: ({ signal }) => fetchVehicle(vin ?? '', signal),
    enabled: Boolean(vin),
  });
}

export function useCreateVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => client.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export function useUpdateVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vin, input }: { vin: string; input: VehicleUpdate }) => updateVehicle(vin, input),
    onSuccess: () => client.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export function useDeleteVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_answer, vin) => {
      removeFromCachedLists<Vehicle>(
        client,
        [...vehicleKeys.all, 'list'],
        definition.listKey,
        (row) => row.vin === vin,
      );
      return client.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}
