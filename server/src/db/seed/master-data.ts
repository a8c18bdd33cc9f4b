import type { Kysely } from 'kysely';
import { pathKey } from '@logistics/shared/contracts/paths';
import type { DB } from '../schema.js';
import { dateInYear } from './documents.js';
import { insertVehicleUnlessTaken, type SeedVehicle } from './vehicles.js';

/**
 * The demo master data (first start only, inside seedDemoData's transaction): vendors, products in every
 * seeded category, inventories, customers, vehicles of several types, and supervisor assignments, among
 * them an active one for the inventory-in-charge demo account. Rows that exist already (by their business
 * key) are left alone.
 */

const inventories = [
  {
    name: 'Central Warehouse',
    address: '1 Logistics Park, Birmingham',
    email: 'central@warehouses.example',
    phone: '+441210000101',
    description: 'Main distribution hub: receives every inbound container.',
  },
  {
    name: 'North Depot',
    address: '44 Canal Street, Manchester',
    email: 'north@warehouses.example',
    phone: '+441610000202',
    description: 'Serves retail customers across the North West.',
  },
  {
    name: 'Harbour Store',
    address: '9 Quay Side, Bristol',
    email: 'harbour@warehouses.example',
    phone: '+441170000303',
    description: 'Bonded store next to the port.',
  },
  {
    name: 'East Cross-Dock',
    address: '12 Ring Road, Norwich',
    email: 'eastdock@warehouses.example',
    phone: '+441600000404',
    description: null,
  },
  {
    name: 'South Annex',
    address: '3 Dockyard Lane, Southampton',
    email: null,
    phone: null,
    description: 'Overflow space for seasonal stock.',
  },
];

const vendors = [
  [
    'Acme Supplies',
    'sales@acme.example',
    '+15550200101',
    '100 Industrial Way, Leeds',
    'General office and warehouse supplies.',
  ],
  [
    'Northwind Traders',
    'orders@northwind.example',
    '+15550200102',
    '7 Trade Street, Hull',
    'Groceries and packaged food.',
  ],
  [
    'Brightline Electronics',
    'b2b@brightline.example',
    '+15550200103',
    '18 Circuit Road, Reading',
    'Computers and accessories.',
  ],
  [
    'Oakridge Furniture',
    'trade@oakridge.example',
    '+15550200104',
    '2 Timber Yard, Derby',
    'Office furniture made to order.',
  ],
  [
    'Forge & Bolt',
    'hello@forgebolt.example',
    '+15550200105',
    '55 Foundry Lane, Sheffield',
    'Tools, fasteners and fittings.',
  ],
  ['PaperTrail Co', 'accounts@papertrail.example', null, '9 Mill Road, Kendal', 'Paper and stationery.'],
  ['Greenleaf Foods', 'supply@greenleaf.example', '+15550200107', null, null],
  ['Summit Imports', null, '+15550200108', '1 Harbour Gate, Felixstowe', 'Mixed consignments from overseas.'],
] as const;

/** [name, category, price, SKU] over the five seeded categories. */
const products = [
  ['Laptop Stand', 'Electronics', '39.900', 'ELEC-0001'],
  ['Wireless Mouse', 'Electronics', '19.500', 'ELEC-0002'],
  ['USB-C Dock', 'Electronics', '129.000', 'ELEC-0003'],
  ['27-inch Monitor', 'Electronics', '219.990', 'ELEC-0004'],
  ['Noise-Cancelling Headset', 'Electronics', '89.000', 'ELEC-0005'],
  ['Office Chair', 'Furniture', '149.000', 'FURN-0001'],
  ['Standing Desk', 'Furniture', '399.000', 'FURN-0002'],
  ['Filing Cabinet', 'Furniture', '179.500', 'FURN-0003'],
  ['Bookshelf', 'Furniture', '95.000', 'FURN-0004'],
  ['Meeting Table', 'Furniture', '520.000', 'FURN-0005'],
  ['Green Tea Pack', 'Groceries', '6.250', 'GROC-0001'],
  ['Ground Coffee 1kg', 'Groceries', '14.900', 'GROC-0002'],
  ['Mineral Water Case', 'Groceries', '4.750', 'GROC-0003'],
  ['Oat Biscuits', 'Groceries', '2.300', 'GROC-0004'],
  ['Dried Pasta 5kg', 'Groceries', '9.800', 'GROC-0005'],
  ['A4 Paper Box', 'Office Supplies', '24.500', 'OFFI-0001'],
  ['Ballpoint Pens (50)', 'Office Supplies', '11.000', 'OFFI-0002'],
  ['Lever Arch Files', 'Office Supplies', '18.750', 'OFFI-0003'],
  ['Sticky Notes Pack', 'Office Supplies', '5.400', 'OFFI-0004'],
  ['Desk Organiser', 'Office Supplies', '16.200', 'OFFI-0005'],
  ['Cordless Drill', 'Tools and Hardware', '89.990', 'TOOL-0001'],
  ['Socket Set', 'Tools and Hardware', '54.000', 'TOOL-0002'],
  ['Wood Screws (500)', 'Tools and Hardware', '7.900', 'TOOL-0003'],
  ['Spirit Level', 'Tools and Hardware', '21.500', 'TOOL-0004'],
  ['Safety Gloves', 'Tools and Hardware', '3.600', 'TOOL-0005'],
] as const;

const customers = [
  ['Bright Office Ltd', 'orders@brightoffice.example', '+441130000001', '5 King Street, Leeds'],
  ['Harper & Sons', 'buying@harpersons.example', '+441904000002', '17 Station Road, York'],
  ['Nora Whitfield', 'nora.whitfield@example.org', null, '3 Elm Grove, Bath'],
  ['Quayside Café', 'hello@quaysidecafe.example', '+441170000004', '2 Harbour Walk, Bristol'],
  ['Pennine Schools Trust', 'procurement@pennine.example', '+441422000005', '1 Moor Lane, Halifax'],
  ['Castle Dental Group', 'office@castledental.example', '+441244000006', '8 Castle Street, Chester'],
  ['Redbrick Lettings', 'admin@redbrick.example', null, '40 Park Row, Nottingham'],
  ['Ahmed Khan', 'ahmed.khan@example.org', '+447700000008', '22 Beech Avenue, Leicester'],
  ['Greenway Gyms', 'facilities@greenway.example', '+441223000009', '6 Mill Road, Cambridge'],
  ['Lumen Studios', 'studio@lumen.example', '+442070000010', '11 Rope Walk, London'],
  ['St. Clare Hospice', 'supplies@stclare.example', '+441392000011', '4 Chapel Hill, Exeter'],
  ['Marta Silva', 'marta.silva@example.org', null, '15 Riverside, Newcastle'],
  ['Northern Rail Café', 'cafe@northernrail.example', '+441612000013', 'Platform 1, Manchester Piccadilly'],
  ['Oakwood Library', 'books@oakwood.example', '+441865000014', '2 Broad Street, Oxford'],
  ['Tidewater Marine', 'parts@tidewater.example', '+442392000015', '30 Gunwharf Quays, Portsmouth'],
] as const;

const vehicles: SeedVehicle[] = [
  {
    vin: '1HGBH41JXMN109186',
    make: 'Volvo',
    model: 'FH16',
    year: 2021,
    color: 'White',
    type: 'truck',
    plate: 'TRK-1001',
    capacity: 18000,
    mileage: 182000,
  },
  {
    vin: 'WDB9066331S123456',
    make: 'Mercedes',
    model: 'Sprinter',
    year: 2022,
    color: 'Silver',
    type: 'van',
    plate: 'VAN-2002',
    capacity: 1400,
    mileage: 64000,
  },
  {
    vin: 'JH2PC35051M200001',
    make: 'Honda',
    model: 'CB500',
    year: 2023,
    color: 'Red',
    type: 'motorcycle',
    plate: 'MOT-3003',
    capacity: 40,
    mileage: 12000,
  },
  {
    vin: 'YV2RT40A8KB123457',
    make: 'Scania',
    model: 'R450',
    year: 2019,
    color: 'Blue',
    type: 'lorry',
    plate: 'LRY-4004',
    capacity: 24000,
    mileage: 410000,
  },
  {
    vin: 'VF1MA000X64123458',
    make: 'Renault',
    model: 'Master',
    year: 2020,
    color: 'White',
    type: 'van',
    plate: 'VAN-5005',
    capacity: 1600,
    mileage: 98000,
  },
  {
    vin: 'MA1TA2GKXJ1234569',
    make: 'Bajaj',
    model: 'RE Cargo',
    year: 2022,
    color: 'Yellow',
    type: 'autorickshaw',
    plate: 'ARK-6006',
    capacity: 500,
    mileage: 23000,
  },
  {
    vin: 'SHE135T000A123460',
    make: 'Airbus',
    model: 'H135',
    year: 2018,
    color: 'Orange',
    type: 'helicopter',
    plate: 'HEL-7007',
    capacity: 700,
    mileage: null,
  },
];

/** Supervisors besides the demo account: one still at work, one whose assignment ended. */
const supervisors = [
  { name: 'Daniel Brooks', email: 'daniel.brooks@example.com', inventory: 'Central Warehouse', ended: false },
  { name: 'Sofia Marin', email: 'sofia.marin@example.com', inventory: 'Harbour Store', ended: true },
];

export async function seedDemoMasterData(db: Kysely<DB>, today = new Date()): Promise<void> {
  await db
    .insertInto('inventories')
    .values(inventories.map((row) => ({ ...row, name_key: pathKey(row.name) })))
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
  await db
    .insertInto('vendors')
    .values(
      vendors.map(([name, email, phone, address, description]) => ({
        name,
        name_key: pathKey(name),
        email,
        phone,
        address,
        description,
      })),
    )
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();

  const categories = await db.selectFrom('categories').select(['id', 'name_key']).execute();
  const categoryId = new Map(categories.map((row) => [row.name_key, row.id]));
  for (const [name, category, price, sku] of products) {
    const id = categoryId.get(pathKey(category));
    if (!id) continue;
    const taken = await db
      .selectFrom('products')
      .select('id')
      .where((eb) => eb.or([eb('name_key', '=', pathKey(name)), eb(eb.fn('upper', ['sku']), '=', sku)]))
      .executeTakeFirst();
    if (taken) continue;
    await db
      .insertInto('products')
      .values({
        name,
        name_key: pathKey(name),
        category_id: id,
        price,
        sku,
        description: `${name}, sold by the unit.`,
      })
      .execute();
  }

  for (const [name, email, phone, address] of customers) {
    const taken = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
    if (!taken) await db.insertInto('customers').values({ name, email, phone, address }).execute();
  }

  for (const vehicle of vehicles) await insertVehicleUnlessTaken(db, vehicle);

  // Assignments: the demo inventory-in-charge works at North Depot (the documents seed then puts that
  // inventory first); two more supervisors with the same demo password.
  const inventoryId = async (name: string) =>
    (await db.selectFrom('inventories').select('id').where('name_key', '=', pathKey(name)).executeTakeFirst())
      ?.id;
  const demoInCharge = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', 'inventory-in-charge@example.com')
    .executeTakeFirst();
  if (!demoInCharge) return;
  const assign = async (employeeId: string, inventory: string, ended: boolean) => {
    const target = await inventoryId(inventory);
    const active = await db
      .selectFrom('inventory_employments')
      .select('id')
      .where('employee_id', '=', employeeId)
      .where('employee_status', '=', true)
      .executeTakeFirst();
    if (!target || active) return;
    await db
      .insertInto('inventory_employments')
      .values({
        employee_id: employeeId,
        inventory_id: target,
        hire_date: ended ? `${today.getFullYear() - 1}-03-01` : dateInYear(0, today),
        ...(ended ? { termination_date: dateInYear(0.3, today), employee_status: false } : {}),
      })
      .execute();
  };
  await assign(demoInCharge.id, 'North Depot', false);
  for (const supervisor of supervisors) {
    const user =
      (await db.selectFrom('users').select('id').where('email', '=', supervisor.email).executeTakeFirst()) ??
      (await db
        .insertInto('users')
        .values({
          name: supervisor.name,
          email: supervisor.email,
          password_hash: demoInCharge.password_hash,
          role: 'inventory-in-charge',
          phone: '+15550100090',
          address: '1 Supervisor Row, Leeds',
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    await assign(user.id, supervisor.inventory, supervisor.ended);
  }
}
