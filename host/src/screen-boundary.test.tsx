import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from '@logistics/shared/ui/router';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { ScreenBoundary } from './screen-boundary';

function Broken(): never {
  throw new Error('Loading chunk 564 failed.');
}

function renderScreens() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <ScreenBoundary>
        <Routes>
          <Route path="/admin" element={<Broken />} />
          <Route path="/authentication" element={<h1>Login to Your Account</h1>} />
        </Routes>
      </ScreenBoundary>
      <Link to="/authentication">Sign out</Link>
    </MemoryRouter>,
  );
}

describe('ScreenBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // The boundary logs what it caught; React logs it too.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('says a screen that cannot be drawn could not be loaded, with a Retry, where the page would be empty', () => {
    renderScreens();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(loadTexts.partUnavailable);
    expect(screen.getByRole('button', { name: loadTexts.retry })).toBeInTheDocument();
    // The page keeps a first heading, the product's name, as the login page has.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Logistics Back Office');
  });

  it('tries again at another path', () => {
    renderScreens();
    fireEvent.click(screen.getByRole('link', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { name: 'Login to Your Account' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
