// The screens' fixed texts.
import { unitsInWords, withArticle } from './wording.js';

export const uiText = {
  /** An empty select's placeholder, from its label: 'Vendor' → 'Select a vendor', 'Inventory' → 'Select an inventory'. */
  selectOne: (label: string) => `Select ${withArticle(label.toLowerCase())}`,
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
  /** Make as Copy put the row's id on the clipboard. */
  copied: 'Copied',
  /** The title of a dialog the role may only look at ('View Purchase'), instead of 'Edit …'. */
  viewTitle: (thing: string) => `View ${thing}`,
  /** What a read-only dialog shows for a field without a value. */
  emptyValue: '—',
  /** A product in the sale's picker with the units the chosen inventory holds of it. */
  productWithStock: (product: string, units: number) => `${product} (${unitsInWords(units)})`,
  /** Asked before a dialog with unsaved changes closes (Escape, its backdrop, Cancel, its X, leaving the page). */
  /** An edit's Update with nothing changed: nothing is sent. */
  nothingToSave: 'Nothing to save: no field was changed.',
  discardTitle: 'Discard unsaved changes?',
  discardDescription: 'What you entered has not been saved and will be lost.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
} as const;
