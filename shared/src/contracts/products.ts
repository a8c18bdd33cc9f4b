import { z } from 'zod';
import { readMoney, readText, rowMeta } from './rows.js';
import {
  descriptionField,
  limits,
  nameField,
  numericString,
  referenceField,
  text,
  versionField,
} from './validation.js';

export const PRODUCT_PRICE_NOT_A_NUMBER = 'Product price must be a Number';

/** Product (SPEC section 5). The price is a decimal string of at most 10 digits and 3 decimals. */
export const productCreateSchema = z.object({
  name: nameField(),
  description: descriptionField(),
  price: numericString({ label: 'Product price', message: PRODUCT_PRICE_NOT_A_NUMBER }),
  category: referenceField('Category'),
  sku: text({ label: 'SKU', ...limits.sku }),
});
export const productUpdateSchema = productCreateSchema.partial().extend({ version: versionField });

export type ProductInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** A product as read; `category` is the category's name. */
export const productSchema = z.object({
  ...rowMeta,
  name: z.string(),
  category: z.string(),
  price: readMoney,
  sku: z.string(),
  description: readText,
});
export type Product = z.output<typeof productSchema>;
