import {
  documentTexts,
  INVENTORY_EMPLOYMENT_CREATED,
  DELETED_DEFAULT,
  PASSWORD_UPDATED,
  ROLE_PROVIDER_MISSING,
  UNEXPECTED_ERROR,
  UNEXPECTED_STATUS,
  UPDATED_DEFAULT,
  authMessages,
  createdSuccess,
  deleteInventoryEmploymentConfirmation,
  deleteConfirmation,
  documentsInWords,
  employeeMessages,
  imageMessages,
  listInWords,
  lineItemMessages,
  resourceLabels,
  resourceMessages,
  serverMessages,
  tokenMessages,
  uiText,
  withArticle,
} from './messages';
import { resources, type Resource } from './permissions';
import { expectedWords } from '../../test/resource-expectations';

describe('toasts per resource', () => {
  it.each(Object.entries(expectedWords).map(([resource, words]) => [resource as Resource, words] as const))(
    '%s',
    (resource, { plural, singular }) => {
      expect(resourceMessages(resource)).toEqual({
        fetchList: `An error occurred while fetching the ${plural}.`,
        fetchOne: `An error occurred while fetching the ${singular}.`,
        create: `An error occurred while creating the ${singular}.`,
        update: `An error occurred while updating the ${singular}.`,
        delete: `An error occurred while deleting the ${singular}.`,
        created: `${singular.charAt(0).toUpperCase()}${singular.slice(1)} created successfully!`,
      });
    },
  );

  it('the supervisor assignment has its own wording', () => {
    expect(resourceMessages('inventory-employments')).toEqual({
      fetchList: 'An error occurred while fetching the inventory assignment with associated employee.',
      fetchOne: 'An error occurred while fetching the inventory assignment with associated employee.',
      create: 'An error occurred while creating the inventory assignment.',
      update: 'An error occurred while updating the inventory assignment.',
      delete: 'An error occurred while deleting the inventory assignment.',
      created: 'Inventory assignment created successfully!',
    });
    expect(INVENTORY_EMPLOYMENT_CREATED).toBe(
      createdSuccess(resourceLabels['inventory-employments'].singular),
    );
  });

  it('every resource has a label', () => {
    expect(Object.keys(resourceLabels).sort()).toEqual([...resources].sort());
    expect(resourceLabels.users).toEqual({ singular: 'employee', plural: 'employees', title: 'Employees' });
    expect(resourceLabels.categories).toEqual({
      singular: 'category',
      plural: 'categories',
      title: 'Categories',
    });
  });

  it.each([
    [
      'purchase',
      'An error occurred while updating the Purchase Product.',
      'An error occurred while deleting the Purchase Product.',
    ],
    [
      'sale',
      'An error occurred while updating the Sale Product.',
      'An error occurred while deleting the Sale Product.',
    ],
    [
      'shipment',
      'An error occurred while updating the Shipment Item.',
      'An error occurred while deleting the Shipment Item.',
    ],
    [
      'transfer',
      'An error occurred while updating the Transfer.',
      'An error occurred while deleting the Transfer.',
    ],
  ] as const)('line items of a %s', (kind, update, remove) => {
    expect(lineItemMessages(kind)).toEqual({ update, delete: remove });
  });

  it.each([
    [UNEXPECTED_ERROR, 'An unexpected error occurred.'],
    [UNEXPECTED_STATUS, 'Unexpected response status.'],
    [UPDATED_DEFAULT, 'Updated successfully'],
    [DELETED_DEFAULT, 'Deleted successfully'],
    [PASSWORD_UPDATED, 'Password updated successfully'],
    [ROLE_PROVIDER_MISSING, 'useRole must be used within a RoleProvider.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('auth, token and image wording', () => {
  it.each([
    [authMessages.loginFailed, 'An error occurred while trying to login.'],
    [authMessages.resetFailed, 'An error occurred during password reset.'],
    [authMessages.resetEmailFailed, 'An error occurred while sending reset password to email.'],
    [authMessages.registerFailed, 'An error occurred while trying to register an user.'],
    [authMessages.logoutFailed, 'An error occurred while trying to logout.'],
    [authMessages.loginFormDefault, 'An error occurred while submitting the login'],
    [authMessages.registrationFormDefault, 'An error occurred while submitting the registration'],
    [authMessages.forgotFormDefault, 'An error occurred while send reset password to email'],
    [authMessages.resetFormDefault, 'An error occurred while submitting the reset password'],
    [authMessages.signOutFailed, 'An error occurred while logging out'],
    [tokenMessages.noToken, 'No token found'],
    [tokenMessages.decodeError('bad segment'), 'Error decoding token: bad segment'],
    [tokenMessages.invalidFormat, 'Invalid token format'],
    [imageMessages.avatarUploaded, 'New avatar uploaded successfully.'],
    [imageMessages.avatarFailed, 'Failed to update avatar'],
    [imageMessages.noSecureUrl, 'Failed to get secure URL from Cloudinary.'],
    [imageMessages.uploadFailed, 'Error uploading image to Cloudinary.'],
    [imageMessages.removeFailed, 'Error removing image from Cloudinary.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('delete confirmations', () => {
  it.each([
    [
      'employee',
      'Ada Lovelace',
      'Are you sure you want to delete the employee “Ada Lovelace”? This action cannot be undo.',
    ],
    ['customer', 'Acme', 'Are you sure you want to delete the customer “Acme”? This action cannot be undo.'],
    [
      'vehicle',
      '1HGCM82633A004352',
      'Are you sure you want to delete the vehicle “1HGCM82633A004352”? This action cannot be undo.',
    ],
    [
      'vendor',
      'Bolt Co',
      'Are you sure you want to delete the vendor “Bolt Co”? This action cannot be undo.',
    ],
    [
      'category',
      'Tools',
      'Are you sure you want to delete the category “Tools”? This action cannot be undo.',
    ],
    [
      'inventory',
      'Main Store',
      'Are you sure you want to delete the inventory “Main Store”? This action cannot be undo.',
    ],
    [
      'product',
      'Hammer',
      'Are you sure you want to delete the product “Hammer”? This action cannot be undo.',
    ],
    [
      'purchase',
      'MR-0001',
      'Are you sure you want to delete the purchase with MR ID “MR-0001”? This action cannot be undo.',
    ],
    [
      'sale',
      'BILL-1',
      'Are you sure you want to delete the sale with BILL ID “BILL-1”? This action cannot be undo.',
    ],
    [
      'transfer',
      'TRF-001',
      'Are you sure you want to delete the transfer with TRF ID “TRF-001”? This action cannot be undo.',
    ],
    [
      'shipment',
      'SH-1',
      'Are you sure you want to delete the shipment with shipment ID “SH-1”? This action cannot be undo.',
    ],
  ] as const)('%s', (kind, name, expected) => {
    expect(deleteConfirmation(kind, name)).toBe(expected);
  });

  it('the supervisor assignment names the employee and the inventory', () => {
    expect(deleteInventoryEmploymentConfirmation('Ada Lovelace', 'Main Store')).toBe(
      'Are you sure you want to delete the assignment of “Ada Lovelace” to the inventory “Main Store”? This action cannot be undo.',
    );
  });

  it("names each resource's row by the resource's singular (an employee, not a user)", () => {
    const kinds = Object.fromEntries(
      resources
        .filter((resource) => resource !== 'inventory-employments')
        .map((resource) => [resource, resourceLabels[resource].singular]),
    );
    expect(kinds).toEqual(
      Object.fromEntries(
        Object.entries(expectedWords).map(([resource, words]) => [resource, words.singular]),
      ),
    );
  });
});

describe('screen texts', () => {
  it.each([
    [uiText.loginTitle, 'Login to Your Account'],
    [uiText.loginDescription, 'Enter your login credentials below.'],
    [uiText.registrationTitle, 'Create a New Account'],
    [uiText.registrationDescription, 'Fill in the details to register.'],
    [uiText.forgotPasswordTitle, 'Reset Password'],
    [uiText.forgotPasswordDescription, 'Enter your email to receive a password reset link.'],
    [uiText.resetPasswordDescription, 'Enter your new Password below.'],
    [uiText.notFound, '404 Not Found!'],
    [uiText.noResults, 'No results.'],
    [uiText.noFacetResults, 'No results found.'],
    [uiText.pickADate, 'Pick a date'],
    [uiText.filterPlaceholder('email'), 'Filter emails...'],
    [uiText.pageOf(2, 7), 'Page 2 of 7'],
    [uiText.rowsSelected(1, 20), '1 of 20 row(s) selected'],
    [uiText.pleaseWait, 'Please wait'],
    [uiText.updateProfile, 'Update Profile'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('messages built from templates read as sentences', () => {
  it.each([
    ['employee', 'an employee'],
    ['inventory', 'an inventory'],
    ['inventory assignment', 'an inventory assignment'],
    ['admin', 'an admin'],
    ['user', 'a user'],
    ['vendor', 'a vendor'],
    ['record', 'a record'],
  ])('%s takes its article: %s', (noun, expected) => {
    expect(withArticle(noun)).toBe(expected);
  });

  it('every kind of duplicate takes its article', () => {
    expect(serverMessages.duplicate('employee', 'email', 'a@b.c')).toBe(
      'An employee with the email “a@b.c” already exists.',
    );
    for (const resource of resources) {
      const { singular } = resourceLabels[resource];
      expect(serverMessages.duplicate(singular, 'name', 'X')).toBe(
        `${/^[aeiou]/.test(singular) ? 'An' : 'A'} ${singular} with the name “X” already exists.`,
      );
    }
    expect(employeeMessages.roleNotGiven('inventory-manager', 'admin')).toBe(
      'An inventory-manager may not give the admin role.',
    );
  });

  it('names documents and lists in words, with one verb for all', () => {
    expect(listInWords(['a'])).toBe('a');
    expect(listInWords(['a', 'b'])).toBe('a and b');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(documentsInWords(resourceLabels.purchases, ['MR-1'])).toBe('the purchase “MR-1”');
    expect(documentsInWords(resourceLabels.sales, ['B-1', 'B-2', 'B-3'], 7)).toBe(
      'the sales “B-1”, “B-2”, “B-3” and 4 more',
    );
    expect(serverMessages.stillInStock('product', 'Hammer', 1)).toBe(
      'The product “Hammer” cannot be deleted because 1 unit of it is still in stock.',
    );
    expect(serverMessages.stillInStock('product', 'Hammer', 3)).toContain('3 units of it are still in stock');
  });
});

describe("a document dialog's words", () => {
  it('names the document, its business id and its products', () => {
    const sale = documentTexts('sale');
    expect([sale.createTitle, sale.createDescription, sale.create, sale.editTitle, sale.update]).toEqual([
      'Create Sale',
      'Fill in the details of the new sale and its products.',
      'Create',
      'Edit Sale',
      'Update Sale',
    ]);
    expect(sale.editDescription('B-1')).toBe('Change the sale with BILL ID “B-1” and its products.');
    expect(sale.viewDescription('B-1')).toBe('The sale with BILL ID “B-1” and its products, as saved.');
    expect(documentTexts('purchase').editDescription('MR-1')).toBe(
      'Change the purchase with MR ID “MR-1” and its products.',
    );
    expect(documentTexts('transfer').viewDescription('T-1')).toBe(
      'The transfer with TRF ID “T-1” and its products, as saved.',
    );
  });

  it('says nothing of products where the document has none, and takes its own description of a new one', () => {
    const shipment = documentTexts('shipment', { products: false, createDescription: 'Choose its orders.' });
    expect(shipment.createDescription).toBe('Choose its orders.');
    expect(documentTexts('shipment', { products: false }).createDescription).toBe(
      'Fill in the details of the new shipment.',
    );
    expect(shipment.editDescription('S-1')).toBe('Change the shipment with shipment ID “S-1”.');
    expect(shipment.viewDescription('S-1')).toBe('The shipment with shipment ID “S-1”, as saved.');
    expect(shipment.update).toBe('Update Shipment');
  });
});
