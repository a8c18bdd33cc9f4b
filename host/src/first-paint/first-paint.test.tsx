import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@logistics/shared/ui/router';
import AuthPage from '../auth/auth-page';
import { FIRST_PAINT_ID, type FirstPaintElement } from './first-paint';
import { loginPageMarkup } from './login-page-markup';
import { fetchMock, signedOutBrowser } from '../../test/browser-fakes';

/** index.html at /authentication before the app starts: the drawn page, and the app's empty root. */
function drawFirstPaint(): FirstPaintElement {
  document.body.innerHTML = `<div id="root"></div><div id="${FIRST_PAINT_ID}">${loginPageMarkup()}</div>`;
  return document.getElementById(FIRST_PAINT_ID) as FirstPaintElement;
}

function startApp() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/authentication']}>
        <AuthPage />
      </MemoryRouter>
    </QueryClientProvider>,
    { container: document.getElementById('root')! },
  );
}

/** Each element of a page as tag, id and type: what the takeover finds its way by. */
function outline(page: Element): string[] {
  return [...page.querySelectorAll('*')].map(
    (element) => `${element.tagName}#${element.id}[${element.getAttribute('type') ?? ''}]`,
  );
}

beforeEach(signedOutBrowser);

describe('the login page drawn at build time', () => {
  it("is the app's own login page, element for element", () => {
    const firstPaint = drawFirstPaint();
    const drawn = outline(firstPaint.firstElementChild!);
    const drawnPage = firstPaint.firstElementChild!.cloneNode(true) as Element;
    startApp();
    expect(drawn.length).toBeGreaterThan(10);
    expect(outline(document.querySelector('#root main')!)).toEqual(outline(drawnPage));
  });

  it('submits nowhere by itself: its form has the dialog method and no address', () => {
    const markup = loginPageMarkup();
    expect(markup).toContain('<form method="dialog" ');
    expect(markup).not.toContain('action=');
    expect(markup).toContain('Login to Your Account');
  });

  it('gives the app what was typed, the focus and caret, and the held Login click', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const firstPaint = drawFirstPaint();
    const email = firstPaint.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = firstPaint.querySelector<HTMLInputElement>('input[type="password"]')!;
    email.value = 'admin@example.com';
    password.value = 'Passw0rd!';
    password.focus();
    password.setSelectionRange(2, 5);
    firstPaint.heldClick = firstPaint.querySelector<HTMLElement>('button[type="submit"]')!;

    startApp();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Passw0rd!');
    const livePassword = screen.getByLabelText<HTMLInputElement>('Password');
    expect(livePassword).toHaveFocus();
    await waitFor(() => expect([livePassword.selectionStart, livePassword.selectionEnd]).toEqual([2, 5]));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/login');
    expect(JSON.parse((fetchMock.mock.calls[0]?.[1] as RequestInit).body as string)).toEqual({
      email: 'admin@example.com',
      password: 'Passw0rd!',
    });
  });

  it('repeats a held click on a tab', async () => {
    const firstPaint = drawFirstPaint();
    firstPaint.heldClick = firstPaint.querySelector<HTMLElement>('#auth-tab-registration')!;
    startApp();
    expect(await screen.findByText('Create a New Account')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with nothing typed or held, simply gives way', () => {
    drawFirstPaint();
    startApp();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByText('Login to Your Account')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
