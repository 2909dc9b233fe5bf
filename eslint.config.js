import eslintPluginAstro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default [
  { ignores: ['dist/', '.build/', '.astro/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/.tmp/'] },
  ...tseslint.configs.recommended,
  ...eslintPluginAstro.configs.recommended,
  // The Rules of React (hooks and the React Compiler's checks) for the islands and the code they share.
  { files: ['**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
