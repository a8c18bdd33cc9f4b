/** The words of a document's line editors (purchases, sales, transfers). */
export const LINE_TEXTS = {
  addItem: 'Add Item',
  updateLine: 'Update Line',
  removeLine: 'Remove',
  total: 'Total price',
  noLines: 'No products yet.',
  line: (index: number) => `Line ${index + 1}`,
  newLine: (index: number) => `New line ${index + 1}`,
} as const;
