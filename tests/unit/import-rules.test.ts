import { describe, expect, it } from 'vitest';
import {
  browserValidationImports,
  engineImportViolations,
  importCycles,
  layerOf,
  layerViolations,
  packageViolations,
  type ImportEdge,
} from '../../scripts/import-rules.ts';

const edge = (from: string, to: string, options: Partial<ImportEdge> = {}): ImportEdge => ({
  from,
  to,
  typeOnly: false,
  dynamic: false,
  ...options,
});

describe('import layering (docs/architecture.md "Layout and layering")', () => {
  it('places files in their layer', () => {
    expect(layerOf('src/api/http.ts')).toBe('src/api');
    expect(layerOf('src/ui/Modal.tsx')).toBe('src/ui');
    expect(layerOf('src/Root.tsx')).toBe('src');
    expect(layerOf('server/app.ts')).toBe('server');
    expect(layerOf('contract/http.ts')).toBe('contract');
    expect(layerOf('tests/api/health.test.ts')).toBe('tooling');
  });

  it('refuses what the design forbids and allows what it allows', () => {
    const forbidden = [
      edge('resources/permissions.ts', 'server/config.ts'),
      edge('i18n/nl/app.ts', 'src/routes.ts'),
      edge('src/api/http.ts', 'auth/session-store.ts'),
      edge('src/ui/Modal.tsx', 'src/routes.ts'),
      edge('auth/guards.tsx', 'src/routes.ts'),
      edge('pages/login/LoginPage.tsx', 'src/Root.tsx'),
      edge('server/app.ts', 'src/api/http.ts'),
      edge('src/AdminApp.tsx', 'server/config.ts'),
      edge('contract/http.ts', 'i18n/nl/app.ts'),
      edge('contract/api/account.ts', 'server/auth/passwords/password-policy.ts'),
      edge('resources/employees.ts', 'contract/enums.ts'),
    ];
    expect(layerViolations(forbidden)).toHaveLength(forbidden.length);
    const allowed = [
      edge('src/api/http.ts', 'i18n/translator.ts'),
      edge('src/ui/Modal.tsx', 'i18n/react.tsx'),
      edge('auth/guards.tsx', 'src/api/http.ts'),
      edge('pages/login/LoginPage.tsx', 'auth/guards.tsx'),
      edge('src/Root.tsx', 'pages/login/LoginPage.tsx'),
      edge('server/app.ts', 'resources/permissions.ts'),
      edge('tests/api/health.test.ts', 'server/app.ts'),
      edge('src/api/http.ts', 'contract/http.ts'),
      edge('server/http/csrf.ts', 'contract/http.ts'),
      edge('contract/api/account.ts', 'resources/validators.ts'),
      edge('pages/account/account-api.ts', 'contract/api/account.ts', { typeOnly: true }),
    ];
    expect(layerViolations(allowed)).toEqual([]);
  });
});

describe('packages of the shared layers', () => {
  it('refuses a package a closed layer may not use, and allows the listed ones', () => {
    const packages = new Map([
      ['resources/validators.ts', ['libphonenumber-js/max', 'zod']],
      ['resources/phone.ts', ['libphonenumber-js']],
      ['contract/http.ts', ['react']],
      ['contract/api/account.ts', ['zod']],
      ['i18n/react.tsx', ['react', 'react-admin']],
      ['server/app.ts', ['fastify']],
      ['src/Root.tsx', ['react-router']],
    ]);
    expect(packageViolations(packages)).toEqual([
      'resources/phone.ts → libphonenumber-js: resources/ may import only zod, libphonenumber-js/max',
      'contract/http.ts → react: contract/ may import only zod',
      'i18n/react.tsx → react-admin: i18n/ may import only react, ra-i18n-polyglot, ra-language-dutch, ra-language-english',
    ]);
  });
});

// Issue 27: "The engine imports a resource folder: server/admin/routes.ts and server/admin/route-guards.ts import
// ./employees/authority.ts and branch on resource.extensions.includes('account')."
describe('the admin engine imports no resource folder', () => {
  it('refuses an engine file importing a resource folder or a resource’s contract, even for types', () => {
    const forbidden = [
      edge('server/admin/routes.ts', 'server/admin/employees/authority.ts'),
      edge('server/admin/route-guards.ts', 'server/admin/employees/authority.ts', { typeOnly: true }),
      edge('server/admin/routes.ts', 'server/admin/employees/index.ts'),
      edge('server/admin/write-records.ts', 'server/admin/regions/facilities.ts', { dynamic: true }),
      edge('server/admin/routes.ts', 'contract/api/admin/employees.ts'),
      edge('server/admin/extensions.ts', 'server/admin/employees/login-block.ts'),
      edge('server/admin/extensions.ts', 'contract/api/admin/employees.ts'),
    ];
    expect(engineImportViolations(forbidden)).toEqual([
      "server/admin/routes.ts → server/admin/employees/authority.ts: the admin engine imports no resource folder (a resource's server half reaches it through server/admin/extensions.ts)",
      "server/admin/route-guards.ts → server/admin/employees/authority.ts: the admin engine imports no resource folder (a resource's server half reaches it through server/admin/extensions.ts)",
      "server/admin/routes.ts → server/admin/employees/index.ts: the admin engine imports no resource folder (a resource's server half reaches it through server/admin/extensions.ts)",
      "server/admin/write-records.ts → server/admin/regions/facilities.ts: the admin engine imports no resource folder (a resource's server half reaches it through server/admin/extensions.ts)",
      "server/admin/routes.ts → contract/api/admin/employees.ts: the admin engine imports no resource's contract",
      "server/admin/extensions.ts → server/admin/employees/login-block.ts: the admin engine imports no resource folder (a resource's server half reaches it through server/admin/extensions.ts)",
      "server/admin/extensions.ts → contract/api/admin/employees.ts: the admin engine imports no resource's contract",
    ]);
  });

  it('allows the registry’s imports of each index.ts, the generic contract, and a resource folder’s own imports', () => {
    const allowed = [
      edge('server/admin/extensions.ts', 'server/admin/employees/index.ts'),
      edge('server/admin/extensions.ts', 'server/admin/regions/index.ts'),
      edge('server/admin/routes.ts', 'server/admin/behaviour.ts'),
      edge('server/admin/schemas.ts', 'contract/api/admin/records.ts'),
      edge('server/admin/employees/behaviour.ts', 'server/admin/employees/authority.ts'),
      edge('server/admin/employees/behaviour.ts', 'contract/api/admin/employees.ts'),
      edge('server/admin/employees/login-routes.ts', 'server/admin/route-guards.ts'),
      edge('server/app.ts', 'server/admin/employees/index.ts'),
    ];
    expect(engineImportViolations(allowed)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('finds a run-time cycle', () => {
    const cycles = importCycles([
      edge('a.ts', 'b.ts'),
      edge('b.ts', 'c.ts'),
      edge('c.ts', 'a.ts'),
      edge('c.ts', 'd.ts'),
    ]);
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('ignores cycles closed only by type-only or dynamic imports', () => {
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { typeOnly: true })])).toEqual([]);
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', { dynamic: true })])).toEqual([]);
  });
});

// Issue 16: "the SPA lazy-loads the definitions as one 52 kB gzip chunk that includes zod and libphonenumber-js/max".
describe('no validation rules in the browser', () => {
  const packages = new Map([
    ['resources/define.ts', ['zod']],
    ['resources/validators.ts', ['libphonenumber-js/max', 'zod']],
    ['src/AdminApp.tsx', ['react']],
  ]);

  it('names the path by which an SPA file reaches zod or libphonenumber-js, lazily or not', () => {
    const edges = [
      edge('src/AdminApp.tsx', 'src/framework/load.ts'),
      edge('src/framework/load.ts', 'resources/index.ts', { dynamic: true }),
      edge('resources/index.ts', 'resources/tags.ts'),
      edge('resources/tags.ts', 'resources/define.ts'),
    ];
    expect(browserValidationImports(edges, packages)).toEqual([
      'src/AdminApp.tsx → src/framework/load.ts → resources/index.ts → resources/tags.ts → resources/define.ts → zod: the browser gets resources/manifest.ts, not the rules',
      'src/framework/load.ts → resources/index.ts → resources/tags.ts → resources/define.ts → zod: the browser gets resources/manifest.ts, not the rules',
    ]);
  });

  it('allows type-only imports of the definitions, the manifest, and the server’s own use', () => {
    const edges = [
      edge('src/framework/labels.ts', 'resources/define.ts', { typeOnly: true }),
      edge('src/AdminApp.tsx', 'resources/manifest.ts'),
      edge('server/admin/routes.ts', 'resources/define.ts'),
    ];
    expect(browserValidationImports(edges, packages)).toEqual([]);
  });

  it('allows libphonenumber’s display-only "min" metadata, and nothing else of the package', () => {
    const display = new Map([
      ['src/format/usePhoneFormat.ts', ['libphonenumber-js/min', 'react']],
      ['src/format/validate.ts', ['libphonenumber-js']],
    ]);
    expect(
      browserValidationImports([edge('src/status/a.tsx', 'src/format/usePhoneFormat.ts')], display),
    ).toEqual([]);
    expect(browserValidationImports([edge('src/status/b.tsx', 'src/format/validate.ts')], display)).toEqual([
      'src/status/b.tsx → src/format/validate.ts → libphonenumber-js: the browser gets resources/manifest.ts, not the rules',
    ]);
  });
});
