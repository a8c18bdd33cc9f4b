import { Component, Suspense, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadTexts } from '@logistics/shared/contracts/messages';
import { RETRY_FIRST_MS } from '@logistics/shared/api/retry-while-failing';
import { lazyPart } from './lazy-part';

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

  it('leaves a part that breaks while drawing to the boundary around the whole area', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderScreen(lazyPart(() => Promise.resolve({ default: Broken })));
    expect(await screen.findByText('The whole area gave way')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
