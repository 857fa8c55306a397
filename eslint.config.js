// Flat config for the whole repository: src, tests, local and the config files.
// Rules stay close to the recommended sets so parallel work is not blocked on style;
// the architectural rules (import direction) are the strict part.
import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureZones = ['components', 'lib', 'utils', 'config', 'types'].map((layer) => ({
  target: `./src/${layer}`,
  from: ['./src/features', './src/app'],
  message:
    'Shared layers must not depend on features or the app (components|lib|utils|config -> features -> app).',
}));

// Below the components: lib, utils, config and types hold no React view, so they never import one.
const componentZones = ['lib', 'utils', 'config', 'types'].map((layer) => ({
  target: `./src/${layer}`,
  from: './src/components',
  message: 'lib|utils|config|types sit below components and must not import them.',
}));

// Every feature is isolated from its siblings (bulletproof-react habit); the list follows src/features.
const featuresDir = new URL('./src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const siblingFeatureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature; lift the shared piece to components/lib/utils.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.local-data',
      'coverage',
      '**/*.tsbuildinfo',
      'supabase/.temp',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Extensions and parser let the graph rules (no-cycle) read TypeScript modules, not only JavaScript.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Import order is enforced where the front-end owns the files; elsewhere other engineers keep their style.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/setup/**/*.ts', '*.config.{js,ts}'],
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...componentZones,
            {
              target: './src/features',
              from: './src/app',
              message: 'Features must not import the app layer.',
            },
            ...siblingFeatureZones,
            { target: './src', from: './local', message: 'The app never imports the local stack.' },
          ],
        },
      ],
    },
  },
  {
    // Features and routes build on components/ui: one wrapper per Radix primitive, never the primitive.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@radix-ui/*'],
              message: 'Use the wrapper in @/components/ui instead of Radix directly.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test and local-stack code talks to loosely typed wire formats; pragmatism over purity there.
    files: ['tests/**/*.{ts,tsx,mts}', 'local/**/*.{ts,mts}', 'scripts/**/*.{ts,mts,js}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
