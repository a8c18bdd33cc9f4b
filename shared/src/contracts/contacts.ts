import * as z from '@logistics/shared/contracts/zod';
import { readText, rowMeta } from './rows.js';
import { nameField, optionalEmail, optionalPhoneField } from './validation.js';

/**
 * The contact details a customer, a vendor and an inventory share: a name (3 to 80), an optional e-mail and an
 * optional phone (10 to 16). Each places its address and description itself: an inventory's address is required,
 * and the order of a schema's fields is the order of its API document's properties.
 */

/** A party's name, e-mail and phone as a create takes them; `name` gives the name a message of its own. */
export function contactFields(name = nameField()) {
  return { name, email: optionalEmail, phone: optionalPhoneField() };
}

/** A party's row as read, up to its phone: the row's meta, then its name, e-mail and phone. */
export const contactRowFields = { ...rowMeta, name: z.string(), email: readText, phone: readText };

/** A party's list sorts by its contact details and by when it was made. */
export const contactSortable = ['name', 'email', 'phone', 'address', 'created_at'] as const;
