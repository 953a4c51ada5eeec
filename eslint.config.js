import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Process walls (docs/architecture.md, "The bridge"): each layer lists what it may not import.
const wall = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
})
const electronOnlyInShell = {
  paths: [
    {
      name: 'electron',
      message: 'Only the Electron layer (src/main/index.ts, ipc.ts, electron/, preload) imports electron.',
    },
  ],
}

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/unit/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...wall(
        ['**/main/**', '**/server/**', '**/preload/**', 'electron', 'node:*'],
        'The renderer imports only src/shared and its own code.',
      ),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: wall(
      ['**/main/**', '**/server/**', '**/renderer/**', '**/preload/**', 'electron'],
      'src/shared imports nothing from the other layers.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: wall(
      ['**/main/**', '**/renderer/**', '**/preload/**', 'electron'],
      'src/server imports only src/shared.',
    ),
  },
  {
    files: ['src/site/**/*.ts'],
    rules: wall(
      ['**/main/**', '**/server/**', '**/renderer/**', '**/preload/**', 'electron'],
      'The reference site reads only the public API: it imports src/shared and its own code.',
    ),
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/index.ts', 'src/main/ipc.ts', 'src/main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...electronOnlyInShell,
          patterns: [{ group: ['**/renderer/**'], message: 'Main does not import renderer code.' }],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.mjs'],
    ignores: ['tests/electron/**'],
    rules: { 'no-restricted-imports': ['error', electronOnlyInShell] },
  },
)
