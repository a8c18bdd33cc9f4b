import { capitalized } from './wording.js';

/** The documents, each named by its business id: a purchase by its MR ID, a sale by its BILL ID. */
export type DocumentKind = 'purchase' | 'sale' | 'transfer' | 'shipment';

/** How a document is named by its business id, in a dialog's description and a delete's confirmation. */
export const documentLabel: Record<DocumentKind, string> = {
  purchase: 'purchase with MR ID',
  sale: 'sale with BILL ID',
  transfer: 'transfer with TRF ID',
  shipment: 'shipment with shipment ID',
};

/** The words of a document's create and edit dialog. */
export interface DocumentTexts {
  createTitle: string;
  createDescription: string;
  create: string;
  editTitle: string;
  editDescription: (key: string) => string;
  /** Under 'View …', for a role that may open the dialog but not save it. */
  viewDescription: (key: string) => string;
  update: string;
}

/**
 * A document dialog's words: 'Create Sale', 'Edit Sale', 'Update Sale', 'Change the sale with BILL ID “B-1” and
 * its products.'; the description of a new one, and whether it has products (a shipment carries orders instead).
 */
export function documentTexts(
  kind: DocumentKind,
  { createDescription, products = true }: { createDescription?: string; products?: boolean } = {},
): DocumentTexts {
  const word = capitalized(kind);
  const andProducts = products ? ' and its products' : '';
  return {
    createTitle: `Create ${word}`,
    createDescription: createDescription ?? `Fill in the details of the new ${kind}${andProducts}.`,
    create: 'Create',
    editTitle: `Edit ${word}`,
    editDescription: (key) => `Change the ${documentLabel[kind]} “${key}”${andProducts}.`,
    viewDescription: (key) => `The ${documentLabel[kind]} “${key}”${andProducts}, as saved.`,
    update: `Update ${word}`,
  };
}

/** The headings over a document's lines in its dialog: the saved ones, and those being added. */
export const lineHeadings = { products: 'Products', newProducts: 'New products' } as const;
