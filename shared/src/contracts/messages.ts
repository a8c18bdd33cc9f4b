// The wording of the toasts, the delete confirmations and the screens' fixed texts, written once.

export * from './messages/wording.js';
export * from './messages/resources.js';
export * from './messages/lists.js';
export * from './messages/imports.js';
export * from './messages/accounts.js';
export * from './messages/images.js';
export * from './messages/documents.js';
export * from './messages/deletes.js';
export * from './messages/refusals.js';
export * from './messages/live.js';
export * from './messages/screens.js';
