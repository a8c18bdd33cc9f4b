import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { RETRY_FIRST_MS } from '@logistics/shared/api/retry-while-failing';
import { attachToastHost, type Toast } from '@logistics/shared/ui/toasts';
import { CodeUnreachable, isCodeUnreachable, lazyDialog, lazyPart, markedUnreachable } from './lazy-part';

function Chart({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

/** Stands for the content area's own boundary: what a part does not handle reaches it. */
class Outer extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <p>The whole area gave way</p> : this.props.children;
  }
}

function renderScreen(Part: ReturnType<typeof lazyPart<{ title: string }>>) {
  return render(
    <Outer>
      <h1>Dashboard figures</h1>
      <Suspense fallback={<p>Loading the charts</p>}>
        <Part title="Sales per day" />
      </Suspense>
    </Outer>,
  );
}

const chunkError = () => Object.assign(new Error('Loading chunk 903 failed.'), { name: 'ChunkLoadError' });

describe('lazyPart', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // The part logs what it caught; React logs it too.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it('draws the part once its code has arrived', async () => {
    renderScreen(lazyPart(() => Promise.resolve({ default: Chart })));
    expect(await screen.findByRole('heading', { name: 'Sales per day' })).toBeInTheDocument();
  });

  it('says in its own place that its code could not be loaded, the rest of the screen kept, and Retry loads it', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Chart }>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Chart });
    renderScreen(lazyPart(load));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loadTexts.partUnavailable);
    expect(alert).toHaveTextContent(loadTexts.retrying);
    expect(screen.getByRole('heading', { name: 'Dashboard figures' })).toBeInTheDocument();
    expect(screen.queryByText('The whole area gave way')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: new RegExp(loadTexts.retry) }));
    expect(await screen.findByRole('heading', { name: 'Sales per day' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps saying so while Retry fails, and loads the part by itself once the code arrives', async () => {
    jest.useFakeTimers();
    const load = jest
      .fn<Promise<{ default: typeof Chart }>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Chart });
    renderScreen(lazyPart(load));
    expect(await screen.findByRole('alert')).toHaveTextContent(loadTexts.partUnavailable);

    fireEvent.click(screen.getByRole('button', { name: new RegExp(loadTexts.retry) }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent(loadTexts.partUnavailable);

    // The next try comes by itself, after a wait that has doubled since the first failure.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS * 2 - 1);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(load).toHaveBeenCalledTimes(3);
    expect(await screen.findByRole('heading', { name: 'Sales per day' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what a part that is one control among others is, when its code cannot be fetched', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Chart }>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Chart });
    renderScreen(lazyPart(load, { message: 'The date range picker could not be loaded.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The date range picker could not be loaded\.\s*Retry$/);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(loadTexts.retry) }));
    expect(await screen.findByRole('heading', { name: 'Sales per day' })).toBeInTheDocument();
  });

  it('leaves a part that breaks while drawing to the boundary around the whole area', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderScreen(lazyPart(() => Promise.resolve({ default: Broken })));
    expect(await screen.findByText('The whole area gave way')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function ReleasesDialog({ open, onClose }: { open?: boolean; onClose: () => void }) {
  return open === false ? null : (
    <div role="dialog" aria-label="Releases">
      <button onClick={onClose}>Close</button>
    </div>
  );
}

/** A screen with a button that opens the dialog; `keptDrawn`: kept drawn while closed, as for a closing animation. */
function DialogScreen({
  Dialog,
  keptDrawn,
}: {
  Dialog: ReturnType<typeof lazyDialog<{ open?: boolean; onClose: () => void }>>;
  keptDrawn: boolean;
}) {
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const close = () => setOpen(false);
  return (
    <Outer>
      <h1>Inventories</h1>
      <button onClick={() => setOpen(true)}>Open the releases</button>
      {keptDrawn ? (
        open === undefined ? null : (
          <Dialog open={open} onClose={close} />
        )
      ) : open ? (
        <Dialog onClose={close} />
      ) : null}
    </Outer>
  );
}

describe('lazyDialog', () => {
  let consoleError: jest.SpyInstance;
  let shown: Toast[];
  let detach: () => void;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shown = [];
    detach = attachToastHost({ show: (toast) => shown.push(toast), dismiss: () => undefined });
  });
  afterEach(() => {
    detach();
    consoleError.mockRestore();
  });

  it.each([
    ['drawn only while open', false],
    ['kept drawn while closed', true],
  ])(
    'a dialog %s whose code cannot be fetched says so in a toast, the screen kept, and the next click fetches it again',
    async (_, keptDrawn) => {
      const load = jest
        .fn<Promise<{ default: typeof ReleasesDialog }>, []>()
        .mockRejectedValueOnce(chunkError())
        .mockResolvedValue({ default: ReleasesDialog });
      render(<DialogScreen Dialog={lazyDialog(load)} keptDrawn={keptDrawn} />);

      fireEvent.click(screen.getByRole('button', { name: 'Open the releases' }));
      await act(async () => {
        await Promise.resolve();
      });
      expect(shown.map((toast) => [toast.kind, toast.message])).toEqual([
        ['error', loadTexts.dialogUnavailable],
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Inventories' })).toBeInTheDocument();
      expect(screen.queryByText('The whole area gave way')).not.toBeInTheDocument();
      // Closed, nothing is fetched again by itself.
      expect(load).toHaveBeenCalledTimes(1);

      fireEvent.click(screen.getByRole('button', { name: 'Open the releases' }));
      expect(await screen.findByRole('dialog', { name: 'Releases' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      expect(shown).toHaveLength(1);

      // Closed and opened again, it is the code already fetched.
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Open the releases' }));
      expect(await screen.findByRole('dialog', { name: 'Releases' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    },
  );

  it.each([
    ['drawn only while open', false],
    ['kept drawn while closed', true],
  ])(
    'a dialog %s says it is opening while its code is on its way, and Escape gives the opening up',
    async (_, keptDrawn) => {
      let arrive: (code: { default: typeof ReleasesDialog }) => void = () => undefined;
      const load = jest.fn(
        () => new Promise<{ default: typeof ReleasesDialog }>((resolve) => (arrive = resolve)),
      );
      render(<DialogScreen Dialog={lazyDialog(load)} keptDrawn={keptDrawn} />);

      fireEvent.click(screen.getByRole('button', { name: 'Open the releases' }));
      // A moment first: code that arrives at once shows nothing in between.
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(await screen.findByRole('status')).toHaveTextContent(loadTexts.dialogLoading);
      expect(screen.getByRole('heading', { name: 'Inventories' })).toBeInTheDocument();

      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      // The code arriving afterwards opens nothing: the person gave the opening up.
      await act(async () => arrive({ default: ReleasesDialog }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Open the releases' }));
      expect(await screen.findByRole('dialog', { name: 'Releases' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
      expect(shown).toEqual([]);
    },
  );

  it('leaves a dialog that breaks while drawing to the boundary around the whole area, with no toast', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <DialogScreen Dialog={lazyDialog(() => Promise.resolve({ default: Broken }))} keptDrawn={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the releases' }));
    expect(await screen.findByText('The whole area gave way')).toBeInTheDocument();
    expect(shown).toEqual([]);
  });
});

describe('isCodeUnreachable', () => {
  it("tells code that did not arrive (this copy's mark, another app's, webpack's own) from code that broke", async () => {
    const marked = await markedUnreachable(() => Promise.reject(new TypeError('Failed to fetch')))().catch(
      (error: unknown) => error,
    );
    expect(marked).toBeInstanceOf(CodeUnreachable);
    expect(isCodeUnreachable(marked)).toBe(true);
    // A remote's own copy of the class: the same name, another constructor.
    expect(isCodeUnreachable(Object.assign(new Error('Failed to fetch'), { name: 'CodeUnreachable' }))).toBe(
      true,
    );
    expect(isCodeUnreachable(chunkError())).toBe(true);
    expect(isCodeUnreachable(new TypeError("Cannot read properties of undefined (reading 'rows')"))).toBe(
      false,
    );
    expect(isCodeUnreachable('Loading chunk 903 failed.')).toBe(false);
  });
});
