// The side-by-side of `npm run bench:ui` (issue 18): a minimal react-admin 5 app over the console's /api
// protocol (docs/protocol.md), the contact list with the console's columns, default sort and page size.
// It is built outside the repository, so its packages never enter ours (docs/performance.md):
//   npx tsx tests/bench/react-admin-app.ts /tmp/ra-bench && (cd /tmp/ra-bench && npm install && npm run build)
//   BENCH_UI_REACT_ADMIN=/tmp/ra-bench/dist npm run bench:ui
// The bench serves that folder same-origin with the API (tests/bench/react-admin-server.ts), gzip like ours.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ourPackage from '../../package.json' with { type: 'json' };

/** The react-admin release compared against (the one measured in issue 18). */
export const REACT_ADMIN_VERSION = '5.15.0';

const packageJson = {
  name: 'ra-bench',
  private: true,
  type: 'module',
  scripts: { build: 'vite build' },
  dependencies: {
    'react-admin': REACT_ADMIN_VERSION,
    react: ourPackage.dependencies.react,
    'react-dom': ourPackage.dependencies['react-dom'],
  },
  devDependencies: {
    vite: ourPackage.devDependencies.vite,
    '@vitejs/plugin-react': ourPackage.devDependencies['@vitejs/plugin-react'],
  },
};

const viteConfig = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()], build: { target: 'es2022' } });
`;

const indexHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>react-admin bench</title></head>
  <body><div id="root"></div><script type="module" src="/main.jsx"></script></body>
</html>
`;

// The same session record the console keeps (localStorage "auth": the token, access and user).
const mainJsx = `import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, DataTable, DateField, EmailField, List, Resource } from 'react-admin';

const token = () => JSON.parse(localStorage.getItem('auth') ?? 'null')?.token;

async function call(module, command, body) {
  const response = await fetch('/api?module=' + module + '&command=' + command, {
    method: 'POST',
    headers: { Authorization: 'Bearer ' + token(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const packet = await response.json();
  if (!response.ok || packet.error) throw new Error(packet.errors?.[0]?.detail ?? response.statusText);
  return packet.payload;
}

const dataProvider = {
  async getList(resource, { pagination, sort }) {
    const payload = await call(resource, 'list', {
      page: pagination.page,
      limit: pagination.perPage,
      sort: sort.field,
      order: sort.order === 'DESC' ? 'desc' : 'asc',
      filters: [],
    });
    return { data: payload.list.map((row) => ({ ...row, id: row[resource + '_id'] })), total: payload.count };
  },
  getOne: () => Promise.reject(new Error('not in the bench')),
  getMany: () => Promise.resolve({ data: [] }),
  getManyReference: () => Promise.resolve({ data: [], total: 0 }),
  create: () => Promise.reject(new Error('not in the bench')),
  update: () => Promise.reject(new Error('not in the bench')),
  updateMany: () => Promise.reject(new Error('not in the bench')),
  delete: () => Promise.reject(new Error('not in the bench')),
  deleteMany: () => Promise.reject(new Error('not in the bench')),
};

const authProvider = {
  login: () => Promise.reject(new Error('signed in by the bench')),
  logout: () => Promise.resolve(),
  checkAuth: () => (token() ? Promise.resolve() : Promise.reject(new Error('signed out'))),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

const ContactList = () => (
  <List sort={{ field: 'last_name', order: 'ASC' }} perPage={25}>
    <DataTable>
      <DataTable.Col source="last_name" />
      <DataTable.Col source="first_name" />
      <DataTable.Col source="email" field={EmailField} />
      <DataTable.Col source="phone" />
      <DataTable.Col source="company" />
      <DataTable.Col source="city" />
      <DataTable.Col source="state" />
      <DataTable.Col source="opted_in" field={BooleanField} />
      <DataTable.Col source="created_at" field={DateField} />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth>
    <Resource name="contact" list={ContactList} />
  </Admin>,
);
`;

/** Writes the app's sources into `dir` (npm install and npm run build there are the caller's). */
export function writeReactAdminApp(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  writeFileSync(resolve(dir, 'vite.config.js'), viteConfig);
  writeFileSync(resolve(dir, 'index.html'), indexHtml);
  writeFileSync(resolve(dir, 'main.jsx'), mainJsx);
}

if (process.argv[1] === import.meta.filename) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: npx tsx tests/bench/react-admin-app.ts <folder outside the repository>');
  writeReactAdminApp(resolve(dir));
  console.log(`Wrote the react-admin app to ${dir}: now npm install && npm run build there.`);
}
