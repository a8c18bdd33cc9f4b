// The benchmarks' floors: pages with nothing of the app, built by the same loader and minimizer (without federation),
// so that a figure of the app reads against what this toolchain and this machine cannot go below.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBareReactConfig } from '../../tooling/webpack.mjs';
import { root } from '../lib.mjs';

const sources = {
  /** A bare React 19 page: one heading. */
  react: [
    "import { createRoot } from 'react-dom/client';",
    "createRoot(document.getElementById('root')!).render(<h1>Logistics Back Office</h1>);",
  ],
  /**
   * React 19 and the lists' grid alone: ag-grid with the modules ui/list-grid.tsx registers and the Quartz theme
   * that ui/grid-theme.tsx starts from, five rows of five columns. Every role's list home draws at least this. A
   * link, "Vehicles", draws the next list in a new grid of other columns in its place (the address changes, as a
   * menu click's does).
   */
  grid: [
    "import { useState } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { AgGridReact } from 'ag-grid-react';",
    'import { ClientSideRowModelModule, LocaleModule, ModuleRegistry, RowApiModule, RowSelectionModule,',
    "  TooltipModule, themeQuartz } from 'ag-grid-community';",
    'ModuleRegistry.registerModules([ClientSideRowModelModule, RowSelectionModule, LocaleModule, TooltipModule,',
    '  RowApiModule]);',
    'const lists = {',
    "  shipments: { columnDefs: ['id', 'captain', 'vehicle', 'status', 'date'].map((field) => ({ field })),",
    '    rowData: Array.from({ length: 5 }, (_, n) => ({ id: `SHP-${n}`, captain: `Captain ${n}`,',
    "      vehicle: 'Volvo FH 2020', status: 'pending', date: '2026-Nov-02' })) },",
    "  vehicles: { columnDefs: ['plate', 'model', 'year', 'capacity', 'status'].map((field) => ({ field })),",
    "    rowData: Array.from({ length: 5 }, (_, n) => ({ plate: `KA-0${n}-1234`, model: 'Volvo FH', year: 2020,",
    "      capacity: '18 t', status: 'available' })) },",
    '};',
    'function Lists() {',
    "  const [shown, show] = useState<keyof typeof lists>('shipments');",
    '  return (',
    '    <>',
    '      <a href="/vehicles" onClick={(event) => {',
    "        event.preventDefault(); history.pushState(null, '', '/vehicles'); show('vehicles');",
    '      }}>Vehicles</a>',
    '      <AgGridReact key={shown} theme={themeQuartz} columnDefs={lists[shown].columnDefs}',
    '        rowData={lists[shown].rowData} domLayout="autoHeight" />',
    '    </>',
    '  );',
    '}',
    "createRoot(document.getElementById('root')!).render(<Lists />);",
  ],
  /**
   * The libraries a role's list home uses, as it uses them, without the app: the grid above; the antd components
   * the captain's home draws (the sidebar's layout, menu and avatar menu; the toolbar's buttons, search box and
   * date range; the status tags; the page-size select; toasts through App) with five icons; the router, the query
   * cache and a zod schema checking the rows. antd is configured as in the product (`zeroRuntime`: its styles come
   * from its stylesheet, not written as each component first renders). What the federation runtime and the app's own
   * code add comes on top. A floor of bytes, not of time: its one script, evaluated whole before anything is drawn,
   * takes longer to its rows than a role's own reload does (docs/performance.md).
   */
  libraries: [
    "import { createRoot } from 'react-dom/client';",
    "import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';",
    "import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';",
    "import * as z from 'zod';",
    "import { AgGridReact } from 'ag-grid-react';",
    'import { ClientSideRowModelModule, LocaleModule, ModuleRegistry, RowApiModule, RowSelectionModule,',
    "  TooltipModule, themeQuartz } from 'ag-grid-community';",
    'import { App, Avatar, Button, ConfigProvider, DatePicker, Dropdown, Flex, Input, Layout, Menu, Select, Space,',
    "  Tag, Typography, theme } from 'antd';",
    "import { CarOutlined, DownOutlined, SettingOutlined, TruckOutlined, UserOutlined } from '@ant-design/icons';",
    'ModuleRegistry.registerModules([ClientSideRowModelModule, RowSelectionModule, LocaleModule, TooltipModule,',
    '  RowApiModule]);',
    'const rowSchema = z.object({ id: z.string().min(1).max(20), captain: z.string(), vehicle: z.string(),',
    "  status: z.enum(['pending', 'delivered']), date: z.string() });",
    'const rows = () => Promise.resolve(z.array(rowSchema).parse(Array.from({ length: 5 }, (_, n) => ({',
    "  id: `SHP-${n}`, captain: `Captain ${n}`, vehicle: 'Volvo FH 2020', status: 'pending', date: '2026-Nov-02' }))));",
    "const columnDefs = ['id', 'captain', 'vehicle', 'status', 'date'].map((field) => ({ field }));",
    'function Home() {',
    '  const { notification } = App.useApp();',
    "  const { data } = useQuery({ queryKey: ['shipments'], queryFn: rows });",
    '  return (',
    "    <Layout style={{ minHeight: '100vh' }}>",
    '      <Layout.Sider>',
    '        <Menu items={[{ key: \'s\', icon: <TruckOutlined />, label: <Link to="/">Shipments</Link> },',
    "          { key: 'v', icon: <CarOutlined />, label: 'Vehicles' }]} />",
    "        <Dropdown menu={{ items: [{ key: 'p', label: 'Profile' }] }}>",
    '          <Button><Avatar icon={<UserOutlined />} /> Captain <DownOutlined /></Button>',
    '        </Dropdown>',
    '      </Layout.Sider>',
    '      <Layout.Content>',
    '        <Typography.Title level={2}>Shipments</Typography.Title>',
    '        <Flex gap={8}>',
    '          <Input placeholder="Filter shipment IDs..." /><Button>Status</Button><DatePicker.RangePicker />',
    "          <Button onClick={() => notification.success({ title: 'Reset' })}>Reset filters</Button>",
    '          <Button icon={<SettingOutlined />}>View</Button><Tag>pending</Tag>',
    '        </Flex>',
    '        <AgGridReact theme={themeQuartz} columnDefs={columnDefs} rowData={data} domLayout="autoHeight" />',
    '        <Space><Select value={5} options={[5, 10, 20].map((size) => ({ value: size, label: size }))} /></Space>',
    '      </Layout.Content>',
    '    </Layout>',
    '  );',
    '}',
    "createRoot(document.getElementById('root')!).render(",
    "  <ConfigProvider theme={{ algorithm: theme.defaultAlgorithm, cssVar: { key: 'floor' }, zeroRuntime: true }}>",
    '    <App><QueryClientProvider client={new QueryClient()}><BrowserRouter><Routes>',
    '      <Route path="*" element={<Home />} />',
    '    </Routes></BrowserRouter></QueryClientProvider></App>',
    '  </ConfigProvider>,',
    ');',
  ],
};

/**
 * Builds a floor page (`react`, `grid` or `libraries`) and answers its JavaScript files' contents, by name (one
 * `main.js`).
 * @param {'react' | 'grid' | 'libraries'} kind
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function buildFloor(kind) {
  const dir = mkdtempSync(join(tmpdir(), `logistics-floor-${kind}-`));
  try {
    const entry = join(dir, 'index.tsx');
    writeFileSync(entry, `${sources[kind].join('\n')}\n`);
    const outputPath = join(dir, 'dist');
    const webpack = createRequire(join(root, 'host', 'package.json'))('webpack');
    await new Promise((resolve, reject) =>
      webpack(createBareReactConfig({ entry, outputPath }), (error, stats) =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(),
      ),
    );
    const files = readdirSync(outputPath).filter((file) => file.endsWith('.js'));
    return new Map(files.map((file) => [file, readFileSync(join(outputPath, file))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves a floor page, its script gzipped from memory, on 127.0.0.1: the page at every path but `/main.js` (so
 * that an address a floor's link pushed loads it too). Answers its address, its script's gzip bytes and the way
 * to stop it. Only these two are floors of time (the libraries floor is one of bytes).
 * @param {'react' | 'grid'} kind
 */
export async function serveFloor(kind) {
  const [script] = (await buildFloor(kind)).values();
  const page = gzipSync('<!doctype html><html><body><div id="root"></div><script src="/main.js"></script>');
  const main = gzipSync(script);
  const server = createServer((request, response) => {
    const isScript = request.url === '/main.js';
    response.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : 'text/html',
      'content-encoding': 'gzip',
    });
    response.end(isScript ? main : page);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    scriptGzipBytes: main.length,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
