import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The workspace's own lint rules (eslint.config.mjs) each refuse what they name and let its neighbours pass. ESLint
// runs as the command line does, on a text given as if it were a file at that path.
const repositoryRoot = join(__dirname, '..');
const eslintBin = join(repositoryRoot, 'node_modules', '.bin', 'eslint');

/** The messages ESLint reports for `text` as the file `path`. */
async function lint(path, text) {
  const run = promisify(execFile)(eslintBin, ['--stdin', '--stdin-filename', path, '--format', 'json'], {
    cwd: repositoryRoot,
  });
  run.child.stdin.end(text);
  // ESLint exits with 1 when it reports a problem; its report is on stdout either way.
  const { stdout } = await run.catch((failure) => failure);
  return JSON.parse(stdout)[0].messages.map((message) => `${message.line}: ${message.message}`);
}

describe('the workspace lint rules', () => {
  it('refuses a relative import of a module the host shares, and allows its package path', async () => {
    const text = [
      "import { toasts } from '../../ui/toasts';",
      "import { useSession } from '../../api/session.js';",
      "import { useTheme } from '@logistics/shared/ui/theme';",
      "import { formatMoney } from '../../contracts/format';",
      'export const used = [toasts, useSession, useTheme, formatMoney];',
    ].join('\n');
    const messages = await lint('shared/src/features/vendors/probe.tsx', text);
    expect(messages).toEqual([
      expect.stringMatching(/^1: Import @logistics\/shared\/ui\/toasts by its package path/),
      expect.stringMatching(/^2: Import @logistics\/shared\/api\/session by its package path/),
    ]);
  }, 60_000);

  it("refuses an import of another feature's files, and lets a declared dependency, its own and ui pass", async () => {
    const shipments = [
      "import { SaleFormDialog } from '../sales/form-dialog';",
      "import { vendorColumns } from '@logistics/shared/features/vendors/columns';",
      "import { ShipmentNote } from './note';",
      "import { HistoryPanel } from '@logistics/shared/ui/history-panel';",
      'export const used = [SaleFormDialog, vendorColumns, ShipmentNote, HistoryPanel];',
    ].join('\n');
    expect(await lint('shared/src/features/shipments/probe.tsx', shipments)).toEqual([
      expect.stringMatching(/^2: The shipments feature may not import the vendors feature's files/),
    ]);
    const sales = [
      "import { ShipmentNote } from '../shipments/note';",
      'export const used = ShipmentNote;',
    ].join('\n');
    expect(await lint('shared/src/features/sales/probe.tsx', sales)).toEqual([
      expect.stringMatching(/^1: The sales feature may not import the shipments feature's files/),
    ]);
  }, 60_000);

  it('refuses a library that has a door anywhere but in its door, naming the door', async () => {
    const text = [
      "import { Button } from 'antd';",
      "import { Link } from 'react-router-dom';",
      "import { Table } from '@logistics/shared/ui/antd-table';",
      'export const used = [Button, Link, Table];',
    ].join('\n');
    expect(await lint('remote-fleet/src/probe.tsx', text)).toEqual([
      expect.stringMatching(
        /^1: .*Import it from @logistics\/shared\/ui\/antd: the one shared instance of it/,
      ),
      expect.stringMatching(/^2: .*Import it from @logistics\/shared\/ui\/router/),
    ]);
    expect(await lint('shared/src/ui/antd-table.ts', "export { Table } from 'antd';")).toEqual([]);
  }, 60_000);

  it('refuses instanceof ApiError outside its own module, pointing at isApiError', async () => {
    const text = [
      "import { ApiError, isApiError } from '@logistics/shared/api/http';",
      'export const a = (error: unknown) => error instanceof ApiError;',
      'export const b = (error: unknown) => isApiError(error);',
    ].join('\n');
    expect(await lint('remote-fleet/src/probe.ts', text)).toEqual([
      expect.stringMatching(/^2: Use isApiError/),
    ]);
  }, 60_000);

  it('refuses a spread of a database row in the repositories, not of what a function built', async () => {
    const text = [
      'type Row = { id: string };',
      'const times = (row: Row) => ({ id: row.id });',
      'export const a = (row: Row) => ({ ...row });',
      'export const b = (userRow: Row) => ({ ...userRow, extra: 1 });',
      'export const c = (row: Row) => ({ ...times(row) });',
    ].join('\n');
    expect(await lint('server/src/repositories/probe.ts', text)).toEqual([
      expect.stringMatching(/^3: Build the object field by field, never by spreading a database row/),
      expect.stringMatching(/^4: Build the object field by field/),
    ]);
  }, 60_000);
});
