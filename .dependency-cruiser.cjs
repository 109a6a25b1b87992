/**
 * The import rules of docs/conventions.md, checked by `npm run lint` (part of `npm test`).
 * Paths are resolved (aliases included) before a rule reads them.
 */
const FEATURE = '^web/src/features/';
const SHARED_WEB = '^web/src/(components|lib|hooks|config)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No file may reach itself through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-to-other-feature',
      severity: 'error',
      comment: 'A web feature imports only itself and shared code; the app composes features.',
      from: { path: `${FEATURE}([^/]+)/` },
      to: { path: FEATURE, pathNot: `${FEATURE}$1/` },
    },
    {
      name: 'lead-pages-to-each-other',
      severity: 'error',
      comment: 'find-leads and manage-leads are separate pages; both may use the quote-editor sub-feature.',
      from: { path: `${FEATURE}leads/(find-leads|manage-leads)/` },
      to: { path: `${FEATURE}leads/(find-leads|manage-leads)/`, pathNot: `${FEATURE}leads/$1/` },
    },
    {
      name: 'quote-editor-to-lead-pages',
      severity: 'error',
      comment: 'The quote editor is shared by the lead pages and knows neither.',
      from: { path: `${FEATURE}leads/quote-editor/` },
      to: { path: `${FEATURE}leads/(find-leads|manage-leads)/` },
    },
    {
      name: 'feature-to-app',
      severity: 'error',
      comment: 'app/ composes features; features never reach up into it.',
      from: { path: FEATURE },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-web-to-features-or-app',
      severity: 'error',
      comment: 'Shared web code (components, lib, hooks, config) knows no feature and no app.',
      from: { path: SHARED_WEB },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-to-server-or-infra',
      severity: 'error',
      comment: 'The browser bundle reads the contract (schemas/) only.',
      from: { path: '^web/' },
      to: { path: '^(functions|lib|bin)/' },
    },
    {
      name: 'domain-to-other-domain',
      severity: 'error',
      comment:
        "functions/<domain> imports functions/platform, functions/core and schemas, and another domain only through that domain's index.ts (its public face).",
      from: { path: '^functions/([^/]+)/', pathNot: '^functions/(core|platform)/' },
      to: { path: '^functions/', pathNot: ['^functions/(core|platform|$1)/', '^functions/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-domain-cycles',
      severity: 'error',
      comment: 'Domains depend on each other in one direction only: no cycle between the folders of functions/.',
      scope: 'folder',
      // platform and core import no domain (rules below), so a cycle between domains never passes through them
      from: { path: '^functions/', pathNot: '^functions/(core|platform)(/|$)' },
      to: { circular: true },
    },
    {
      name: 'core-to-domain',
      severity: 'error',
      comment: 'functions/core is what domains share; it depends on none of them.',
      from: { path: '^functions/core/' },
      to: { path: '^functions/', pathNot: '^functions/(core|platform)/' },
    },
    {
      name: 'data-layer-storage-only',
      severity: 'error',
      comment:
        'functions/core/data stores and reads items: it imports functions/platform, schemas and itself (and packages), never a domain; views and visibility policy live in the domains.',
      from: { path: '^functions/core/data/' },
      // Node's own modules (node:util) and packages are fine.
      to: {
        pathNot: ['^functions/(core/data|platform)/', '^schemas/', '(^|/)node_modules/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'platform-to-domain',
      severity: 'error',
      comment: 'functions/platform is plumbing without business rules; it depends on no domain.',
      from: { path: '^functions/platform/' },
      to: { path: '^functions/', pathNot: '^functions/(core|platform)/' },
    },
    {
      name: 'functions-to-infra-or-web',
      severity: 'error',
      comment: 'Lambda code never imports infrastructure (lib/, bin/) or the web app.',
      from: { path: '^functions/' },
      to: { path: '^(lib|bin|web)/' },
    },
    {
      name: 'schemas-import-only-zod',
      severity: 'error',
      comment: 'The contract stands alone: it imports zod and itself.',
      from: { path: '^schemas/' },
      to: { pathNot: '^(schemas/|node_modules/zod/)' },
    },
    {
      name: 'infra-to-domains',
      severity: 'error',
      comment:
        'lib/ reads schemas/, functions/platform, functions/core (the seed writes through the entity modules) and a domain only through its index.ts; handlers are loaded by name, never imported.',
      from: { path: '^lib/' },
      to: { path: '^functions/', pathNot: ['^functions/(core|platform)/', '^functions/[^/]+/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|web/dist|cdk\\.out|\\.local)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
