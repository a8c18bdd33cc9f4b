import type { Resource } from './permissions.js';

/** The wording of the toasts, the delete confirmations and the screens' fixed texts, written once. */

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** 'a vendor', 'an employee', 'a user': the indefinite article a noun takes when spoken. */
export function withArticle(noun: string): string {
  // Vowel letters sounded as consonants ('a user', 'a unit', 'a one-off'), and the other way round are rare
  // enough among the product's nouns to list.
  const consonantSound = /^(u[sn]i|use|usu|eu|one\b)/i.test(noun);
  return `${/^[aeiou]/i.test(noun) && !consonantSound ? 'an' : 'a'} ${noun}`;
}

/** A sentence's first word: 'employee' → 'Employee'. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What a busy button says beside its spinner. */
export const PLEASE_WAIT = 'Please wait';
export const UNEXPECTED_STATUS = 'Unexpected response status.';

export const fetchListError = (plural: string) => `An error occurred while fetching the ${plural}.`;
export const fetchOneError = (singular: string) => `An error occurred while fetching the ${singular}.`;
/**
 * What a page says when a read failed (its message, above, is the failure itself): that it keeps trying, and, on
 * a list, that the rows shown are the last received; a list whose date range hides matching rows says so.
 */
export const loadTexts = {
  retry: 'Retry',
  dashboardFailed: 'An error occurred while fetching the dashboard.',
  retrying: 'It will try again by itself when the connection returns.',
  rowsKept: 'The rows below are the last ones received and may be out of date.',
  figuresKept: 'The figures below are the last ones received and may be out of date.',
  /** '3 older sales match'; 'outside these dates' when the range ends before today. */
  hiddenByRange: (count: number, things: { singular: string; plural: string }, older: boolean) =>
    `${count} ${older ? 'older ' : ''}${count === 1 ? things.singular : things.plural} ${count === 1 ? 'matches' : 'match'}${older ? '' : ' outside these dates'}:`,
  showAllDates: 'show all dates',
  filters: 'Filters',
  /** The Filters button's name with how many filters are on: 'Filters (2 active)'. */
  filtersActive: (count: number) => (count ? `Filters (${count} active)` : 'Filters'),
} as const;

/** A list's cards on a phone: the checkbox that selects the page's rows, and each card's own. */
export const cardTexts = {
  selectPage: 'Select all on this page',
  selectRow: (title: string) => `Select ${title}`,
} as const;
export const FETCH_INVENTORY_EMPLOYMENT_ERROR =
  'An error occurred while fetching the inventory assignment with associated employee.';
export const createError = (thing: string) => `An error occurred while creating the ${thing}.`;
export const updateError = (thing: string) => `An error occurred while updating the ${thing}.`;
export const deleteError = (thing: string) => `An error occurred while deleting the ${thing}.`;

/** 'Category created successfully!'; the supervisor assignment has its own wording. */
export const createdSuccess = (thing: string) => `${capitalized(thing)} created successfully!`;
export const INVENTORY_EMPLOYMENT_CREATED = 'Inventory assignment created successfully!';
export const UPDATED_DEFAULT = 'Updated successfully';
export const DELETED_DEFAULT = 'Deleted successfully';
export const PASSWORD_UPDATED = 'Password updated successfully';
export const SEND_RESET_LINK_ERROR = 'An error occurred while sending the password reset link.';

export interface ResourceLabel {
  /** The thing in the one-item, create, update and delete wording: 'the category'. */
  singular: string;
  /** The things in the list wording: 'the categories'. */
  plural: string;
  /** The list page's title and menu title. */
  title: string;
}

/** How each resource is named to people. Employees live at /users. */
export const resourceLabels = {
  categories: { singular: 'category', plural: 'categories', title: 'Categories' },
  customers: { singular: 'customer', plural: 'customers', title: 'Customers' },
  users: { singular: 'employee', plural: 'employees', title: 'Employees' },
  inventories: { singular: 'inventory', plural: 'inventories', title: 'Inventories' },
  products: { singular: 'product', plural: 'products', title: 'Products' },
  purchases: { singular: 'purchase', plural: 'purchases', title: 'Purchases' },
  'inventory-employments': {
    singular: 'inventory assignment',
    plural: 'inventory assignments',
    title: 'Supervisors',
  },
  vehicles: { singular: 'vehicle', plural: 'vehicles', title: 'Vehicles' },
  vendors: { singular: 'vendor', plural: 'vendors', title: 'Vendors' },
  transfers: { singular: 'transfer', plural: 'transfers', title: 'Transfers' },
  sales: { singular: 'sale', plural: 'sales', title: 'Sales' },
  shipments: { singular: 'shipment', plural: 'shipments', title: 'Shipments' },
} as const satisfies Record<Resource, ResourceLabel>;

export interface ResourceMessages {
  fetchList: string;
  fetchOne: string;
  create: string;
  update: string;
  delete: string;
  created: string;
}

/**
 * Every toast of a resource. The supervisor assignment has its own fetch wording, used for
 * the list and for one row.
 */
export function resourceMessages(resource: Resource): ResourceMessages {
  const { singular, plural } = resourceLabels[resource];
  const isInventoryEmployment = resource === 'inventory-employments';
  return {
    fetchList: isInventoryEmployment ? FETCH_INVENTORY_EMPLOYMENT_ERROR : fetchListError(plural),
    fetchOne: isInventoryEmployment ? FETCH_INVENTORY_EMPLOYMENT_ERROR : fetchOneError(singular),
    create: createError(singular),
    update: updateError(singular),
    delete: deleteError(singular),
    created: isInventoryEmployment ? INVENTORY_EMPLOYMENT_CREATED : createdSuccess(singular),
  };
}

/** Line items use these things in the create, update and delete wording. */
export const lineItemThings = {
  purchase: 'Purchase Product',
  sale: 'Sale Product',
  shipment: 'Shipment Item',
  transfer: 'Transfer',
} as const;

export type LineItemKind = keyof typeof lineItemThings;

/** 'An error occurred while updating the Purchase Product.' */
export function lineItemMessages(kind: LineItemKind): { update: string; delete: string } {
  const thing = lineItemThings[kind];
  return { update: updateError(thing), delete: deleteError(thing) };
}

/**
 * Saved lines changed in an edit dialog by a role that may not change them: nothing is saved and the dialog stays
 * open, naming the lines.
 */
export function lineChangesNotAllowed(products: readonly string[]): string {
  const named = products.map((product) => `“${product}”`).join(', ');
  return `You may not change saved lines, so nothing was saved. Undo your changes to ${named}.`;
}

export const authMessages = {
  loginFailed: 'An error occurred while trying to login.',
  resetFailed: 'An error occurred during password reset.',
  resetEmailFailed: 'An error occurred while sending reset password to email.',
  registerFailed: 'An error occurred while trying to register an user.',
  logoutFailed: 'An error occurred while trying to logout.',
  loginFormDefault: 'An error occurred while submitting the login',
  registrationFormDefault: 'An error occurred while submitting the registration',
  forgotFormDefault: 'An error occurred while send reset password to email',
  resetFormDefault: 'An error occurred while submitting the reset password',
  signOutFailed: 'An error occurred while logging out',
  invalidCredentials: 'Invalid email or password.',
  noRoleYet: 'Your account has no role yet. An administrator must give it one before you can log in.',
  resetLinkSent: 'If an account exists for that e-mail, a password reset link has been sent to it.',
  /** Worded to be true whether or not the address had an account already (that owner gets a mail instead). */
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now log in.',
  registered:
    'Thank you. We have sent a message to your e-mail address. A new account can log in once an administrator has given it a role.',
  /** 429 on login: the account's failed logins (from any address), then the client address's. */
  tooManyFailedLogins: (wait: string) =>
    `Too many failed logins for this account. Please try again in ${wait}.`,
  tooManyFailedLoginsFromAddress: (wait: string) =>
    `Too many failed logins from your network. Please try again in ${wait}.`,
  loggedOut: 'You have been logged out.',
  loggedIn: 'Logged in successfully.',
  unauthenticated: 'You must be signed in to do that.',
  sessionExpired: 'Your session has expired or was revoked. Please log in again.',
} as const;

export const tokenMessages = {
  /** What the user is told when the stored token cannot be read (the technical reason stays in the error). */
  unreadable: 'Your session could not be read. Please log in again.',
  noToken: 'No token found',
  decodeError: (reason: string) => `Error decoding token: ${reason}`,
  invalidFormat: 'Invalid token format',
} as const;

export const imageMessages = {
  avatarUploaded: 'New avatar uploaded successfully.',
  avatarFailed: 'Failed to update avatar',
  noSecureUrl: 'Failed to get secure URL from Cloudinary.',
  uploadFailed: 'Error uploading image to Cloudinary.',
  removeFailed: 'Error removing image from Cloudinary.',
} as const;

/** The image calls' answers (the Cloudinary-compatible upload and delete, and image fields). */
export const uploadMessages = {
  notMultipart: 'Send the image as multipart/form-data with a `file` field.',
  noFile: 'No image was sent: the `file` field is missing.',
  badFolder: 'The folder may hold only letters, digits, "_", "-" and "/" between names.',
  badPublicId: 'The public id must be a folder and an image id, such as "avatars/abc123".',
  removed: 'Image removed successfully.',
  notFound: 'No image has that public id.',
  notYours: 'You may remove only an image you uploaded, or one that belongs to a record you may edit.',
  quotaExceeded: (megabytes: number) =>
    `Your images would take more than the ${megabytes} MB one person may store. Remove images you no longer use first.`,
  notStored: 'That image is not stored on this server (it may have been removed). Upload it again.',
  notUploadedHere: 'That image was uploaded by someone else. Upload the picture you want instead.',
} as const;

/** A wait as people say it: '45 seconds', '1 minute', '15 minutes' (whole minutes from one minute on). */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const ROLE_PROVIDER_MISSING = 'useRole must be used within a RoleProvider.';

/** The kinds whose delete confirmation names the row by its name (a captain is an employee on the Captains page). */
export type NamedDeleteKind =
  'employee' | 'captain' | 'customer' | 'vehicle' | 'vendor' | 'category' | 'inventory' | 'product';
/** The kinds whose confirmation names the row by its business id. */
export type KeyedDeleteKind = 'purchase' | 'sale' | 'transfer' | 'shipment';

const deleteWording = (subject: string) =>
  `Are you sure you want to delete the ${subject}? This action cannot be undo.`;

/** How a document is named by its business id. */
const documentLabel: Record<KeyedDeleteKind, string> = {
  purchase: 'purchase with MR ID',
  sale: 'sale with BILL ID',
  transfer: 'transfer with TRF ID',
  shipment: 'shipment with shipment ID',
};

/** 'Are you sure you want to delete the category “Tools”? This action cannot be undo.' */
export function deleteConfirmation(kind: NamedDeleteKind | KeyedDeleteKind, name: string): string {
  const label = kind in documentLabel ? documentLabel[kind as KeyedDeleteKind] : kind;
  return deleteWording(`${label} “${name}”`);
}

/**
 * The confirmation of a removal from a document (a purchase, sale or transfer line, a shipment's order), worded
 * like a delete: 'Are you sure you want to remove the product “Office Chair” from the purchase with MR ID
 * “MR-2026-001”? This action cannot be undo.'
 */
export const removeConfirmation = {
  line: (kind: 'purchase' | 'sale' | 'transfer', product: string, key: string) =>
    `Are you sure you want to remove the product “${product}” from the ${documentLabel[kind]} “${key}”? This action cannot be undo.`,
  order: (billId: string, shipmentId: string) =>
    `Are you sure you want to remove the sale with BILL ID “${billId}” from the ${documentLabel.shipment} “${shipmentId}”? This action cannot be undo.`,
  lineTitle: 'Remove Product',
  orderTitle: 'Remove Order',
} as const;

/** The delete kind of each resource but the supervisor assignment (which has its own wording). */
export const deleteKindOf = {
  categories: 'category',
  customers: 'customer',
  users: 'employee',
  inventories: 'inventory',
  products: 'product',
  purchases: 'purchase',
  vehicles: 'vehicle',
  vendors: 'vendor',
  transfers: 'transfer',
  sales: 'sale',
  shipments: 'shipment',
} as const satisfies Record<Exclude<Resource, 'inventory-employments'>, NamedDeleteKind | KeyedDeleteKind>;

/** The supervisor assignment's confirmation names the employee and the inventory. */
export function deleteInventoryEmploymentConfirmation(employee: string, inventory: string): string {
  return deleteWording(`assignment of “${employee}” to the inventory “${inventory}”`);
}

/** 'a', 'a and b', 'a, b and c': a list in a sentence. */
export function listInWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** How many keys a message names before it says 'and N more'. */
export const NAMED_KEYS_MAX = 3;

/** 'the purchase “MR-1”', 'the sales “B-1”, “B-2”, “B-3” and 4 more': documents named by their keys. */
export function documentsInWords(
  kind: { singular: string; plural: string },
  keys: readonly string[],
  total: number = keys.length,
): string {
  const named = keys.slice(0, NAMED_KEYS_MAX).map((key) => `“${key}”`);
  if (total > named.length) named.push(`${total - named.length} more`);
  return `the ${total === 1 ? kind.singular : kind.plural} ${listInWords(named)}`;
}

/** The server's messages for conflicts and refusals, shared so tests and the UI can match them. */
export const serverMessages = {
  duplicate: (thing: string, field: string, value: string) =>
    `${capitalized(withArticle(thing))} with the ${field} “${value}” already exists.`,
  notFound: (thing: string, key: string) => `The ${thing} “${key}” was not found.`,
  forbidden: 'You do not have permission to do that.',
  reservedName: (name: string) => `The name “${name}” is reserved by the application; choose another.`,
  staleVersion: (thing: string) =>
    `This ${thing} was changed by someone else since you opened it. Reload it and apply your change again.`,
  /** `dependents` is plural ('purchases', 'the shipments “S-1”'), as the verb is. */
  hasDependents: (thing: string, name: string, dependents: string) =>
    `The ${thing} “${name}” cannot be deleted because ${dependents} still refer to it.`,
  /** A product that documents list: the ledger keeps what they moved, so the lines go first. */
  stillListed: (thing: string, name: string, documents: string) =>
    `The ${thing} “${name}” cannot be deleted because ${documents} still list it. Remove it from them first; the stock history stays either way.`,
  stillInStock: (thing: string, name: string, units: number) =>
    `The ${thing} “${name}” cannot be deleted because ${units} ${units === 1 ? 'unit' : 'units'} of it ${units === 1 ? 'is' : 'are'} still in stock.`,
  created: (thing: string) => createdSuccess(thing),
  updated: (thing: string) => `${capitalized(thing)} updated successfully.`,
  deleted: (thing: string) => `${capitalized(thing)} deleted successfully.`,
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  tooManyRequests: (wait: string) => `Too many requests. Please try again in ${wait}.`,
  tooManyEventStreams:
    'Too many windows of this account are following live changes. Close some of them and reload this one.',
} as const;

/**
 * The server's refusals about stock and the row scopes of purchases, transfers, sales and shipments
 * (no movement makes stock negative, and the message names the product and what is available).
 */
export const transactionMessages = {
  insufficientStock: (stock: {
    product: string;
    inventory: string;
    available: number;
    needed: number;
    mrId?: string;
  }) =>
    `Not enough stock of “${stock.product}”${stock.mrId ? ` (MR ID “${stock.mrId}”)` : ''} in the inventory “${stock.inventory}”: ${stock.available} available, ${stock.needed} needed.`,
  noActiveInventory: 'You have no active inventory assignment, so you may not do that.',
  outsideOwnInventory: (inventory: string) =>
    `You may only work with your own inventory; the inventory “${inventory}” is not yours.`,
  /** An inventory-in-charge moves stock out of their own inventory only. */
  transferSourceNotOwn: (source: string) =>
    `You may move stock only out of your own inventory; the source inventory “${source}” is not yours.`,
  /** Lowering a line or re-routing a transfer takes units back out of its destination. */
  transferTakeBack: (destination: string) =>
    `This change would take units back out of the inventory “${destination}”; only an inventory-manager or the admin may do that.`,
  saleStatusOnly: (fields: readonly string[]) =>
    `Your role may change only the status of a sale; these fields may not change: ${fields.join(', ')}.`,
  saleInShipment: (billId: string, shipmentId: string) =>
    `The sale “${billId}” is already in the shipment “${shipmentId}”.`,
  notACaptain: (id: string) => `The employee “${id}” is not a captain.`,
} as const;

/** The server's refusals about employees and their accounts. */
export const employeeMessages = {
  roleNotGiven: (creator: string, role: string) =>
    `${capitalized(withArticle(creator))} may not give the ${role} role.`,
  ownRole: 'You may not change your own role.',
  ownAccount: 'You may not delete your own account.',
  currentPasswordRequired: 'Enter your current password to choose a new one.',
  currentPasswordWrong: 'Your current password is not correct, so your password was not changed.',
  othersPassword:
    "Nobody sets another person's password. Send them a password reset link instead, and they choose their own.",
  resetLinkSent: (email: string) =>
    `A password reset link has been sent to ${email}. It works once, within one hour.`,
} as const;

/** The server's refusals about supervisor assignments. */
export const inventoryEmploymentMessages = {
  alreadyActive: (employee: string) =>
    `The employee “${employee}” already has an active inventory assignment; end it before assigning another.`,
  notASupervisor: (employeeId: string) =>
    `The employee “${employeeId}” is not an inventory-in-charge: only an inventory-in-charge can be put in charge of an inventory.`,
} as const;

/**
 * How a row leaves the key its edit dialog reads it by: deleted, or given another key where that key is one a
 * user may change (a name, a VIN, a business id).
 */
const goneWays: Record<Resource, string> = {
  categories: 'deleted or renamed',
  inventories: 'deleted or renamed',
  products: 'deleted or renamed',
  vendors: 'deleted or renamed',
  vehicles: 'deleted or given another VIN',
  purchases: 'deleted or given another MR ID',
  sales: 'deleted or given another BILL ID',
  transfers: 'deleted or given another TRF ID',
  shipments: 'deleted or given another shipment ID',
  // Read by an id, which never changes.
  customers: 'deleted',
  users: 'deleted',
  'inventory-employments': 'deleted',
};

/**
 * Live lists: an open edit dialog whose row someone else saved since it was opened says so before the
 * save (which the version check would refuse) and offers to load the saved values; one whose row someone else
 * deleted or renamed says that.
 */
export const liveMessages = {
  changedUnderneath: (resource: Resource) =>
    `This ${resourceLabels[resource].singular} was changed by someone else since you opened it. Reload it to see the changes before saving.`,
  /** Its detail read answered 404: nothing is left to reload, and the server refuses the save. */
  goneUnderneath: (resource: Resource) =>
    `This ${resourceLabels[resource].singular} was ${goneWays[resource]} by someone else since you opened it.`,
  reload: 'Reload',
} as const;

/** A list's Export (CSV or XLSX of what the list shows). */
export const exportTexts = {
  button: 'Export',
  csv: 'CSV',
  /** A CSV whose amounts and dates read as the screen shows them, rather than as a spreadsheet computes with. */
  csvShown: 'CSV (as shown)',
  xlsx: 'Excel (XLSX)',
  /** While the download link is being made and until the file starts arriving. */
  preparing: 'Preparing the export…',
  started: 'Your export is downloading; your browser shows its progress.',
  failed: (plural: string) => `An error occurred while exporting the ${plural}.`,
  /** A download link is good for one minute, for the session that asked for it, and for its list only. */
  linkInvalid: 'This download link is invalid or has expired. Please export again.',
  unknownColumns: (allowed: readonly string[]) => `Columns must be among: ${allowed.join(', ')}`,
  formatRequired: 'format must be csv or xlsx',
  /** While the file is written: the rows in it so far. */
  progress: (rows: number) => `Exporting… ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`,
  done: (rows: number) => `Export done: ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}.`,
  /** The server stopped writing the file (the browser's download shows it broken off). */
  progressFailed: (rows: number) =>
    `The export failed after ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}.`,
  /** No export with this mark is known to this session (never started here, or finished long ago). */
  progressUnknown: 'No such export is under way.',
  valuesRequired: 'values must be plain or shown',
} as const;

/** A master-data list's Import (a CSV or XLSX file in the export's columns). */
export const importTexts = {
  button: 'Import',
  title: (plural: string) => `Import ${plural}`,
  choose: 'Click or drop a CSV or Excel (XLSX) file here',
  hint: (headers: readonly string[]) =>
    `The first row names the columns, as an export of this list does: ${headers.join(', ')}. Nothing is imported until every row is valid.`,
  reading: 'Reading the file…',
  chooseAnother: 'Choose another file',
  summary: (total: number, valid: number) => `${total} ${total === 1 ? 'row' : 'rows'} read, ${valid} valid.`,
  previewTitle: (shown: number) => `The first ${shown} ${shown === 1 ? 'row' : 'rows'}`,
  errorsTitle: (rows: number) =>
    `${rows} invalid ${rows === 1 ? 'row' : 'rows'}: fix ${rows === 1 ? 'it' : 'them'} in the file and choose it again.`,
  rowHeader: 'Row',
  columnHeader: 'Column',
  problemHeader: 'Problem',
  ignoredColumns: (columns: readonly string[]) => `These columns are not imported: ${columns.join(', ')}.`,
  submit: (count: number) => `Import ${count} ${count === 1 ? 'row' : 'rows'}`,
  imported: (count: number, label: { singular: string; plural: string }) =>
    `${count} ${count === 1 ? label.singular : label.plural} imported.`,
  refused: (rows: number) => `Nothing was imported: ${rows} ${rows === 1 ? 'row is' : 'rows are'} invalid.`,
  failed: (plural: string) => `An error occurred while importing the ${plural}.`,
  /** A unique value was taken by another change between the check and the insert. */
  conflict: (field: string) =>
    `Nothing was imported: a ${field} in the file was taken by another change meanwhile. Choose the file again to see which.`,
  notMultipart: 'Send the file as multipart/form-data with a `file` field.',
  noFile: 'No file was sent: the `file` field is missing.',
  tooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Split it into smaller files and import them one by one.`,
  tooManyRows: (max: number) =>
    `The file has more than ${max} rows. Split it into smaller files and import them one by one.`,
  tooManyColumns: (row: number, max: number) =>
    `Row ${row} of the file has more than ${max} columns. Remove the columns that are not the list's and choose the file again.`,
  cellTooLong: (row: number, max: number) =>
    `Row ${row} of the file has a cell longer than ${max} characters.`,
  rowTooLong: (row: number, max: number) => `Row ${row} of the file is longer than ${max} characters.`,
  /** An XLSX file (a zip) that would unpack to more than a list's workbook ever does. */
  unpacksTooLarge: (entries: number, megabytes: number, ratio: number) =>
    `The XLSX file unpacks to more than a list does: at most ${entries} parts, ${megabytes} MB in all, and ${ratio} times each part's packed size are read. Save the list's sheet alone and choose it again.`,
  /** Bytes that are not text in the file's encoding (or U+FFFD, which is what such bytes became). */
  notText:
    'This cell has characters that could not be read as text. Save the file as CSV UTF-8 and choose it again.',
  unknownFormat: 'Only CSV and Excel (XLSX) files can be imported.',
  unreadable: (format: string) => `The file could not be read as ${format}.`,
  noColumns: (headers: readonly string[]) =>
    `The file's first row names none of the columns to import: ${headers.join(', ')}.`,
  noRows: 'The file has no rows under its column headers.',
  /** A value that must be unique appears twice in the file. */
  duplicateInFile: (field: string, value: string, firstRow: number) =>
    `The ${field} “${value}” is already in row ${firstRow} of the file.`,
  /** What the import does with a row whose key names an existing row. */
  modeLabel: 'Rows that already exist',
  modeCreate: 'Create new rows only',
  modeUpsert: 'Create new rows and update existing ones',
  /** The file's Version is not the row's: the row changed after the file was exported. */
  changedSince: (thing: string, fileVersion: number, now: number) =>
    `This ${thing} was changed by someone else since the file was exported (version ${fileVersion}, now ${now}).`,
  /** The row changed (or went) between the check and the write at commit. */
  changedMeanwhile: (thing: string) =>
    `This ${thing} was changed by someone else while the file was imported. Choose the file again to see it as it is now.`,
  /** The preview's column of what each row does, and its tags. */
  actionHeader: 'Action',
  actions: { create: 'create', update: 'update', unchanged: 'unchanged', invalid: 'invalid' },
  /** The summary line under the file: how many rows do what. */
  counts: (counts: { created: number; updated: number; unchanged: number; invalid: number }) =>
    `${counts.created} to create, ${counts.updated} to update, ${counts.unchanged} unchanged, ${counts.invalid} invalid.`,
  /** The answer of an import that could update: what it did, with the label's words. */
  written: (
    counts: { created: number; updated: number; unchanged: number },
    label: { singular: string; plural: string },
  ) =>
    `${counts.created} ${counts.created === 1 ? label.singular : label.plural} created, ${counts.updated} updated, ${counts.unchanged} unchanged.`,
  /** Committing found a row that the preview did not refuse (someone else wrote meanwhile). */
  refusedAtCommit: (rows: number) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row was' : 'rows were'} changed by someone else since the preview.`,
} as const;

/** Bulk actions on a list's selection (the selection bar, the Bulk actions menu, answers). */
export const bulkTexts = {
  /** The selection bar. */
  selectedCount: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  pageAllSelected: (count: number) => `All ${count} rows on this page are selected.`,
  selectAllMatching: (count: number) => `Select all ${count} matching`,
  allMatchingSelected: (count: number) => `All ${count} matching rows are selected.`,
  /** The toolbar's menu while something is selected. */
  menu: 'Bulk actions',
  deleteSelected: 'Delete selected',
  setStatus: 'Set status',
  setStatusTo: (status: string) => `Set status: ${status}`,
  exportSelected: (format: string) => `Export selected (${format})`,
  /** One confirmation naming how many and which kind: 'Delete 3 sales?'. */
  deleteTitle: 'Confirm delete',
  deleteQuestion: (count: number, kind: { singular: string; plural: string }) =>
    `Delete ${count} ${count === 1 ? kind.singular : kind.plural}? This action cannot be undo.`,
  statusTitle: 'Confirm status change',
  statusQuestion: (count: number, status: string) =>
    `Set the status of ${count} ${count === 1 ? 'sale' : 'sales'} to “${status}”?`,
  /** The server's answers. */
  deleted: (count: number, kind: { singular: string; plural: string }) =>
    `${count} ${count === 1 ? kind.singular : kind.plural} deleted.`,
  statusSet: (count: number, status: string) =>
    `${count} ${count === 1 ? 'sale' : 'sales'} set to “${status}”.`,
  /** A refusal changes nothing and names the rows that blocked it (each with its own reason). */
  refused: (count: number, kind: { singular: string; plural: string }) =>
    `Nothing was changed: ${count} ${count === 1 ? kind.singular : kind.plural} cannot be changed so.`,
  blockedRow: (name: string, reason: string) => `${name}: ${reason}`,
  notFoundOrOutOfScope: 'not found, or outside what you may change.',
  changedSince: 'changed by someone else since you saw it; reload and try again.',
  tooMany: (max: number) => `A bulk action takes at most ${max} rows; narrow the list or select fewer.`,
  targetRequired: 'Send either ids (each with its version) or all_matching (the list’s query).',
  listChanged: (expected: number, now: number) =>
    `The list changed: ${now} rows match now, not ${expected}. Reload and try again.`,
  exportTooMany: (max: number) => `Export selected takes at most ${max} rows; export the whole list instead.`,
  idsInvalid: 'ids must be row ids separated by commas.',
  duplicateId: (id: string) => `The row ${id} is named more than once; name each row once.`,
  nothingMatches: 'No rows match the list’s query: nothing was changed.',
} as const;

export const uiText = {
  loginTitle: 'Login to Your Account',
  loginDescription: 'Enter your login credentials below.',
  registrationTitle: 'Create a New Account',
  registrationDescription: 'Fill in the details to register.',
  forgotPasswordTitle: 'Reset Password',
  forgotPasswordDescription: 'Enter your email to receive a password reset link.',
  resetPasswordTitle: 'Reset Password',
  resetPasswordDescription: 'Enter your new Password below.',
  notFound: '404 Not Found!',
  create: 'Create',
  resetFilters: 'Reset filters',
  view: 'View',
  toggleColumns: 'Toggle columns',
  asc: 'Asc',
  desc: 'Desc',
  hide: 'Hide',
  noResults: 'No results.',
  noFacetResults: 'No results found.',
  clearFilters: 'Clear filters',
  pickADate: 'Pick a date',
  filterPlaceholder: (label: string) => `Filter ${label}s...`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  rowsSelected: (selected: number, rows: number) => `${selected} of ${rows} row(s) selected`,
  makeAsCopy: 'Make as Copy',
  preview: 'Preview',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  confirm: 'Confirm',
  pleaseWait: 'Please wait',
  profile: 'Profile',
  signOut: 'Sign out',
  updateProfile: 'Update Profile',
  themeLabels: { light: 'Light', dark: 'Dark', system: 'System' },
  units: { capacity: 'kg', mileage: 'km/h', quantity: 'units' },
  /** Make as Copy put the row's id on the clipboard. */
  copied: 'Copied',
  /** The title of a dialog the role may only look at ('View Purchase'), instead of 'Edit …'. */
  viewTitle: (thing: string) => `View ${thing}`,
  /** What a read-only dialog shows for a field without a value. */
  emptyValue: '—',
  /** A product in the sale's picker with the units the chosen inventory holds of it. */
  productWithStock: (product: string, units: number) =>
    `${product} (${units} ${units === 1 ? 'unit' : 'units'})`,
  /** Asked before a dialog with unsaved changes closes (Escape, its backdrop, Cancel, its X, leaving the page). */
  discardTitle: 'Discard unsaved changes?',
  discardDescription: 'What you entered in this dialog has not been saved and will be lost.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
} as const;

/** The name of a table's row actions column, which shows no title (read by screen readers). */
export const ACTIONS_COLUMN_LABEL = 'Actions';
