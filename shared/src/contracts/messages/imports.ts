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
  oneFile: 'Send one file only, in the `file` field.',
  tooManyFields: 'The upload has more form fields than an import takes: send the `file` field alone.',
  bodyUnreadable: 'The upload could not be read: it was cut off or malformed. Choose the file again.',
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
  /**
   * The commit refused rows of a file whose preview had none invalid: the file is as it was, the list is not
   * (someone else saved a row meanwhile). Names the rows, the first few where there are many.
   */
  changedSincePreview: (rows: readonly number[]) => {
    const shown = rows.slice(0, 5).join(', ');
    const more = rows.length > 5 ? ` and ${rows.length - 5} more` : '';
    return rows.length === 1
      ? `Nothing was imported: row ${shown} now conflicts with a change someone else saved since the preview.`
      : `Nothing was imported: rows ${shown}${more} now conflict with changes someone else saved since the preview.`;
  },
  errorsSincePreview: (rows: number) =>
    `${rows} ${rows === 1 ? 'row' : 'rows'} no longer valid since the preview:`,
  /** Committing found a row that the preview did not refuse (someone else wrote meanwhile). */
  refusedAtCommit: (rows: number) =>
    `Nothing was imported: ${rows} ${rows === 1 ? 'row was' : 'rows were'} changed by someone else since the preview.`,
} as const;
