import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf, type DemoRole } from './demo-accounts';

/** The /authentication page: Login and Registration tabs, and the Forgot Password dialog. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/authentication');
    await expect(this.page.getByText('Login to Your Account')).toBeVisible();
  }

  async login(email: string, password: string) {
    const form = this.page.getByRole('tabpanel', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Login' }).click();
  }

  async loginAs(role: DemoRole) {
    await this.open();
    await this.login(emailOf(role), DEMO_PASSWORD);
    await expect(this.page).toHaveURL(new RegExp(`/${role}$`));
  }
}
