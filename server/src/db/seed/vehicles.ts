import type { Kysely } from 'kysely';
import type { VehicleType } from '@logistics/shared/contracts/statuses';
import type { DB } from '../schema.js';

/** A vehicle as the seeds write it. */
export interface SeedVehicle {
  vin: string;
  make: string;
  model: string;
  year: number;
  color: string;
  type: VehicleType;
  plate: string;
  capacity: number;
  mileage: number | null;
}

/** Adds the vehicle unless one with its VIN or plate (in any letter case) is there already. */
export async function insertVehicleUnlessTaken(db: Kysely<DB>, vehicle: SeedVehicle): Promise<void> {
  const taken = await db
    .selectFrom('vehicles')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('upper', ['vin']), '=', vehicle.vin),
        eb(eb.fn('upper', ['plate_number']), '=', vehicle.plate),
      ]),
    )
    .executeTakeFirst();
  if (taken) return;
  await db
    .insertInto('vehicles')
    .values({
      vin: vehicle.vin,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      color: vehicle.color,
      mileage: vehicle.mileage,
      plate_number: vehicle.plate,
      cargo_capacity: vehicle.capacity,
      type: vehicle.type,
    })
    .execute();
}
