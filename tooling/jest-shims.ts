// Some CommonJS builds in node_modules require a file of their dependency's ES module build: @ant-design/icons/lib
// requires @ant-design/colors/es/generate. Jest does not transform node_modules, so each such request is pointed at
// the CommonJS twin of the same file. Resolved from the packages that make the request (pnpm keeps them apart).
import { dirname, join } from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

function packageDir(name: string, from: string): string | undefined {
  try {
    return dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
  } catch {
    return undefined;
  }
}

const sharedDir = join(__dirname, '..', 'shared');
const antd = packageDir('antd', sharedDir);
const iconDirs = [packageDir('@ant-design/icons', sharedDir), antd && packageDir('@ant-design/icons', antd)];

for (const icons of new Set(iconDirs)) {
  const colors = icons && packageDir('@ant-design/colors', icons);
  if (!colors) continue;
  jest.doMock(join(colors, 'es', 'generate.js'), () =>
    jest.requireActual(join(colors, 'lib', 'generate.js')),
  );
}

// Browser APIs that jsdom lacks and antd, rc-components or ag-grid ask for.
if (typeof window !== 'undefined') {
  // react-router reads these at import time.
  globalThis.TextEncoder ??= TextEncoder as unknown as typeof globalThis.TextEncoder;
  globalThis.TextDecoder ??= TextDecoder as unknown as typeof globalThis.TextDecoder;

  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;

  // jsdom's Blob has no arrayBuffer(); its FileReader reads the same bytes (an avatar's first bytes are checked).
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
      reader.readAsArrayBuffer(this);
    });
  };

  // jsdom lays nothing out, so it has nothing to scroll: a refusal brought into view (ui/form-dialog.tsx).
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;

  // rc-select schedules with a MessageChannel; a timer does the same here without holding the process open.
  globalThis.MessageChannel ??= class {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })),
    };
  } as unknown as typeof MessageChannel;
}
