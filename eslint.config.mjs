import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// Apps never import apps; the browser never imports server code; services only reach each
// other through contracts (events and RPC), never through each other's code.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:util', 'type:exports', 'type:conversion', 'type:brand'] },
  { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:brand'] },
  // The brand is plain values (colours, font names, the logo path): anything may use it.
  { sourceTag: 'type:brand', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:util', 'type:brand'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
  // Document rendering (PPTX/DOCX/PDF) runs on the server only and needs nothing but the content types.
  { sourceTag: 'type:exports', onlyDependOnLibsWithTags: ['type:domain', 'type:brand'] },
  // Document conversion (uploads to PDF and page images) stands alone: it needs no other lib.
  { sourceTag: 'type:conversion', onlyDependOnLibsWithTags: [] },
  // Test support never reaches the server libs: their own specs use it, and that would be a cycle.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
];

const boundaries = (constraints) => ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints: constraints }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', 'coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      '@nx/enforce-module-boundaries': boundaries(depConstraints),
    },
  },
  {
    // Specs and their fixtures may also use the test support (@bv/testing); shipped code may not.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', '**/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(depConstraints.map((c) => ({ ...c, onlyDependOnLibsWithTags: [...c.onlyDependOnLibsWithTags, 'type:testing'] }))),
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line scripts and test harnesses print to the terminal on purpose.
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
