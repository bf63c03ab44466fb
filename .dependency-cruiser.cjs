// DESIGN.md §1: dependencies point inward only. `npm run lint` fails on any of these.
const frameworks = '^(node_modules/)?(dexie|dexie-export-import|react|react-dom|react-router-dom|inversify|reflect-metadata|@fluentui|@xstate/react|@statelyai|@tanstack|workbox|virtual:)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-stays-pure',
      comment: 'src/domain imports only domain code, xstate and luxon.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain', '^node_modules/(xstate|luxon)/', '^node_modules/@types/luxon/'] },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'src/application imports domain (plus xstate and luxon), never adapters or UI.',
      severity: 'error',
      from: { path: '^src/application' },
      to: { pathNot: ['^src/(domain|application)', '^node_modules/(xstate|luxon)/', '^node_modules/@types/luxon/'] },
    },
    {
      name: 'no-frameworks-in-the-core',
      comment: 'Dexie, React, Inversify, Fluent UI belong to infrastructure and ui.',
      severity: 'error',
      from: { path: '^src/(domain|application)' },
      to: { path: frameworks },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'The UI obtains services through one React context, never by importing an adapter.',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/infrastructure' },
    },
    {
      name: 'ui-reads-through-queries',
      comment:
        'No repository or unit of work reaches a screen (DESIGN.md §1): the UI reads through application queries. Tests are excluded (options.exclude).',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: '^src/application/ports/(repository|unit-of-work)\\.port\\.ts$' },
    },
    {
      name: 'infrastructure-never-imports-ui',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/ui' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|bench)\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
