import { expect, type Locator, type Page } from '@playwright/test';

/** The profile page every role has: the fields, 'Update Profile', the avatar picker and the password change. */
export class ProfilePage {
  readonly update: Locator;

  constructor(private readonly page: Page) {
    this.update = page.getByRole('button', { name: 'Update Profile' });
  }

  async open(role: string) {
    await this.page.goto(`/${role}/profile`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(this.field('Name')).not.toHaveValue('');
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async uploadAvatar(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel('Change avatar').setInputFiles(file);
  }
}
