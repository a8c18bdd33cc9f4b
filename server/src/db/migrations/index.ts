import type { Migration } from 'kysely';
import * as m0001 from './0001-initial.js';
import * as m0002 from './0002-master-data.js';
import * as m0004 from './0004-transactions.js';
import * as m0005 from './0005-trigram-search.js';
import * as m0006 from './0006-sale-totals.js';
import * as m0007 from './0007-login-throttles-and-rate-counters.js';
import * as m0008 from './0008-images.js';
import * as m0009 from './0009-shared-secrets.js';
import * as m0010 from './0010-change-announcements.js';
import * as m0011 from './0011-retired-batches.js';
import * as m0012 from './0012-dashboard.js';
import * as m0013 from './0013-shipment-orders.js';
import * as m0014 from './0014-deferred-counters.js';
import * as m0015 from './0015-static-announcements.js';
import * as m0016 from './0016-sharded-sale-counts.js';

/**
 * Every migration, by name; names sort in the order they apply. Add new ones at the end; never edit a shipped one
 * (README.md: shipped.json holds their hashes).
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-master-data': m0002,
  '0004-transactions': m0004,
  '0005-trigram-search': m0005,
  '0006-sale-totals': m0006,
  '0007-login-throttles-and-rate-counters': m0007,
  '0008-images': m0008,
  '0009-shared-secrets': m0009,
  '0010-change-announcements': m0010,
  '0011-retired-batches': m0011,
  '0012-dashboard': m0012,
  '0013-shipment-orders': m0013,
  '0014-deferred-counters': m0014,
  '0015-static-announcements': m0015,
  '0016-sharded-sale-counts': m0016,
};
