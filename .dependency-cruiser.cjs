// The import rules of the monorepo (docs/decisions/013-boundaries-checked-by-dependency-cruiser.md).
// `npm run lint` runs this after ESLint; scripts/check-boundaries.ts proves that each rule fails a
// scratch copy of the repo with one forbidden import added.
//
// API modules are layered: a module may use a module of a lower layer, only through that module's
// service file (`<name>.service.ts`, its public functions and types), and never one of its own
// layer or above. The composition root (apps/api/src/services.ts) is the one file that builds every
// repo and service, so it may import any module's factories.

const API_LAYERS = [
  // 0: what every module hands over for later: mail and text messages going out (ADR 055, 063)
  ['mail', 'sms'],
  // 1: who people are, what they are told, and the machine's own endpoints
  ['accounts', 'notifications', 'health', 'dev', 'audit', 'newsletter', 'translate'],
  // 2: what is sold, and how money comes in
  ['listings', 'payments', 'content-rules', 'currency-rates', 'ledger', 'verification'],
  // 3: what people do with listings
  [
    'likes',
    'comments',
    'wishlist',
    'saved-searches',
    'boosts',
    'reports',
    'chat',
    'delivery',
    'cart',
    'promos',
    'sellers',
    'seo',
    'payouts',
    'reviews',
  ],
  // 4: reads and flows composed of the above
  ['listing-detail', 'orders', 'rides'],
  // 5: the consoles that look at everything
  ['admin', 'pages', 'disputes'],
];

const modulesAt = (index) => API_LAYERS[index].join('|');
const modulesAbove = (index) => API_LAYERS.slice(index).flat().join('|');

const layerRules = API_LAYERS.map((_, index) => ({
  name: `api-layer-${index}`,
  comment: `A module of layer ${index} (${modulesAt(index)}) uses only lower layers, never its own layer or above.`,
  severity: 'error',
  from: { path: `^apps/api/src/modules/(${modulesAt(index)})/`, pathNot: '\\.test\\.ts$' },
  to: { path: `^apps/api/src/modules/(${modulesAbove(index)})/`, pathNot: '^apps/api/src/modules/$1/' },
}));

const WEB = '^apps/web/src';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere (a cycle makes load order and ownership ambiguous).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'shared-is-pure',
      comment: 'packages/shared holds contracts and pure helpers: zod only, no database, no React.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^packages/db/|node_modules/(react|react-dom|drizzle-orm|pg|@electric-sql)/' },
    },
    {
      name: 'web-never-imports-server-code',
      severity: 'error',
      from: { path: `${WEB}/` },
      to: { path: '^apps/api/|^packages/db/|node_modules/(drizzle-orm|pg|@electric-sql|fastify)/' },
    },
    {
      name: 'web-features-are-isolated',
      comment: 'A feature never imports another feature: shared pieces live in components/, hooks/ or lib/.',
      severity: 'error',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'web-shared-code-never-imports-features-or-app',
      comment: 'components/, hooks/, lib/ and config/ sit below the features and the app shell.',
      severity: 'error',
      from: { path: `${WEB}/(components|hooks|lib|config|testing)/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'web-islands-stand-alone',
      comment:
        "The islands' script runs before the app (ADR 100): it imports only its own folder, or it would carry the app's code with it.",
      severity: 'error',
      from: { path: `${WEB}/islands/`, pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: `${WEB}/islands/` },
    },
    {
      name: 'web-features-never-import-the-app-shell',
      severity: 'error',
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: 'web-translates-by-code',
      comment:
        'The web reads a shared sentence’s code from the sentence (`@dwa/shared/coded`, ADR 092), never from a table of English (`problems`, `problems-api`); tests may.',
      severity: 'error',
      from: { path: `${WEB}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/shared/src/problems(-api)?\\.ts$' },
    },
    {
      name: 'web-production-code-never-imports-test-code',
      severity: 'error',
      from: { path: `${WEB}/`, pathNot: '\\.test\\.tsx?$|^apps/web/src/testing/' },
      to: { path: `${WEB}/testing/|\\.test\\.tsx?$` },
    },
    {
      name: 'api-lib-is-the-bottom',
      comment: 'apps/api/src/lib holds helpers that know nothing of plugins, modules or the app.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/(plugins|modules|seed|services|app|server)' },
    },
    {
      name: 'api-plugins-never-import-modules',
      comment: 'Plugins are cross-cutting; modules build on them, never the reverse.',
      severity: 'error',
      from: { path: '^apps/api/src/plugins/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(modules|seed|services\\.ts|app\\.ts|server\\.ts)' },
    },
    {
      name: 'api-modules-meet-through-services',
      comment: 'A module uses another only through its service file: never its repo, routes, presenters or other internals.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/modules/', pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/[^/]+\\.service\\.ts$'] },
    },
    {
      name: 'api-modules-never-import-the-root',
      comment: 'Modules receive their services from the composition root; they never import it or the app.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/(services|app|server|seed)' },
    },
    ...layerRules,
    {
      name: 'production-code-never-imports-tests',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: '\\.test\\.tsx?$|/test/|\\.fixtures\\.ts$|^apps/web/src/testing/|^e2e/' },
      to: { path: '\\.test\\.tsx?$|^apps/api/test/|\\.fixtures\\.ts$' },
    },
    {
      name: 'declared-dependencies-only',
      comment: 'Each package declares what it imports in its own package.json.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: '\\.test\\.tsx?$|/test/|vite\\.config\\.ts$' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'runtime-code-uses-runtime-dependencies',
      comment: 'What the running product imports is a dependency, not a devDependency (npm ci --omit=dev must run it).',
      severity: 'error',
      from: { path: '^(apps/api|packages)/', pathNot: '\\.test\\.tsx?$|/test/|\\.fixtures\\.ts$|drizzle\\.config\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.tmp|data|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: false,
  },
};
