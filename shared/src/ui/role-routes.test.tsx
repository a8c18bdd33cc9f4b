import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyPage } from '@logistics/shared/ui/role-routes';

function Vendors() {
  return <h1>Vendors</h1>;
}

/** Draws the page and waits for its heading: its code has loaded. */
async function drawn(Page: ComponentType) {
  render(
    <Suspense fallback="Loading page">
      <Page />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: 'Vendors' })).toBeInTheDocument();
}

describe('lazyPage', () => {
  it('loads its code once: a preload ahead of the route is the load the page then draws from', async () => {
    const load = jest.fn(() => Promise.resolve({ VendorsPage: Vendors }));
    const Page = lazyPage(load, 'VendorsPage');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await drawn(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the page loads again when shown', async () => {
    const load = jest
      .fn<Promise<{ VendorsPage: typeof Vendors }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ VendorsPage: Vendors });
    const Page = lazyPage(load, 'VendorsPage');
    // A preload never fails: the page's own load says what went wrong.
    await expect(Page.preload()).resolves.toBeUndefined();
    await drawn(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
